import { unzlibSync } from 'fflate';

/**
 * The text a PDF of jsPDF's shows, page by page, without a PDF library: each page's content stream
 * (inflated when compressed), its `/Fn size Tf` font switches and `<hex> Tj` strings, read back to
 * Unicode through each font's ToUnicode map (jsPDF writes Identity-H fonts as glyph ids). A page's
 * strings are joined as drawn (so a name split over two fonts reads whole).
 */
export function pdfPages(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!);
  const streamOf = (num: string): string => {
    const body = objects.get(num) ?? '';
    const m = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    if (!m) return '';
    const bytes = Buffer.from(m[1]!, 'latin1');
    return /\/FlateDecode/.test(body) ? Buffer.from(unzlibSync(bytes)).toString('latin1') : m[1]!;
  };
  const cmaps = new Map<string, Map<number, string>>();
  const cmapOfFont = (fontObj: string): Map<number, string> => {
    const found = cmaps.get(fontObj);
    if (found) return found;
    const map = new Map<number, string>();
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObj) ?? '')?.[1];
    if (toUnicode) {
      const cmap = streamOf(toUnicode);
      const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
      for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
        for (const pair of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(pair[1]!, 16), hex(pair[2]!));
      for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
        for (const r of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
          const [from, to, first] = [parseInt(r[1]!, 16), parseInt(r[2]!, 16), parseInt(r[3]!, 16)];
          for (let g = from; g <= to; g++) map.set(g, String.fromCodePoint(first + g - from));
        }
    }
    cmaps.set(fontObj, map);
    return map;
  };
  const pages: string[] = [];
  for (const [, body] of objects) {
    if (!/\/Type \/Page\b/.test(body)) continue;
    const resources = objects.get(/\/Resources (\d+) 0 R/.exec(body)?.[1] ?? '') ?? '';
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1]!, m[2]!]));
    const content = streamOf(/\/Contents (\d+) 0 R/.exec(body)?.[1] ?? '');
    let font = new Map<number, string>();
    let text = '';
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) font = cmapOfFont(fonts.get(op[1]) ?? '');
      else text += (op[2]!.match(/.{4}/g) ?? []).map((g) => font.get(parseInt(g, 16)) ?? '\uFFFD').join('');
    }
    pages.push(text);
  }
  return pages;
}
