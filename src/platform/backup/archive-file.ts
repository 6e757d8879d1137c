import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { ManifestEntry } from './manifest';
import { END, padding, readTar, tarHeader, type TarEntry } from './tar';

export const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

/**
 * Writes a .tar.gz entry by entry with backpressure (memory holds one entry), recording each
 * entry's size and checksum for the manifest. The file appears under its name only when complete,
 * readable by its owner only: it holds every member's data and the outbox (SECURITY.md 41).
 */
export function archiveWriter(file: string, now = new Date()) {
  const part = `${file}.part`;
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(part, { mode: 0o600 }));
  written.catch(() => {}); // awaited in close(); a write error also rejects the pending drain
  const entries: ManifestEntry[] = [];
  const write = async (chunk: Uint8Array) => {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
  };
  const add = async (name: string, body: Uint8Array, extra: Partial<ManifestEntry> = {}) => {
    entries.push({ name, size: body.byteLength, sha256: sha256(body), ...extra });
    await write(tarHeader(name, body.byteLength, now));
    await write(body);
    await write(padding(body.byteLength));
  };
  return {
    entries,
    add,
    /** Adds the last entry (unrecorded: the manifest), ends the archive and moves it into place. */
    async close(lastName: string, last: Uint8Array) {
      await write(tarHeader(lastName, last.byteLength, now));
      await write(last);
      await write(padding(last.byteLength));
      gzip.end(END);
      await written;
      await chmod(part, 0o600); // also when a stale .part existed with another mode
      await rename(part, file);
    },
    abort: async () => {
      gzip.destroy();
      await written.catch(() => {});
      await rm(part, { force: true });
    },
  };
}

/** The entries of a .tar.gz file, streamed. A damaged file fails here (gzip's own CRC, the tar framing). */
export function readArchive(file: string): AsyncGenerator<TarEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  gunzip.on('close', () => source.destroy()); // a reader that stops early closes the file
  return readTar(source.pipe(gunzip));
}
