import { Canvas, hex, mix, type Rgb } from './canvas';
import { BRAND_COLORS } from './palettes';

/** 3x5 pixel digits (and ':' '-'), enough to print the times of a timetable without fonts. */
const GLYPHS: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001010010010',
  '8': '111101111101111',
  '9': '111101111001111',
  ':': '000010000010000',
  '-': '000000111000000',
};

/** Prints `text` with cells of `size` px at (x, y); returns the x after it. */
function print(c: Canvas, text: string, x: number, y: number, size: number, color: Rgb): number {
  for (const ch of text) {
    const g = GLYPHS[ch];
    if (g) for (let k = 0; k < 15; k++) if (g[k] === '1') c.rect(x + (k % 3) * size, y + Math.floor(k / 3) * size, size, size, color);
    x += 4 * size;
  }
  return x;
}

const WHITE: Rgb = [255, 255, 255];
const INK = hex('#1f2a44');

/**
 * 600x800 agenda of a day: a header with the day's number and date, then time rows with session
 * blocks (their "titles" are bars); `lang` 0/1 shifts colours so the two languages differ.
 */
export function timetablePicture(day: number, date: string, lang: number): Uint8Array {
  const c = new Canvas(600, 800);
  const brand = BRAND_COLORS[(day * 3 + lang) % BRAND_COLORS.length];
  c.gradient([WHITE, mix(brand, WHITE, 0.92)]);
  c.rect(0, 0, 600, 130, brand);
  print(c, String(day), 40, 28, 14, WHITE);
  print(c, date, 140, 50, 7, mix(brand, WHITE, 0.8));
  c.rect(140, 100, 300, 8, mix(brand, WHITE, 0.5));
  const slots = ['09:00', '10:00', '11:00', '12:00', '13:30', '14:30', '15:30', '16:30'];
  slots.forEach((time, i) => {
    const y = 160 + i * 78;
    c.rect(30, y + 70, 540, 2, mix(INK, WHITE, 0.85));
    print(c, time, 36, y + 20, 5, INK);
    const lunch = time === '12:00';
    const tone = lunch ? mix(INK, WHITE, 0.88) : mix(BRAND_COLORS[(day + i + lang) % BRAND_COLORS.length], WHITE, 0.25);
    const width = lunch ? 430 : 250 + ((day * 37 + i * 53) % 180);
    c.rect(140, y + 8, width, 54, tone);
    c.rect(156, y + 20, Math.min(width - 40, 150 + ((i * 29) % 120)), 10, WHITE, 0.9);
    if (!lunch) c.rect(156, y + 38, 90 + ((i * 17) % 80), 8, WHITE, 0.6);
  });
  return c.toPng();
}
