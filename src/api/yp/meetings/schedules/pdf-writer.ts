import { jsPDF } from 'jspdf';
import { NOTO_SANS_WOFF } from './noto-sans-woff';
import { woffToSfnt } from './woff';

/**
 * A thin layer over jsPDF for the printed schedules: Noto Sans embedded (jsPDF's standard fonts
 * have no Cyrillic), text measured, drawn and wrapped across the three subset fonts, pages with a
 * running footer. The font files travel inside the bundle (noto-sans-woff.ts) and are turned into
 * TrueType once per process, so this works the same in Node and on Cloudflare Workers.
 */

type FontName = keyof typeof NOTO_SANS_WOFF;

/** Which subset holds a character: fontsource's unicode-ranges of Noto Sans; everything else is in the Latin one. */
function fontOf(code: number): FontName {
  if ((code >= 0x400 && code <= 0x45f) || code === 0x490 || code === 0x491 || code === 0x4b0 || code === 0x4b1 || code === 0x2116)
    return 'cyrillic';
  if (code >= 0x460 && code <= 0x52f) return 'cyrillicExt';
  return 'latin';
}

/** A string cut where the font changes. */
export function fontRuns(text: string): { font: FontName; text: string }[] {
  const runs: { font: FontName; text: string }[] = [];
  for (const ch of text) {
    const font = fontOf(ch.codePointAt(0)!);
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

let fontFiles: Record<FontName, string> | undefined;
/** The TrueType files as jsPDF's virtual file system takes them (binary strings), made once. */
function fonts(): Record<FontName, string> {
  if (!fontFiles) {
    const entries = Object.entries(NOTO_SANS_WOFF).map(([name, b64]) => {
      const bytes = woffToSfnt(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
      let binary = '';
      for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
      return [name, binary];
    });
    fontFiles = Object.fromEntries(entries) as Record<FontName, string>;
  }
  return fontFiles;
}

export type Rgb = [number, number, number];
export const INK: Rgb = [20, 24, 31];
export const MUTED: Rgb = [90, 98, 110];
export const FAINT: Rgb = [150, 156, 165];
export const RULE: Rgb = [200, 205, 212];
export const SHADE: Rgb = [238, 241, 245];

export interface TextStyle {
  size: number;
  color?: Rgb;
}

export class PdfWriter {
  readonly doc: jsPDF;
  readonly margin = 36;

  constructor(orientation: 'portrait' | 'landscape', meta: { title: string; subject: string; creator: string }) {
    this.doc = new jsPDF({ orientation, unit: 'pt', format: 'a4', compress: true, floatPrecision: 'smart' });
    for (const [name, file] of Object.entries(fonts())) {
      this.doc.addFileToVFS(`${name}.ttf`, file);
      this.doc.addFont(`${name}.ttf`, name, 'normal', 'normal', 'Identity-H');
    }
    this.doc.setDocumentProperties({ title: meta.title, subject: meta.subject, creator: meta.creator });
    this.doc.setLineHeightFactor(1.2);
  }

  get pageWidth(): number {
    return this.doc.internal.pageSize.getWidth();
  }
  get pageHeight(): number {
    return this.doc.internal.pageSize.getHeight();
  }
  /** The lowest y the body may reach (the footer sits below it). */
  get bottom(): number {
    return this.pageHeight - this.margin - 18;
  }

  width(text: string, size: number): number {
    this.doc.setFontSize(size);
    let w = 0;
    for (const run of fontRuns(text)) {
      this.doc.setFont(run.font, 'normal');
      w += this.doc.getTextWidth(run.text);
    }
    return w;
  }

  /** Draws one line with its top at `y`; `align: 'right'` ends it at `x`. */
  text(text: string, x: number, y: number, style: TextStyle, align: 'left' | 'right' | 'center' = 'left'): void {
    const { size, color = INK } = style;
    const total = align === 'left' ? 0 : this.width(text, size);
    let at = align === 'right' ? x - total : align === 'center' ? x - total / 2 : x;
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
    for (const run of fontRuns(text)) {
      this.doc.setFont(run.font, 'normal');
      this.doc.text(run.text, at, y, { baseline: 'top' });
      at += this.doc.getTextWidth(run.text);
    }
  }

  /** `text` in lines no wider than `max`: cut between words, a word too long for a line cut between letters. */
  wrap(text: string, max: number, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (this.width(next, size) <= max) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let piece = '';
      for (const ch of word) {
        if (piece && this.width(piece + ch, size) > max) {
          lines.push(piece);
          piece = '';
        }
        piece += ch;
      }
      line = piece;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  /** A line's height at `size`. */
  lineHeight(size: number): number {
    return size * 1.25;
  }

  /** Wrapped lines drawn from `y` down; answers the y below them. */
  paragraph(text: string, x: number, y: number, max: number, style: TextStyle): number {
    for (const line of this.wrap(text, max, style.size)) {
      this.text(line, x, y, style);
      y += this.lineHeight(style.size);
    }
    return y;
  }

  fill(x: number, y: number, w: number, h: number, color: Rgb): void {
    this.doc.setFillColor(...color);
    this.doc.rect(x, y, w, h, 'F');
  }

  rule(x1: number, y1: number, x2: number, y2: number, color: Rgb = RULE, width = 0.6): void {
    this.doc.setDrawColor(...color);
    this.doc.setLineWidth(width);
    this.doc.line(x1, y1, x2, y2);
  }

  box(x: number, y: number, w: number, h: number, color: Rgb = RULE): void {
    this.doc.setDrawColor(...color);
    this.doc.setLineWidth(0.6);
    this.doc.rect(x, y, w, h, 'S');
  }

  addPage(orientation: 'portrait' | 'landscape'): void {
    this.doc.addPage('a4', orientation);
  }

  /** Writes `left` and "page n of N" at the foot of every page (once all pages exist). */
  footers(left: string, pageLabel: (n: number, total: number) => string): void {
    const total = this.doc.getNumberOfPages();
    for (let n = 1; n <= total; n++) {
      this.doc.setPage(n);
      const y = this.pageHeight - this.margin - 8;
      this.text(left, this.margin, y, { size: 8, color: FAINT });
      this.text(pageLabel(n, total), this.pageWidth - this.margin, y, { size: 8, color: FAINT }, 'right');
    }
  }

  bytes(): Uint8Array {
    return new Uint8Array(this.doc.output('arraybuffer'));
  }
}
