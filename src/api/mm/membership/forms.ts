import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../types';
import { deleteStored, storeUpload } from '../../uploads';

/**
 * Multipart write helpers of the about and membership forms.
 */
export { multipartOnly } from '../../validate';

/** Caps the body before it is buffered: one 10 MB image and the text fields. */
export const imageFormLimit = bodyLimit({ maxSize: 11 * 1024 * 1024, onError: (c) => c.json({ message: 'Файл хэт том байна' }, 413) });

type Deps = AppEnv['Variables']['deps'];

/** Stores a picture checked by content (jpeg or png); the 415/413 names the form field. */
export const storeImage = (deps: Deps, file: File, folder: string) => storeUpload(deps.storage, file, 'image', folder, 'image');

/** Runs a DB write after a file was stored; if the write fails, the file must not be left behind. */
export async function keepFileOnlyIf<T>(deps: Deps, url: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (url) await deleteStored(deps.storage, url).catch(() => {});
    throw err;
  }
}

/** A file no row points to any more; a storage hiccup must not fail a write that succeeded. */
export async function discardFile(deps: Deps, url: string | null | undefined) {
  await deleteStored(deps.storage, url).catch((err) =>
    deps.log?.({ level: 'warn', msg: 'stale file not deleted', url, error: String(err) }),
  );
}
