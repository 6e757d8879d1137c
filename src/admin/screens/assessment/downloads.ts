/**
 * Downloads of the member-result screen: the answers are rendered to a canvas with html-to-image,
 * cut into A4 pages and written as JPEG images into a PDF with jsPDF (A4 portrait, 0.5 inch
 * margins). ZIP with jszip, poster PNG with html-to-image. The libraries load on first use.
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

/** Renders `node`, cuts it into A4-proportioned slices and puts one slice on each page (width-fitted). */
export async function nodeToPdf(node: HTMLElement): Promise<Blob> {
  const [{ toCanvas }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const canvas = await toCanvas(node, { backgroundColor: '#ffffff', pixelRatio: 2 });
  const innerW = A4.width - 2 * MARGIN;
  const innerH = A4.height - 2 * MARGIN;
  const sliceH = Math.floor((innerH / innerW) * canvas.width);
  // 'smart' writes sizes with at most 5 decimals (the A4 MediaBox as 595.28 x 841.89)
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', floatPrecision: 'smart' });
  for (let top = 0; top < canvas.height; top += sliceH) {
    const h = Math.min(sliceH, canvas.height - top);
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = h;
    const ctx = slice.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, slice.width, h);
    ctx.drawImage(canvas, 0, top, canvas.width, h, 0, 0, canvas.width, h);
    if (top > 0) pdf.addPage();
    pdf.addImage(slice.toDataURL('image/jpeg', 0.92), 'JPEG', MARGIN, MARGIN, innerW, (h / slice.width) * innerW);
  }
  return pdf.output('blob');
}

/** A proof's extension from the type the server answered with (its URL is a route, not a file name). */
const EXT_OF_TYPE: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const extOfType = (type: string | null) => EXT_OF_TYPE[(type ?? '').split(';')[0].trim().toLowerCase()] ?? 'pdf';

/** The proof files in one ZIP, each named by its question number. */
export async function proofsZip(files: { cid: string; proof_file: string }[]): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const used = new Map<string, number>();
  for (const f of files) {
    const res = await fetch(f.proof_file, { credentials: 'include' });
    if (!res.ok) throw new Error(`${f.proof_file}: ${res.status}`);
    const n = (used.get(f.cid) ?? 0) + 1;
    used.set(f.cid, n);
    zip.file(`${f.cid}${n > 1 ? `-${n}` : ''}.${extOfType(res.headers.get('content-type'))}`, await res.arrayBuffer());
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
