/** Minimal files that pass (or deliberately fail) the content checks: the pictures decode (4x3 pixels). */
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(new TextEncoder().encode(p)) : p)));

const base64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
export const pngBytes = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM40+ECRww4OQB7hhMhQLrF8gAAAABJRU5ErkJggg==',
);
export const jpgBytes = base64(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALgAYXP/2Q==',
);
/** A PNG signature and header with nothing after it: sniffs as PNG, decodes as nothing (variants fail on it). */
export const brokenPngBytes = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', new Array(32).fill(7));
export const pdfBytes = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj << >> endobj\n%%EOF\n');
export const mp4Bytes = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2', new Array(64).fill(3));
export const webpBytes = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', new Array(16).fill(0));
export const htmlBytes = bytes('<!doctype html><html><script>alert(document.cookie)</script></html>');
export const svgBytes = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
export const exeBytes = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], new Array(32).fill(0));
