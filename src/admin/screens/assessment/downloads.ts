/**
 * Downloads of the member-result screen, without a PDF library: the answers are rendered to a
 * canvas with html-to-image, cut into A4 pages and written as JPEG images into a small hand-written
 * PDF (A4 portrait, 0.5 inch margins). ZIP with jszip, poster PNG with html-to-image.
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36; // 0.5 inch in points

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const bytesOfDataUrl = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]), (c) => c.charCodeAt(0));

/** A PDF whose pages each show one JPEG filling the area inside the margins (width-fitted). */
export function jpegPagesToPdf(pages: { jpeg: Uint8Array; width: number; height: number }[]): Blob {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? enc.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, body: (string | Uint8Array)[]) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  const pageIds = pages.map((_, k) => 3 + k * 3);
  object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
  object(2, [`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`]);
  const innerW = A4.width - 2 * MARGIN;
  pages.forEach((p, k) => {
    const [pageId, contentId, imageId] = [3 + k * 3, 4 + k * 3, 5 + k * 3];
    const drawW = innerW;
    const drawH = (p.height / p.width) * innerW;
    const y = A4.height - MARGIN - drawH;
    const content = `q ${drawW.toFixed(2)} 0 0 ${drawH.toFixed(2)} ${MARGIN} ${y.toFixed(2)} cm /Im0 Do Q`;
    object(pageId, [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    ]);
    object(contentId, [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`]);
    object(imageId, [
      `<< /Type /XObject /Subtype /Image /Width ${p.width} /Height ${p.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${p.jpeg.length} >>\nstream\n`,
      p.jpeg,
      '\nendstream',
    ]);
  });
  const count = 3 + pages.length * 3;
  const xref = length;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let n = 1; n < count; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Blob(chunks as BlobPart[], { type: 'application/pdf' });
}

/** Renders `node` and cuts it into A4-proportioned page slices. */
export async function nodeToPdf(node: HTMLElement): Promise<Blob> {
  const { toCanvas } = await import('html-to-image');
  const canvas = await toCanvas(node, { backgroundColor: '#ffffff', pixelRatio: 2 });
  const innerW = A4.width - 2 * MARGIN;
  const innerH = A4.height - 2 * MARGIN;
  const sliceH = Math.floor((innerH / innerW) * canvas.width);
  const pages: { jpeg: Uint8Array; width: number; height: number }[] = [];
  for (let top = 0; top < canvas.height; top += sliceH) {
    const h = Math.min(sliceH, canvas.height - top);
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = h;
    const ctx = slice.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, slice.width, h);
    ctx.drawImage(canvas, 0, top, canvas.width, h, 0, 0, canvas.width, h);
    pages.push({ jpeg: bytesOfDataUrl(slice.toDataURL('image/jpeg', 0.92)), width: slice.width, height: h });
  }
  return jpegPagesToPdf(pages);
}

/** The proof files in one ZIP, each named by its question number. */
export async function proofsZip(files: { cid: string; proof_file: string }[]): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const used = new Map<string, number>();
  for (const f of files) {
    const res = await fetch(f.proof_file, { credentials: 'include' });
    if (!res.ok) throw new Error(`${f.proof_file}: ${res.status}`);
    const ext = (f.proof_file.split('?')[0].split('.').pop() ?? 'bin').toLowerCase();
    const n = (used.get(f.cid) ?? 0) + 1;
    used.set(f.cid, n);
    zip.file(`${f.cid}${n > 1 ? `-${n}` : ''}.${ext}`, await res.arrayBuffer());
  }
  return zip.generateAsync({ type: 'blob' });
}

export async function nodeToPng(node: HTMLElement): Promise<Blob> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(node, { pixelRatio: 1, cacheBust: true });
  if (!blob) throw new Error('poster could not be drawn');
  return blob;
}

/** `2026-03-01` from the result's timestamp (the PDF's name). */
export const dateOf = (iso: string) => iso.slice(0, 10);
