import type { AppEnv } from './types';
import { ApiError } from './errors';
import { makeImageVariants, storeUpload, UPLOAD_KINDS, UPLOAD_TEXTS, type UploadKind } from './uploads';
import { sniff, SNIFF_BYTES } from '@platform/storage/sniff';

type Deps = AppEnv['Variables']['deps'];
type LibraryKind = Extract<UploadKind, 'image' | 'pdf' | 'video'>;
/** The texts of a refused file: wrong type (415) and too large (413). */
export type FileTexts = { type: string; size: string; vars?: Record<string, string> };

/** The spec's texts for a wrong or too large file of each kind (association-admin.md §5). */
const TEXTS: Record<LibraryKind, FileTexts> = UPLOAD_TEXTS;

/**
 * Checks a file by content and size before anything is stored, so a form with two files never
 * leaves the first one behind when the second is wrong: 415 / 413 with the spec's message (or the
 * screen's own `texts`, e.g. the event admin's English ones).
 */
export async function checkFile(file: File, kind: LibraryKind, field: string, texts: FileTexts = TEXTS[kind]): Promise<void> {
  const rule = UPLOAD_KINDS[kind];
  if (file.size > rule.maxBytes) throw new ApiError(413, texts.size, { field }, texts);
  const type = sniff(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!type || !(rule.types as readonly string[]).includes(type)) throw new ApiError(415, texts.type, { field }, texts);
}

/** Stores a checked file under `folder`; the upload port's own 413/415 get the spec's message too. */
export async function storeFile(
  deps: Deps,
  file: File,
  kind: LibraryKind,
  folder: string,
  field: string,
  texts: FileTexts = TEXTS[kind],
): Promise<string> {
  await checkFile(file, kind, field, texts);
  let stored;
  try {
    stored = await storeUpload(deps, file, kind, folder, field);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 413 || err.status === 415))
      throw new ApiError(err.status, err.status === 413 ? texts.size : texts.type, { field }, texts);
    throw err;
  }
  if (kind === 'image') await makeImageVariants(deps, stored.key);
  return stored.url;
}
