import { buildOnce } from '../content-db';
import type { Storage } from '../ports';
import { ensureVariants } from './make-variants';
import { hasVariants, imageSources, listVariants } from './variants';

export interface ImageSources {
  src: string;
  /** Absent when the picture has no variants (not one of our files, or unreadable). */
  srcset?: string;
  width?: number;
  height?: number;
}

/** The build's file storage: the server's settings (local `.data/files`, or S3 with `STORAGE=s3`). */
export const buildStorage = () =>
  buildOnce('image-storage', async (): Promise<Storage> => {
    const [{ parseEnv }, { storageFromEnv }, { FILES_DIR }] = await Promise.all([
      import('../env'),
      import('@server/node-adapters'),
      import('../db-url'),
    ]);
    return storageFromEnv(parseEnv(process.env), FILES_DIR);
  });

/**
 * The sources of a stored picture for a page of the static build. The build lists the variants once;
 * a picture without them (uploaded on Workers, or before variants existed) gets them here, once per
 * build, before the first page that shows it is written: the pages always name variants that exist.
 */
export async function siteImage(url: string): Promise<ImageSources> {
  const storage = await buildStorage();
  const key = storage.keyFromUrl(url);
  if (!key || !hasVariants(key)) return { src: url };
  const index = await buildOnce('image-variants', () => listVariants(storage));
  const v = await buildOnce(`image-variants:${key}`, async () => (await ensureVariants(storage, [key], index)).get(key));
  return v ? imageSources(storage, key, v) : { src: url };
}
