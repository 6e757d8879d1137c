/**
 * The archive container: plain ustar (POSIX tar), gzip-compressed by the caller. Readable by any
 * `tar xzf`, streamable both ways, and without zip's 4 GiB limit (the files alone may pass it).
 */
export const BLOCK = 512;
const enc = new TextEncoder();
const dec = new TextDecoder();

function put(h: Uint8Array, at: number, len: number, text: string) {
  const bytes = enc.encode(text);
  if (bytes.byteLength > len) throw new Error(`tar field too long: ${text}`);
  h.set(bytes, at);
}

function putOctal(h: Uint8Array, at: number, len: number, value: number) {
  const digits = value.toString(8);
  if (digits.length > len - 1) throw new Error(`tar field overflow: ${value}`);
  put(h, at, len, `${digits.padStart(len - 1, '0')}\0`);
}

/** ustar keeps 100 bytes of name and 155 of prefix, split at a slash. */
function splitName(name: string): [prefix: string, base: string] {
  if (enc.encode(name).byteLength <= 100) return ['', name];
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    if (i <= 155 && enc.encode(name.slice(i + 1)).byteLength <= 100) return [name.slice(0, i), name.slice(i + 1)];
  }
  throw new Error(`name too long for the archive: ${name}`);
}

const checksum = (h: Uint8Array) => h.reduce((sum, b, i) => sum + (i >= 148 && i < 156 ? 0x20 : b), 0);

export function tarHeader(name: string, size: number, mtime: Date): Uint8Array {
  const h = new Uint8Array(BLOCK);
  const [prefix, base] = splitName(name);
  put(h, 0, 100, base);
  putOctal(h, 100, 8, 0o644);
  putOctal(h, 108, 8, 0);
  putOctal(h, 116, 8, 0);
  putOctal(h, 124, 12, size); // up to 8 GiB per entry
  putOctal(h, 136, 12, Math.floor(mtime.getTime() / 1000));
  h[156] = 0x30; // regular file
  put(h, 257, 8, 'ustar\x0000');
  put(h, 345, 155, prefix);
  putOctal(h, 148, 7, checksum(h));
  h[155] = 0x20;
  return h;
}

export const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);
/** Two empty blocks end an archive. */
export const END = new Uint8Array(2 * BLOCK);

const text = (h: Uint8Array, at: number, len: number) => {
  const field = h.subarray(at, at + len);
  const nul = field.indexOf(0);
  return dec.decode(nul < 0 ? field : field.subarray(0, nul));
};
const octal = (h: Uint8Array, at: number, len: number) => parseInt(text(h, at, len).trim() || '0', 8);

/** Exactly `n` bytes from a chunk stream (one allocation), or null at a clean end. */
class ByteReader {
  private chunks: Uint8Array[] = [];
  private length = 0;
  private done = false;
  constructor(private source: AsyncIterator<Uint8Array>) {}

  async read(n: number): Promise<Uint8Array | null> {
    while (this.length < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.byteLength) {
        this.chunks.push(next.value);
        this.length += next.value.byteLength;
      }
    }
    if (this.length < n) {
      if (this.length === 0) return null;
      throw new Error('the archive is truncated');
    }
    const out = new Uint8Array(n);
    for (let off = 0; off < n;) {
      const c = this.chunks[0];
      const k = Math.min(c.byteLength, n - off);
      out.set(c.subarray(0, k), off);
      off += k;
      if (k === c.byteLength) this.chunks.shift();
      else this.chunks[0] = c.subarray(k);
    }
    this.length -= n;
    return out;
  }
}

export interface TarEntry {
  name: string;
  body: Uint8Array;
}

/** The regular files of a tar stream, one at a time (a body is held in memory while it is used). */
export async function* readTar(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const source = chunks[Symbol.asyncIterator]();
  try {
    yield* entries(new ByteReader(source));
  } finally {
    await source.return?.(); // ends (destroys) a stream the caller stopped reading
  }
}

async function* entries(reader: ByteReader): AsyncGenerator<TarEntry> {
  for (;;) {
    const h = await reader.read(BLOCK);
    if (!h) throw new Error('the archive is truncated (no end marker)');
    if (h.every((b) => b === 0)) return;
    if (octal(h, 148, 8) !== checksum(h)) throw new Error('not a backup archive (bad tar header)');
    const prefix = text(h, 345, 155);
    const name = prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100);
    const size = octal(h, 124, 12);
    const body = (await reader.read(size)) ?? new Uint8Array();
    if (body.byteLength !== size) throw new Error('the archive is truncated');
    await reader.read(padding(size).byteLength);
    if (h[156] === 0x30 || h[156] === 0) yield { name, body };
  }
}
