import { Canvas, mix, type Rgb } from './canvas';
import type { Palette } from './palettes';
import { rng, type Rng } from '../random';

/** Smooth ridge line from a few seeded sine waves. */
function ridgeLine(r: Rng, base: number, amplitude: number, width: number) {
  const waves = Array.from({ length: 4 }, (_, k) => ({
    freq: ((k + 1) * (0.6 + r.next()) * Math.PI * 2) / width,
    phase: r.next() * Math.PI * 2,
    amp: amplitude / (k + 1.3),
  }));
  return (x: number) => base - waves.reduce((h, w) => h + w.amp * (0.5 + 0.5 * Math.sin(x * w.freq + w.phase)), 0);
}

/** Sky, sun and layered mountain ridges, with atmospheric haze on the far layers. */
export function drawLandscape(c: Canvas, pal: Palette, seed: number, horizon = 0.55) {
  const r = rng(seed);
  c.gradient([pal.sky[0], pal.sky[1]]);
  const sunR = c.height * r.between(0.06, 0.1);
  const [sunX, sunY] = [c.width * r.between(0.2, 0.8), c.height * horizon * r.between(0.45, 0.8)];
  c.circle(sunX, sunY, sunR * 1.8, pal.sun, 0.18);
  c.circle(sunX, sunY, sunR, pal.sun, 0.9);
  pal.ridges.forEach((color, k) => {
    const base = c.height * (horizon + (k * (1 - horizon)) / (pal.ridges.length + 0.5));
    const haze = mix(color, pal.sky[1], 0.35 * (1 - k / pal.ridges.length));
    c.ridge(ridgeLine(r, base, c.height * (0.22 - k * 0.035), c.width), haze);
  });
}

/**
 * A landscape standing on flat ground from `groundAt` (a share of the height) down, for a mining
 * motif: returns the ground line, the ground's colour and the dark shade a motif is drawn in.
 */
export function groundedLandscape(c: Canvas, pal: Palette, seed: number, horizon: number, groundAt: number) {
  drawLandscape(c, pal, seed, horizon);
  const near = pal.ridges[pal.ridges.length - 1];
  const ground = c.height * groundAt;
  const dark = mix(near, [0, 0, 0], 0.4);
  c.rect(0, ground, c.width, c.height - ground, near);
  return { near, ground, dark };
}

/** Pit-head headframe: two legs, a cross beam and a sheave wheel. */
export function headframe(c: Canvas, x: number, ground: number, size: number, color: Rgb) {
  const top = ground - size;
  c.polygon(
    [
      [x - size * 0.22, ground],
      [x - size * 0.04, top],
      [x + size * 0.01, top],
      [x - size * 0.15, ground],
    ],
    color,
  );
  c.polygon(
    [
      [x + size * 0.22, ground],
      [x + size * 0.04, top],
      [x - size * 0.01, top],
      [x + size * 0.15, ground],
    ],
    color,
  );
  c.rect(x - size * 0.16, top + size * 0.35, size * 0.32, size * 0.04, color);
  c.circle(x, top, size * 0.09, color);
  c.rect(x + size * 0.25, ground - size * 0.28, size * 0.45, size * 0.28, color);
}

/** Terraced open pit seen from the side: stepped benches cut into the ground. */
export function openPit(c: Canvas, cx: number, ground: number, width: number, color: Rgb, shade: Rgb) {
  const steps = 5;
  for (let s = 0; s < steps; s++) {
    const w = width * (1 - s / (steps + 1));
    const y = ground + s * width * 0.035;
    c.polygon(
      [
        [cx - w / 2, y],
        [cx + w / 2, y],
        [cx + w / 2 - width * 0.04, y + width * 0.035],
        [cx - w / 2 + width * 0.04, y + width * 0.035],
      ],
      s % 2 ? color : shade,
    );
  }
}

/** Haul truck silhouette. */
export function truck(c: Canvas, x: number, ground: number, size: number, color: Rgb) {
  c.polygon(
    [
      [x, ground - size * 0.55],
      [x + size * 0.7, ground - size * 0.75],
      [x + size * 0.75, ground - size * 0.3],
      [x, ground - size * 0.3],
    ],
    color,
  );
  c.rect(x + size * 0.75, ground - size * 0.55, size * 0.25, size * 0.25, color);
  c.circle(x + size * 0.18, ground - size * 0.16, size * 0.16, color);
  c.circle(x + size * 0.8, ground - size * 0.16, size * 0.16, color);
}

/** Conveyor belt rising to a stockpile. */
export function conveyor(c: Canvas, x: number, ground: number, size: number, color: Rgb, pile: Rgb) {
  c.polygon(
    [
      [x + size * 0.9, ground],
      [x + size * 1.4, ground - size * 0.45],
      [x + size * 1.9, ground],
    ],
    pile,
  );
  c.polygon(
    [
      [x, ground],
      [x + size * 1.4, ground - size * 0.55],
      [x + size * 1.4, ground - size * 0.5],
      [x, ground + size * 0.05],
    ],
    color,
  );
  for (let k = 1; k < 4; k++) c.rect(x + size * 0.35 * k, ground - size * 0.14 * k, size * 0.03, size * 0.14 * k, color);
}
