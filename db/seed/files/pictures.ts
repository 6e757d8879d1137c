import { Canvas, hex, mix, type Rgb } from './canvas';
import { conveyor, drawLandscape, headframe, openPit, truck } from './landscape';
import { BRAND_COLORS, PALETTES } from './palettes';
import { rng } from '../random';

const WHITE: Rgb = [255, 255, 255];

/** The corners of a diamond around (cx, cy): `rx` to the sides, `ry` up and down. */
const diamond = (cx: number, cy: number, rx: number, ry: number) =>
  [
    [cx, cy - ry],
    [cx + rx, cy],
    [cx, cy + ry],
    [cx - rx, cy],
  ] as const;

/** 730x455 news picture: a landscape with one mining motif in the foreground. */
export function newsPicture(i: number): Uint8Array {
  const c = new Canvas(730, 455);
  const pal = PALETTES[i % PALETTES.length];
  drawLandscape(c, pal, 100 + i);
  const near = pal.ridges[pal.ridges.length - 1];
  const ground = c.height * 0.86;
  c.rect(0, ground, c.width, c.height - ground, near);
  const motif = Math.floor(i / PALETTES.length + i) % 4;
  if (motif === 0) headframe(c, c.width * 0.68, ground, 150, mix(near, [0, 0, 0], 0.35));
  if (motif === 1) openPit(c, c.width * 0.5, ground - 4, 520, pal.ridges[1], pal.ridges[2]);
  if (motif === 2) [0.2, 0.45].forEach((x, k) => truck(c, c.width * x, ground, 90 - k * 25, mix(near, [0, 0, 0], 0.4)));
  if (motif === 3) conveyor(c, c.width * 0.25, ground, 160, mix(near, [0, 0, 0], 0.4), mix(pal.accent, near, 0.5));
  c.vignette(0.22);
  return c.toPng();
}

/** 730x455 home banner: a wide landscape with a soft band on the left where the page sets its caption. */
export function bannerPicture(i: number): Uint8Array {
  const c = new Canvas(730, 455);
  const pal = PALETTES[(i + 1) % PALETTES.length];
  drawLandscape(c, pal, 500 + i, 0.5);
  c.polygon(
    [
      [0, 0],
      [c.width * 0.46, 0],
      [c.width * 0.36, c.height],
      [0, c.height],
    ],
    pal.sky[0],
    0.55,
  );
  c.rect(40, 150, 200, 10, WHITE, 0.85);
  c.rect(40, 175, 150, 6, WHITE, 0.6);
  c.vignette(0.18);
  return c.toPng();
}

/** ~240x120 abstract company logo: a geometric mark and two bars where a word mark would be. */
export function logoPicture(i: number): Uint8Array {
  const c = new Canvas(240, 120);
  const brand = BRAND_COLORS[i % BRAND_COLORS.length];
  const second = BRAND_COLORS[(i * 3 + 4) % BRAND_COLORS.length];
  c.gradient([hex('#ffffff'), hex('#f1f3f5')]);
  const [cx, cy] = [58, 60];
  const shape = i % 5;
  if (shape === 0) {
    c.circle(cx, cy, 38, brand);
    c.polygon(
      [
        [cx - 28, cy + 18],
        [cx - 6, cy - 18],
        [cx + 6, cy],
        [cx + 14, cy - 10],
        [cx + 30, cy + 18],
      ],
      WHITE,
    );
  }
  if (shape === 1)
    c.polygon(
      Array.from({ length: 6 }, (_, k) => [cx + 38 * Math.cos((k * Math.PI) / 3), cy + 38 * Math.sin((k * Math.PI) / 3)] as const),
      brand,
    );
  if (shape === 1)
    c.polygon(
      Array.from({ length: 6 }, (_, k) => [cx + 20 * Math.cos((k * Math.PI) / 3), cy + 20 * Math.sin((k * Math.PI) / 3)] as const),
      second,
    );
  if (shape === 2) [0, 1, 2].forEach((k) => c.rect(cx - 34 + k * 24, cy + 30 - (k + 1) * 20, 18, (k + 1) * 20, k === 1 ? second : brand));
  if (shape === 3) [38, 28, 18, 8].forEach((r, k) => c.circle(cx, cy, r, k % 2 ? WHITE : brand));
  if (shape === 4) {
    c.polygon(diamond(cx, cy, 36, 40), brand);
    c.polygon(diamond(cx, cy, 14, 16), second);
  }
  c.rect(110, 44, 100 - (i % 3) * 12, 14, brand);
  c.rect(110, 66, 76 + (i % 4) * 6, 8, mix(brand, WHITE, 0.45));
  return c.toPng();
}

const SKIN = ['#e8c4a0', '#d9a77e', '#c68b62', '#f0d2b6'].map(hex);
const HAIR = ['#2b2320', '#3d2b22', '#1c1a1a', '#5a4a42', '#8a8a8a'].map(hex);

/** 300x300 abstract portrait: head and shoulders on a soft background, no face. */
export function portraitPicture(i: number): Uint8Array {
  const c = new Canvas(300, 300);
  const brand = BRAND_COLORS[(i * 7) % BRAND_COLORS.length];
  c.gradient([mix(brand, WHITE, 0.75), mix(brand, WHITE, 0.45)], Math.PI / 3);
  c.ellipse(150, 320, 120, 110, mix(brand, [20, 20, 30], 0.45));
  c.polygon(
    [
      [128, 205],
      [172, 205],
      [150, 250],
    ],
    WHITE,
    0.9,
  );
  c.rect(136, 170, 28, 40, SKIN[i % SKIN.length]);
  c.ellipse(150, 132, 50, 60, SKIN[i % SKIN.length]);
  const hair = HAIR[i % HAIR.length];
  if (i % 2) c.ellipse(150, 100, 54, 40, hair);
  else
    c.polygon(
      [
        [98, 128],
        [104, 84],
        [150, 66],
        [196, 84],
        [202, 128],
        [186, 100],
        [114, 100],
      ],
      hair,
    );
  return c.toPng();
}

/** 400x400 mineral specimen: a cluster of faceted crystals on a dark ground. */
export function mineralPicture(i: number, tone: string): Uint8Array {
  const c = new Canvas(400, 400);
  const base = hex(tone);
  c.gradient([hex('#202634'), hex('#3a4254')], Math.PI / 2.5);
  c.ellipse(200, 330, 150, 28, [10, 12, 18], 0.55);
  const r = rng(900 + i);
  for (let k = 0; k < 7; k++) {
    const x = 200 + r.between(-110, 110);
    const w = r.between(26, 52);
    const h = r.between(120, 230);
    const lean = r.between(-40, 40);
    const [tip, top] = [[x + lean, 320 - h] as const, 320 - h * 0.8];
    c.polygon([[x - w / 2, 330], [x - w / 2 + lean * 0.8, top], tip, [x + lean * 0.8, top + 8], [x, 330]], mix(base, [0, 0, 0], 0.35));
    c.polygon(
      [[x, 330], [x + lean * 0.8, top + 8], tip, [x + w / 2 + lean * 0.8, top], [x + w / 2, 330]],
      mix(base, WHITE, 0.2 + 0.1 * (k % 2)),
    );
  }
  c.circle(150, 150, 60, WHITE, 0.05);
  return c.toPng();
}

/** 600x850 poster: a landscape on top, a colour field with abstract text lines below. */
export function posterPicture(i: number): Uint8Array {
  const c = new Canvas(600, 850);
  const pal = PALETTES[(i + 3) % PALETTES.length];
  drawLandscape(c, pal, 700 + i, 0.42);
  const field = mix(pal.ridges[pal.ridges.length - 1], [0, 0, 0], 0.2);
  c.polygon(
    [
      [0, 560],
      [600, 500],
      [600, 850],
      [0, 850],
    ],
    field,
  );
  c.rect(50, 610, 320, 22, pal.accent);
  [660, 690, 720].forEach((y, k) => c.rect(50, y, 480 - k * 70, 10, WHITE, 0.7));
  c.circle(520, 780, 34, pal.accent, 0.9);
  return c.toPng();
}

/** 420x595 (A-proportioned) report cover: a brand colour, diagonal blocks and a mountain band. */
export function reportCoverPicture(i: number): Uint8Array {
  const c = new Canvas(420, 595);
  const brand = BRAND_COLORS[(i * 3) % BRAND_COLORS.length];
  c.gradient([mix(brand, WHITE, 0.1), mix(brand, [0, 0, 0], 0.3)]);
  c.polygon(
    [
      [0, 0],
      [420, 0],
      [420, 180],
      [0, 300],
    ],
    WHITE,
    0.08,
  );
  c.polygon(
    [
      [240, 0],
      [420, 0],
      [420, 260],
    ],
    mix(brand, WHITE, 0.35),
    0.5,
  );
  c.ridge((x) => 430 - 40 * Math.sin(x / 60 + i) - 25 * Math.sin(x / 23 + i * 2), mix(brand, [0, 0, 0], 0.45));
  c.rect(36, 110, 220, 18, WHITE, 0.95);
  c.rect(36, 140, 160, 10, WHITE, 0.7);
  c.rect(36, 530, 60, 6, WHITE, 0.8);
  return c.toPng();
}
