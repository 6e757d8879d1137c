import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTO_SANS_WOFF } from '@api/yp/meetings/schedules/noto-sans-woff';
import { woffToSfnt } from '@api/yp/meetings/schedules/woff';
import { fontRuns } from '@api/yp/meetings/schedules/pdf-writer';
import { fontModule } from '../../scripts/lib/pdf-fonts';

/** The fonts of the printed meeting schedules (issue 26 §5): bundled, current, and TrueType once unwrapped. */
const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const tag = (view: DataView, at: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));

describe('schedule fonts', () => {
  it('are the installed @fontsource/noto-sans files (npx tsx scripts/pdf-fonts.ts rewrites them)', async () => {
    const committed = await readFile(join(import.meta.dirname, '../../src/api/yp/meetings/schedules/noto-sans-woff.ts'), 'utf8');
    expect(committed).toBe(await fontModule());
  });

  it('unwrap from WOFF into TrueType files with the tables jsPDF reads', () => {
    for (const b64 of Object.values(NOTO_SANS_WOFF)) {
      const ttf = woffToSfnt(bytesOf(b64));
      const view = new DataView(ttf.buffer);
      expect(view.getUint32(0)).toBe(0x00010000);
      const count = view.getUint16(4);
      const tags = Array.from({ length: count }, (_, i) => tag(view, 12 + i * 16));
      expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post']));
      // every table lies inside the file, 4-byte aligned
      for (let i = 0; i < count; i++) {
        const offset = view.getUint32(12 + i * 16 + 8);
        const length = view.getUint32(12 + i * 16 + 12);
        expect(offset % 4).toBe(0);
        expect(offset + length).toBeLessThanOrEqual(ttf.length);
      }
    }
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/WOFF/);
  });

  it('draw each letter with the subset that has it: Ө and Ү from Cyrillic Extended', () => {
    expect(fontRuns('Бат-Эрдэнэ Өлзий № 12')).toEqual([
      { font: 'cyrillic', text: 'Бат' },
      { font: 'latin', text: '-' },
      { font: 'cyrillic', text: 'Эрдэнэ' },
      { font: 'latin', text: ' ' },
      { font: 'cyrillicExt', text: 'Ө' },
      { font: 'cyrillic', text: 'лзий' },
      { font: 'latin', text: ' ' },
      { font: 'cyrillic', text: '№' },
      { font: 'latin', text: ' 12' },
    ]);
    expect(fontRuns('Үү').map((r) => r.font)).toEqual(['cyrillicExt']);
  });
});
