import type { Db } from '@db/client';
import type { ListedObject, Storage } from '@platform/ports';
import { parseVariantKey } from '@platform/images/variants';
import { isUploadKey } from '@platform/storage/keys';
import { isReferenced, referencedKeys } from './file-refs';

/** Files younger than this are never swept: an upload whose row is not saved yet (an open editor, a direct upload) is one. */
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  /** Delete what is found (else a dry run that only reports). */
  delete?: boolean;
  now?: Date;
  minAgeMs?: number;
}

export interface SweepReport {
  /** Unreferenced uploads (and variants of unreferenced pictures) older than the age limit. */
  orphans: ListedObject[];
  bytes: number;
  deleted: number;
  /** Keys whose delete failed (storage hiccup): the next sweep retries them. */
  failed: string[];
}

/** The upload a stored object belongs to: a resized variant belongs to its original picture. */
const ownerOf = (key: string) => parseVariantKey(key)?.original ?? key;

/**
 * Finds the stored files no row references (by the FILE_REFS registry) that are older than a day,
 * and deletes them when asked. Only uploads are considered (`newKey`'s shape and their variants),
 * never anything else kept in the store. The store is listed before the rows are read, so a row
 * saved meanwhile is seen; before deleting, each file's references are checked once more.
 */
export async function sweepFiles(deps: { db: Db; storage: Storage }, opts: SweepOptions = {}): Promise<SweepReport> {
  const { db, storage } = deps;
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.minAgeMs ?? SWEEP_MIN_AGE_MS);
  const listed = await storage.listObjects('');
  const referenced = await referencedKeys(db, storage);
  const orphans = listed.filter((o) => o.lastModified.getTime() < cutoff && isUploadKey(ownerOf(o.key)) && !referenced.has(ownerOf(o.key)));
  const report: SweepReport = { orphans, bytes: orphans.reduce((n, o) => n + o.size, 0), deleted: 0, failed: [] };
  if (!opts.delete) return report;
  const stillUsed = new Map<string, Promise<boolean>>();
  for (const o of orphans) {
    const owner = ownerOf(o.key);
    if (!stillUsed.has(owner)) stillUsed.set(owner, isReferenced(db, storage, owner));
    if (await stillUsed.get(owner)) continue;
    try {
      await storage.delete(o.key);
      report.deleted++;
    } catch {
      report.failed.push(o.key);
    }
  }
  return report;
}
