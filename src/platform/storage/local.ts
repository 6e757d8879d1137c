import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Storage } from '../ports';
import { contentTypeOfKey } from './keys';

/** Local-disk storage (the local default). Files are served by scripts/start.ts under `publicBase`. */
export function localStorage(root: string, publicBase = '/files'): Storage {
  const pathOf = (key: string) => {
    const p = normalize(join(root, key));
    if (!p.startsWith(normalize(root))) throw new Error('key escapes storage root');
    return p;
  };
  return {
    async put(key, body) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, body);
    },
    async get(key) {
      try {
        const body = new Uint8Array(await readFile(pathOf(key)));
        return { body, size: body.byteLength, contentType: contentTypeOfKey(key) };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${publicBase}/${key}`,
    keyFromUrl: (url) => (url.startsWith(`${publicBase}/`) ? url.slice(publicBase.length + 1) : null),
  };
}
