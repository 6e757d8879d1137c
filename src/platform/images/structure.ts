import { MAX_IMAGE_PIXELS } from '@shared/files';

/**
 * A JPEG or PNG checked by its structure, in plain JS (it runs where sharp cannot: Workers). The
 * walk reads the size from the header (PNG IHDR, JPEG SOFn) and follows the file to its end marker
 * (PNG IEND with every chunk's CRC, JPEG EOI after the scans): a truncated, damaged or header-only
 * file is unreadable; bytes after the end marker (HTML glued to a picture, a phone's motion clip)
 * are cut off, so what is stored is the picture alone. Decoding the pixels is sharp's job (Node).
 */

export type ImageStructure =
  { ok: true; width: number; height: number; bytes: Uint8Array } | { ok: false; reason: 'unreadable' | 'too-large' };

const unreadable = { ok: false, reason: 'unreadable' } as const;
const tooLarge = { ok: false, reason: 'too-large' } as const;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;

export function imageStructure(bytes: Uint8Array, type: 'jpg' | 'png'): ImageStructure {
  return type === 'png' ? pngStructure(bytes) : jpegStructure(bytes);
}

let crcTable: Uint32Array | null = null;
function crc32(b: Uint8Array, from: number, to: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i++) crc = crcTable[(crc ^ b[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngStructure(b: Uint8Array): ImageStructure {
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let at = 8; at + 12 <= b.length;) {
    const length = u32(b, at);
    const name = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    const end = at + 12 + length;
    if (at === 8) {
      if (name !== 'IHDR' || length !== 13) return unreadable;
      width = u32(b, at + 8);
      height = u32(b, at + 12);
      if (!width || !height) return unreadable;
      // before the CRC: a header edited to claim 60000x60000 is refused as what it claims
      if (width * height > MAX_IMAGE_PIXELS) return tooLarge;
    }
    if (end > b.length || crc32(b, at + 4, end - 4) !== u32(b, end - 4)) return unreadable;
    if (name === 'IDAT') sawData = true;
    if (name === 'IEND') return sawData ? { ok: true, width, height, bytes: b.subarray(0, end) } : unreadable;
    at = end;
  }
  return unreadable;
}

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

function jpegStructure(b: Uint8Array): ImageStructure {
  if (b[0] !== 0xff || b[1] !== 0xd8) return unreadable;
  let width = 0;
  let height = 0;
  let sawScan = false;
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return unreadable;
    while (b[at] === 0xff) at++; // fill bytes
    const marker = b[at++];
    if (marker === undefined) return unreadable;
    if (marker === 0xd9) return width && sawScan ? { ok: true, width, height, bytes: b.subarray(0, at) } : unreadable;
    if (isRst(marker) || marker === 0x01) continue;
    if (at + 2 > b.length) return unreadable;
    const length = u16(b, at);
    if (length < 2 || at + length > b.length) return unreadable;
    if (isSof(marker)) {
      if (length < 8) return unreadable;
      height = u16(b, at + 3);
      width = u16(b, at + 5);
      if (!width || !height) return unreadable;
      if (width * height > MAX_IMAGE_PIXELS) return tooLarge;
    }
    at += length;
    if (marker === 0xda) {
      if (!width) return unreadable;
      sawScan = true;
      // entropy-coded data: a 0xFF in it is followed by 0x00 (stuffing) or a restart marker
      while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0 && !isRst(b[at + 1]!) && b[at + 1] !== 0xff)) at++;
      if (at + 1 >= b.length) return unreadable;
    }
  }
  return unreadable;
}
