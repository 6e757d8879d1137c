/**
 * Generates the /mw home's hero media into public/event/ (committed; rerun after changing the art):
 * the poster (a drawn mining landscape, webp in two widths), the OpenGraph image, and a short
 * muted loop recorded from a canvas pan over the poster in headless Chromium (MediaRecorder, webm).
 * Nothing is downloaded. Run: `npx tsx scripts/event-media.ts`.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { Canvas, hex } from '@db/seed/files/canvas';
import { conveyor, drawLandscape, headframe, openPit, truck } from '@db/seed/files/landscape';
import { PALETTES } from '@db/seed/files/palettes';

const OUT = 'public/event';

function poster(): Uint8Array {
  const c = new Canvas(1600, 900);
  const pal = PALETTES[2];
  drawLandscape(c, pal, 2025, 0.52);
  const ground = c.height * 0.84;
  c.rect(0, ground, c.width, c.height - ground, pal.ridges[pal.ridges.length - 1]);
  openPit(c, c.width * 0.35, ground - 4, 900, pal.ridges[1], pal.ridges[2]);
  headframe(c, c.width * 0.78, ground, 260, hex('#1b2a3a'));
  conveyor(c, c.width * 0.55, ground, 220, hex('#2a3340'), pal.accent);
  [0.12, 0.22].forEach((x, k) => truck(c, c.width * x, ground, 120 - k * 30, hex('#2a2f38')));
  c.vignette(0.3);
  return c.toPng();
}

const png = Buffer.from(poster());
await sharp(png).resize(1600, 900).webp({ quality: 72 }).toFile(`${OUT}/hero-1600.webp`);
await sharp(png).resize(800, 450).webp({ quality: 70 }).toFile(`${OUT}/hero-800.webp`);
await sharp(png).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 78 }).toFile(`${OUT}/og.jpg`);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || undefined });
const page = await browser.newPage();
await page.evaluate('globalThis.__name = (f) => f'); // tsx keeps function names with a helper the page lacks
const dataUrl = `data:image/webp;base64,${(await sharp(png).resize(960, 540).webp({ quality: 80 }).toBuffer()).toString('base64')}`;
const webm = await page.evaluate(async (src) => {
  const img = new Image();
  img.src = src;
  await img.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
  const ctx = canvas.getContext('2d')!;
  const rec = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 350_000 });
  const parts: Blob[] = [];
  rec.ondataavailable = (e) => parts.push(e.data);
  const done = new Promise((r) => (rec.onstop = r));
  rec.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      const t = Math.min((now - start) / 6000, 1);
      const zoom = 1.15 - 0.15 * Math.cos(t * Math.PI * 2); // out and back in: the loop has no jump
      const w = 960 / zoom;
      ctx.drawImage(img, (960 - w) * 0.5, (540 - w * 0.5625) * 0.6, w, w * 0.5625, 0, 0, 640, 360);
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  rec.stop();
  await done;
  const buf = new Uint8Array(await new Blob(parts).arrayBuffer());
  return Array.from(buf);
}, dataUrl);
await writeFile(`${OUT}/hero-loop.webm`, new Uint8Array(webm));
await browser.close();
