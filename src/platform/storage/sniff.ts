/** File type by content (magic bytes), never by name or the client's Content-Type. */
export type Sniffed = 'jpg' | 'png' | 'webp' | 'gif' | 'pdf' | 'mp4';

/** How many leading bytes `sniff` looks at (what to fetch from an object to check it). */
export const SNIFF_BYTES = 16;

const MIME: Record<Sniffed, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

export const mimeOfSniffed = (type: Sniffed): string => MIME[type];

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniff(b: Uint8Array): Sniffed | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  // ISO base media: box size, then 'ftyp' and an mp4-family brand
  if (startsWith(b, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (/^(isom|iso\d|mp4\d|avc1|M4V |mp41|mp42|dash)$/.test(brand)) return 'mp4';
  }
  return null;
}
