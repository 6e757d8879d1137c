import { availableParallelism } from 'node:os';
import { copyFile, link, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text worth compressing; images, fonts, PDFs and video already are. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|map|webmanifest|xml|txt|svg)$/i;

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

/** Smaller files gain a few hundred bytes at most: they are served as they are. */
const MIN_BYTES = 1024;

/** Files read and compared at a time: enough to keep the compressions fed and the reads overlapped. */
const FILES_AT_ONCE = 16;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encodings written beside each file as `<file><suffix>`, in the server's order of preference.
 * Levels measured on a 12,655-page build (whole-site times: scripts/bench/precompress.ts): brotli 6
 * makes HTML 14% of its size at about gzip's speed; quality 8 saves 1.3% more, 9 is ten times slower
 * for 0.3% more. gzip 9 takes twice the time of 6 for 1.3%. Fingerprinted `_astro/` files are made
 * once and reused by every later build, so they get brotli's best (11: another 9% off the JavaScript).
 */
export const PRECOMPRESSED = [
  {
    encoding: 'br',
    suffix: '.br',
    compress: (bytes: Buffer, rel: string) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: rel.startsWith('_astro/') ? 11 : 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { encoding: 'gzip', suffix: '.gz', compress: (bytes: Buffer) => gzipAsync(bytes, { level: 6 }) },
] as const;

export interface PrecompressResult {
  /** Files given fresh compressed copies. */
  compressed: number;
  /** Files whose bytes equal the previous build's: its compressed copies were linked in. */
  reused: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a finished build in `dir`,
 * for the server to send to clients that accept them. A file with the same bytes at the same path
 * in `previousDir` gets that build's copies (hard-linked), so a rebuild after one edit compresses
 * only the pages that changed. zlib's async calls run on libuv's thread pool, shared with every file
 * read of the process: as many compressions at a time as there are cores keeps the cores busy and
 * leaves threads free for the server's own reads; files are read and compared many at a time, as
 * that is waiting rather than work. Compression yields to a build (`gate`) and stops when its build
 * is replaced (`signal`): the next build's copies reuse what it made, so no work is lost.
 */
export interface PrecompressOptions {
  /** Aborted when the copies are no longer wanted (a newer build was swapped in): stops between files. */
  signal?: AbortSignal;
  /** Waited for before each file: a build running beside the compression gets the cores first. */
  gate?: () => Promise<void>;
}

export async function precompressSite(dir: string, previousDir: string | null, opts: PrecompressOptions = {}): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && isCompressible(e.name)).map((e) => relative(dir, join(e.parentPath, e.name)));
  const result: PrecompressResult = { compressed: 0, reused: 0 };
  const compressing = limiter(availableParallelism());

  const one = async (rel: string) => {
    const path = join(dir, rel);
    const previous = previousDir === null ? null : join(previousDir, rel);
    const [info, before] = await Promise.all([stat(path), previous === null ? null : stat(previous).catch(() => null)]);
    if (info.size < MIN_BYTES) return;
    let bytes: Buffer | null = null;
    // a page the incremental build restored is a hard link to its cached copy, as is the previous
    // build's: the same inode is the same bytes, without reading either
    const same =
      before !== null &&
      ((before.ino === info.ino && before.dev === info.dev) ||
        (before.size === info.size && (await readFile(previous!)).equals((bytes = await readFile(path)))));
    let fresh = false;
    for (const { suffix, compress } of PRECOMPRESSED) {
      const target = join(dir, rel + suffix);
      if (same && (await linkOrCopy(previous + suffix, target))) continue;
      const input = (bytes ??= await readFile(path));
      const out = await compressing(() => compress(input, rel));
      if (out.length < input.length) await writeAtomically(target, out);
      fresh = true;
    }
    result[fresh ? 'compressed' : 'reused']++;
  };

  let next = 0;
  const worker = async () => {
    while (next < files.length && !opts.signal?.aborted) {
      await opts.gate?.();
      if (opts.signal?.aborted) break;
      await one(files[next++]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILES_AT_ONCE, files.length) }, worker));
  return result;
}

/** The copies are made in the folder being served: a reader sees no copy or a whole one. */
async function writeAtomically(path: string, bytes: Uint8Array) {
  await writeFile(`${path}.tmp`, bytes);
  await rename(`${path}.tmp`, path);
}

/** False when the previous build has no such copy (it was too small, or made before this existed). */
async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return false;
    // a file system without hard links (or across devices): a copy still saves the compression
    return copyFile(from, `${to}.tmp`)
      .then(() => rename(`${to}.tmp`, to))
      .then(
        () => true,
        () => false,
      );
  }
}

/** Runs at most `size` of the calls given to it at a time, the others in turn. */
function limiter(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const wake = waiting.shift();
      if (wake) wake();
      else active--;
    }
  };
}
