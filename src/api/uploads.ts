import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { markLimit } from './middleware/body-limit';
import { ApiError, StorageUnavailable } from './errors';
import type { AppEnv } from './types';
import { requestLang } from './request-lang';
import { messageOrText } from '@i18n/messages-text';
import { MAX_VIDEO_BYTES } from '@shared/videos';
import { FILE_MESSAGES } from '@shared/files';
import type { Deps, Storage } from '@platform/ports';
import { imageStructure } from '@platform/images/structure';
import { deleteVariants } from '@platform/images/variants';
import { canPresignPut, headObject, readRange } from '@platform/storage/inspect';
import { extensionOfKey, newKey } from '@platform/storage/keys';
import { mimeOfSniffed, sniff, SNIFF_BYTES, type Sniffed } from '@platform/storage/sniff';

/** What each kind of upload accepts (by content) and how large it may be. */
export const UPLOAD_KINDS = {
  image: { types: ['jpg', 'png'] as Sniffed[], maxBytes: 10 * 1024 * 1024 },
  pdf: { types: ['pdf'] as Sniffed[], maxBytes: 50 * 1024 * 1024 },
  video: { types: ['mp4'] as Sniffed[], maxBytes: MAX_VIDEO_BYTES },
  /** Assessment proof files and attachments: a scan or a document. */
  proof: { types: ['pdf', 'jpg', 'png'] as Sniffed[], maxBytes: 50 * 1024 * 1024 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** A storage call whose failure (unreachable, 5xx) the admin is told about as such, not as a server error. */
async function viaStorage<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    throw err instanceof ApiError ? err : new StorageUnavailable(err);
  }
}

const FM = FILE_MESSAGES;
/** What a refused file of each kind is told (message keys: in the request's language): the wrong type, too large. */
export const UPLOAD_TEXTS: Record<UploadKind, { type: string; size: string }> = {
  image: { type: FM.imageOnly, size: FM.imageTooLarge },
  pdf: { type: FM.pdfOnly, size: FM.pdfTooLarge },
  video: { type: FM.mp4Only, size: FM.videoTooLarge },
  proof: { type: FM.proofOnly, size: FM.pdfTooLarge },
};
const tooLarge = (field: string, kind: UploadKind) => new ApiError(413, UPLOAD_TEXTS[kind].size, { field });
const wrongType = (field: string, kind: UploadKind) => new ApiError(415, UPLOAD_TEXTS[kind].type, { field });
/** A picture with too many pixels for its bytes (a decompression bomb). */
const tooManyPixels = (field: string) => new ApiError(413, FM.tooLarge, { field });

/** What storing an upload needs: the storage, and where the runtime has one, the picture decoder. */
export type UploadDeps = Pick<Deps, 'storage' | 'decodeImage'>;

/**
 * A picture's bytes as they will be stored, after its structure (size in the header, the end marker)
 * and, where the runtime can, a full decode at the pixel limit: 415 unreadable, 413 too many pixels.
 * Bytes after the picture's end marker are dropped.
 */
export async function checkedImage(deps: UploadDeps, bytes: Uint8Array, type: 'jpg' | 'png', field: string): Promise<Uint8Array> {
  const structure = imageStructure(bytes, type);
  if (!structure.ok) throw structure.reason === 'too-large' ? tooManyPixels(field) : wrongType(field, 'image');
  const decoded = deps.decodeImage ? await deps.decodeImage(structure.bytes) : 'ok';
  if (decoded !== 'ok') throw decoded === 'too-large' ? tooManyPixels(field) : wrongType(field, 'image');
  return structure.bytes;
}

const isImageType = (type: Sniffed): type is 'jpg' | 'png' => type === 'jpg' || type === 'png';

/**
 * Checks an uploaded file by content and size (a picture decoded, see `checkedImage`), stores it
 * under a server-generated key in `folder` and returns its public URL. Wrong type -> 415, too large
 * -> 413 (the kind's `UPLOAD_TEXTS`, `field` in the answer).
 */
export async function storeUpload(
  deps: UploadDeps,
  file: File,
  kind: UploadKind,
  folder: string,
  field: string = kind,
): Promise<{ key: string; url: string }> {
  const { storage } = deps;
  const rule = UPLOAD_KINDS[kind];
  if (!(file instanceof Blob)) throw new ApiError(400, `${field}: a file is required`, { field });
  if (file.size > rule.maxBytes) throw tooLarge(field, kind);
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (!type || !rule.types.includes(type)) throw wrongType(field, kind);
  if (isImageType(type)) bytes = await checkedImage(deps, bytes, type, field);
  const key = newKey(folder, type);
  await viaStorage(() => storage.put(key, bytes, mimeOf(type)));
  return { key, url: storage.url(key) };
}

/** Deletes the stored file behind one of our URLs (records being deleted or replaced), a picture with its variants. */
export async function deleteStored(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = url ? storage.keyFromUrl(url) : null;
  if (!key) return;
  // variants first: a delete cut short leaves an original the next build can still use, never orphaned variants
  await deleteVariants(storage, key);
  await storage.delete(key);
}

export function mimeOf(type: Sniffed): string {
  return mimeOfSniffed(type);
}

export type DirectUpload =
  | { method: 'POST'; key: string; maxBytes: number; url: string; fields: Record<string, string> }
  | { method: 'PUT'; key: string; maxBytes: number; url: string; headers: Record<string, string> };

/**
 * Starts a direct browser-to-bucket upload (large videos) under a server-generated key: a presigned
 * POST capped at the kind's size (exactly the announced `size` when given), or (R2) a presigned PUT signed for it. Both pin
 * the Content-Type of `type`. Null when the adapter has no direct upload (local disk): the caller
 * then takes the file as multipart and uses storeUpload. After the browser reports success, call
 * `confirmUpload` with the returned key (and the size).
 */
export async function presignUpload(
  storage: Storage,
  kind: UploadKind,
  folder: string,
  type: Sniffed,
  opts: { size?: number; expiresIn?: number; field?: string } = {},
): Promise<DirectUpload | null> {
  const field = opts.field ?? kind;
  const { maxBytes, types } = UPLOAD_KINDS[kind];
  if (!types.includes(type)) throw wrongType(field, kind);
  if (opts.size !== undefined && opts.size > maxBytes) throw tooLarge(field, kind);
  const contentType = mimeOf(type);
  const expiresIn = opts.expiresIn ?? 300;
  if (storage.presignPost) {
    const key = newKey(folder, type);
    // an announced size is the policy's exact range: the bucket itself refuses any other size
    const range = opts.size ? { minBytes: opts.size, maxBytes: opts.size } : { maxBytes };
    return { method: 'POST', key, maxBytes, ...(await storage.presignPost(key, { ...range, contentType, expiresIn })) };
  }
  if (!canPresignPut(storage)) return null;
  if (!opts.size || !Number.isInteger(opts.size)) throw new ApiError(400, `${field}: the file size is required`, { field });
  const key = newKey(folder, type);
  return { method: 'PUT', key, maxBytes, ...(await storage.presignPut(key, { contentLength: opts.size, contentType, expiresIn })) };
}

/**
 * Accepts an object uploaded straight to storage only after checking it ourselves: the size within
 * the kind's limit (and equal to `expectedBytes` when the client announced one), and the magic bytes
 * of an allowed type matching the key's extension (the type we will serve it with). A failing object
 * is deleted (quarantine) and 413/415 (400 on a size mismatch) thrown; a missing one is 400. The caller must check the key is
 * one it issued (see `isKeyInFolder`).
 */
export async function confirmUpload(
  deps: UploadDeps,
  key: string,
  kind: UploadKind,
  opts: { field?: string; expectedBytes?: number } = {},
): Promise<{ key: string; url: string; size: number; type: Sniffed }> {
  const { storage } = deps;
  const field = opts.field ?? kind;
  const rule = UPLOAD_KINDS[kind];
  const info = await viaStorage(() => headObject(storage, key));
  if (!info) throw new ApiError(400, `${field}: the uploaded file was not found`, { field });
  if (info.size > rule.maxBytes) {
    await storage.delete(key);
    throw tooLarge(field, kind);
  }
  if (opts.expectedBytes !== undefined && info.size !== opts.expectedBytes) {
    await storage.delete(key);
    throw new ApiError(400, `${field}: the uploaded file does not match its announced size`, { field });
  }
  const type = sniff((await viaStorage(() => readRange(storage, key, 0, SNIFF_BYTES - 1))) ?? new Uint8Array());
  if (!type || !rule.types.includes(type) || type !== extensionOfKey(key)) {
    await storage.delete(key);
    throw wrongType(field, kind);
  }
  if (isImageType(type)) {
    // a picture sent straight to the bucket is decoded like a form's; what does not pass is deleted
    const body = (await viaStorage(() => storage.get(key)))?.body ?? new Uint8Array();
    const checked = await checkedImage(deps, body, type, field).catch(async (err: unknown) => {
      await storage.delete(key);
      throw err;
    });
    if (checked.byteLength !== body.byteLength) await viaStorage(() => storage.put(key, checked, mimeOf(type)));
    return { key, url: storage.url(key), size: checked.byteLength, type };
  }
  return { key, url: storage.url(key), size: info.size, type };
}

/** Caps a form body before it is buffered, answering 413 with the given text. */
export const formLimit = (maxBytes: number, message: string | ((c: Context) => Response) = FILE_MESSAGES.tooLarge) =>
  markLimit(
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) => (typeof message === 'string' ? c.json({ message: messageOrText(requestLang(c), message) }, 413) : message(c)),
    }),
    {
      form: maxBytes,
    },
  );

/** One 10 MB image and the text fields. */
export const imageFormLimit = formLimit(11 * 1024 * 1024);

type FileDeps = Pick<AppEnv['Variables']['deps'], 'storage' | 'log' | 'makeImageVariants' | 'decodeImage'>;

/** Stores a picture checked by content (jpeg or png); the 415/413 names the form field. */
export async function storeImage(deps: FileDeps, file: File, folder: string) {
  const stored = await storeUpload(deps, file, 'image', folder, 'image');
  await makeImageVariants(deps, stored.key);
  return stored;
}

/** Resized variants of a stored picture, at once where the runtime can make them; a failure leaves them to the next build. */
export async function makeImageVariants(deps: FileDeps, key: string): Promise<void> {
  await deps
    .makeImageVariants?.(key)
    .catch((err) => deps.log?.({ level: 'warn', msg: 'image variants not made', key, error: String(err) }));
}

/** Runs a DB write after files were stored (one, several or none); if the write fails, they must not be left behind. */
export async function keepFileOnlyIf<T>(
  deps: FileDeps,
  urls: string | (string | undefined)[] | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    for (const url of [urls].flat()) if (url) await deleteStored(deps.storage, url).catch(() => {});
    throw err;
  }
}
