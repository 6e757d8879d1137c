import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ListedObject } from '../ports';
import type { InspectableStorage } from './inspect';
import { assertSafeKey, contentTypeOfKey, isSafeKey } from './keys';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';
/** The folder part of a listing prefix: segments shaped like our keys' (or none: the whole store). */
const SAFE_FOLDER = /^(?:[A-Za-z0-9_-]+\/)*$/;

/**
 * Local-disk storage (the local default, Node only). Files are served by the Node server under
 * `publicBase` through `fileResponse`. The Content-Type comes from the key, so none is kept on disk.
 */
export function localStorage(root: string, publicBase = '/files'): InspectableStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(join(base, assertSafeKey(key)));
    // defence in depth: safe keys cannot climb out, but a sibling folder sharing the prefix must not match either
    if (!p.startsWith(base + sep)) throw new Error('key escapes storage root');
    return p;
  };
  const existingPath = (key: string) => (isSafeKey(key) ? pathOf(key) : null);

  const list = async (prefix: string): Promise<string[]> => {
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    if (!SAFE_FOLDER.test(folder)) throw new Error('invalid storage prefix');
    let entries;
    try {
      entries = await readdir(join(base, folder), { recursive: true, withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
    // half-written `.part` files are not safe keys, so they never show up
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(base, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((key) => key.startsWith(prefix) && isSafeKey(key));
  };

  return {
    async put(key, body) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      // write then rename, so a half-written file is never served
      const tmp = `${p}.${crypto.randomUUID()}.part`;
      await writeFile(tmp, body);
      await rename(tmp, p);
    },
    async get(key) {
      const p = existingPath(key);
      if (!p) return null;
      try {
        const body = new Uint8Array(await readFile(p));
        return { body, size: body.byteLength, contentType: contentTypeOfKey(key) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async head(key) {
      const p = existingPath(key);
      if (!p) return null;
      try {
        return { size: (await stat(p)).size, contentType: contentTypeOfKey(key) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async getRange(key, start, end) {
      const p = existingPath(key);
      if (!p) return null;
      let file;
      try {
        file = await open(p, 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        const size = (await file.stat()).size;
        const length = Math.max(0, Math.min(end, size - 1) - start + 1);
        const buf = new Uint8Array(length);
        const { bytesRead } = await file.read(buf, 0, length, start);
        return buf.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list,
    async listObjects(prefix) {
      const listed: ListedObject[] = [];
      for (const key of await list(prefix)) {
        const info = await stat(pathOf(key)).catch((err) => (isMissing(err) ? null : Promise.reject(err)));
        if (info) listed.push({ key, size: info.size, lastModified: info.mtime });
      }
      return listed;
    },
    url: (key) => `${publicBase}/${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(`${publicBase}/`)) return null;
      const key = url.slice(publicBase.length + 1);
      return isSafeKey(key) ? key : null;
    },
  };
}
