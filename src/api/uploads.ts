import { ApiError } from './errors';
import type { Storage } from '../platform/ports';
import { newKey } from '../platform/storage/keys';
import { sniff, type Sniffed } from '../platform/storage/sniff';

/** What each kind of upload accepts (by content) and how large it may be. */
export const UPLOAD_KINDS = {
  image: { types: ['jpg', 'png'] as Sniffed[], maxBytes: 10 * 1024 * 1024 },
  pdf: { types: ['pdf'] as Sniffed[], maxBytes: 50 * 1024 * 1024 },
  video: { types: ['mp4'] as Sniffed[], maxBytes: 314_572_800 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/**
 * Checks an uploaded file by content and size, stores it under a server-generated key in `folder`
 * and returns its public URL. Wrong type -> 415, too large -> 413 (message names the field).
 */
export async function storeUpload(storage: Storage, file: File, kind: UploadKind, folder: string, field = kind): Promise<{ key: string; url: string }> {
  const rule = UPLOAD_KINDS[kind];
  if (file.size > rule.maxBytes) throw new ApiError(413, `${field}: file is too large`, { field });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (!type || !rule.types.includes(type)) throw new ApiError(415, `${field}: file type not allowed`, { field });
  const key = newKey(folder, type);
  await storage.put(key, bytes, mimeOf(type));
  return { key, url: storage.url(key) };
}

/** Deletes the stored file behind one of our URLs (records being deleted or replaced). */
export async function deleteStored(storage: Storage, url: string | null | undefined): Promise<void> {
  const key = url ? storage.keyFromUrl(url) : null;
  if (key) await storage.delete(key);
}

export function mimeOf(type: Sniffed): string {
  return { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', pdf: 'application/pdf', mp4: 'video/mp4' }[type];
}
