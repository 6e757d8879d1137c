import type { Storage } from '../ports';

export interface ObjectInfo {
  size: number;
  contentType: string;
}

/**
 * Adapters that can answer size and partial reads without loading the whole object (both of ours
 * do). Checking a 300 MB video or answering a Range request should not read 300 MB into memory.
 */
export interface InspectableStorage extends Storage {
  head(key: string): Promise<ObjectInfo | null>;
  /** Bytes `start`..`end` inclusive (clamped to the object), or null when the object is missing. */
  getRange(key: string, start: number, end: number): Promise<Uint8Array | null>;
}

export function isInspectable(storage: Storage): storage is InspectableStorage {
  const s = storage as Partial<InspectableStorage>;
  return typeof s.head === 'function' && typeof s.getRange === 'function';
}

/** Size and type of an object, through `head` when the adapter has it. */
export async function headObject(storage: Storage, key: string): Promise<ObjectInfo | null> {
  if (isInspectable(storage)) return storage.head(key);
  const obj = await storage.get(key);
  return obj && { size: obj.size, contentType: obj.contentType };
}

/** Bytes `start`..`end` inclusive, through `getRange` when the adapter has it. */
export async function readRange(storage: Storage, key: string, start: number, end: number): Promise<Uint8Array | null> {
  if (isInspectable(storage)) return storage.getRange(key, start, end);
  const obj = await storage.get(key);
  return obj && obj.body.subarray(start, end + 1);
}

/** Adapters whose bucket accepts a presigned PUT (the direct upload R2 supports). */
export interface DirectUploadStorage extends Storage {
  presignPut(
    key: string,
    opts: { contentLength: number; contentType: string; expiresIn?: number },
  ): Promise<{ url: string; headers: Record<string, string> }>;
}

export function canPresignPut(storage: Storage): storage is DirectUploadStorage {
  return typeof (storage as Partial<DirectUploadStorage>).presignPut === 'function';
}
