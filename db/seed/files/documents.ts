/**
 * A one-page PDF 1.4 written by hand: catalog, page tree, one page, a Helvetica font and one text
 * stream, with a byte-exact cross-reference table so every reader opens it. ASCII text only
 * (the standard Helvetica font has no Cyrillic).
 */
export function onePagePdf(title: string, lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (m) => `\\${m}`);
  const text = [
    'BT /F1 20 Tf 56 770 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 15 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Title (${esc(title)}) /Producer (demo seed) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, k) => {
    offsets.push(out.length);
    out += `${k + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out); // pure ASCII, so string offsets are byte offsets
}

/**
 * Placeholder "video": a valid ISO-BMFF `ftyp` box (brand isom) and a `free` box with a note. There
 * is no encoder here; players will refuse to play it, but uploads, downloads and type checks work.
 */
export function placeholderMp4(note: string): Uint8Array {
  const box = (type: string, payload: Uint8Array) => {
    const out = new Uint8Array(8 + payload.length);
    new DataView(out.buffer).setUint32(0, out.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(payload, 8);
    return out;
  };
  const brands = new TextEncoder().encode('isom\0\0\x02\0isomiso2mp41');
  const ftyp = box('ftyp', brands);
  const free = box('free', new TextEncoder().encode(`placeholder video: ${note}`.replace(/[^\x20-\x7e]/g, '?')));
  const out = new Uint8Array(ftyp.length + free.length);
  out.set(ftyp);
  out.set(free, ftyp.length);
  return out;
}
