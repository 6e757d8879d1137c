import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** '#1f2a44' -> [31, 42, 68] */
export const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/**
 * A tiny anti-aliased software rasteriser: just enough shapes (gradients, ridges, circles,
 * polygons) to draw calm landscape and geometric pictures without any image files or native code.
 */
export class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
  }

  /** Blends `color` into one pixel with coverage `alpha` (0..1). */
  blend(x: number, y: number, color: Rgb, alpha: number) {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const a = alpha > 1 ? 1 : alpha;
    for (let c = 0; c < 3; c++) this.data[i + c] += (color[c] - this.data[i + c]) * a;
  }

  /** Gradient along the direction `angle` (radians; 0 = left to right, PI/2 = top to bottom). */
  gradient(stops: Rgb[], angle = Math.PI / 2) {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const span = Math.abs(dx) * this.width + Math.abs(dy) * this.height;
    const origin = Math.min(0, dx * this.width) + Math.min(0, dy * this.height);
    const last = stops.length - 1;
    for (let y = 0, i = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++, i += 3) {
        const t = clamp01((x * dx + y * dy - origin) / span) * last;
        const k = Math.min(Math.floor(t), last - 1);
        const f = t - k;
        const a = stops[k];
        const b = stops[k + 1];
        this.data[i] = a[0] + (b[0] - a[0]) * f;
        this.data[i + 1] = a[1] + (b[1] - a[1]) * f;
        this.data[i + 2] = a[2] + (b[2] - a[2]) * f;
      }
    }
  }

  /** Fills everything below the curve y = top(x), anti-aliased along the edge. */
  ridge(top: (x: number) => number, color: Rgb, alpha = 1) {
    for (let x = 0; x < this.width; x++) {
      const h = top(x + 0.5);
      const start = Math.max(0, Math.floor(h));
      this.blend(x, start, color, alpha * clamp01(start + 1 - h));
      if (alpha < 1) {
        for (let y = start + 1; y < this.height; y++) this.blend(x, y, color, alpha);
        continue;
      }
      // fully covered pixels below the edge: plain writes, the hot loop of every landscape
      for (let y = start + 1, i = (y * this.width + x) * 3; y < this.height; y++, i += this.width * 3) {
        this.data[i] = color[0];
        this.data[i + 1] = color[1];
        this.data[i + 2] = color[2];
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1) {
    this.ellipse(cx, cy, r, r, color, alpha);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1) {
    for (let y = Math.floor(cy - ry - 1); y <= cy + ry + 1; y++) {
      for (let x = Math.floor(cx - rx - 1); x <= cx + rx + 1; x++) {
        const nx = (x + 0.5 - cx) / rx;
        const ny = (y + 0.5 - cy) / ry;
        const d = (Math.sqrt(nx * nx + ny * ny) - 1) * Math.min(rx, ry);
        this.blend(x, y, color, alpha * clamp01(0.5 - d));
      }
    }
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1) {
    this.polygon(
      [
        [x0, y0],
        [x0 + w, y0],
        [x0 + w, y0 + h],
        [x0, y0 + h],
      ],
      color,
      alpha,
    );
  }

  /**
   * Any simple polygon, scan-converted: 4 sub-rows per pixel row, exact horizontal coverage, so the
   * edges are smooth and the cost grows with the rows, not with rows x columns x samples.
   */
  polygon(points: readonly (readonly [number, number])[], color: Rgb, alpha = 1) {
    const ys = points.map((p) => p[1]);
    const y0 = Math.max(0, Math.floor(Math.min(...ys)));
    const y1 = Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
    const cover = new Float32Array(this.width + 1);
    for (let y = y0; y <= y1; y++) {
      cover.fill(0);
      let minX = this.width;
      let maxX = -1;
      for (let sub = 0; sub < SUBROWS; sub++) {
        const sy = y + (sub + 0.5) / SUBROWS;
        const xs = crossings(points, sy);
        for (let k = 0; k + 1 < xs.length; k += 2) {
          const a = Math.max(0, xs[k]);
          const b = Math.min(this.width, xs[k + 1]);
          if (b <= a) continue;
          addSpan(cover, a, b, 1 / SUBROWS);
          minX = Math.min(minX, Math.floor(a));
          maxX = Math.max(maxX, Math.ceil(b));
        }
      }
      for (let x = minX; x < maxX; x++) if (cover[x] > 0) this.blend(x, y, color, alpha * cover[x]);
    }
  }

  /** Darkens the corners a little, so flat pictures get some depth. */
  vignette(strength = 0.25) {
    const cx = this.width / 2;
    const cy = this.height / 2;
    const scale = strength / (cx * cx + cy * cy);
    for (let y = 0, i = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++, i += 3) {
        const keep = 1 - scale * ((x - cx) ** 2 + (y - cy) ** 2);
        this.data[i] *= keep;
        this.data[i + 1] *= keep;
        this.data[i + 2] *= keep;
      }
    }
  }

  toPng(): Uint8Array {
    const png = new PNG({ width: this.width, height: this.height });
    for (let i = 0, j = 0; i < this.data.length; i += 3, j += 4) {
      png.data[j] = this.data[i];
      png.data[j + 1] = this.data[i + 1];
      png.data[j + 2] = this.data[i + 2];
      png.data[j + 3] = 255;
    }
    return new Uint8Array(PNG.sync.write(png, { colorType: 2, filterType: 2, deflateLevel: 6 }));
  }
}

const SUBROWS = 4;

/** Sorted x where the polygon's edges cross the horizontal line at `y` (even-odd pairs = inside spans). */
function crossings(points: readonly (readonly [number, number])[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y) xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
  }
  return xs.sort((a, b) => a - b);
}

/** Adds `weight` times the covered fraction of each pixel in [a, b) to `cover`. */
function addSpan(cover: Float32Array, a: number, b: number, weight: number) {
  const first = Math.floor(a);
  const last = Math.floor(b);
  if (first === last) {
    cover[first] += (b - a) * weight;
    return;
  }
  cover[first] += (first + 1 - a) * weight;
  for (let x = first + 1; x < last; x++) cover[x] += weight;
  if (last < cover.length) cover[last] += (b - last) * weight;
}
