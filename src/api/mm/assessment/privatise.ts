import { eq, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@db/client';
import { attachments, memberAnswers } from '@db/schema';
import type { Storage } from '@platform/ports';
import { contentTypeOfKey, isPrivateKey, PRIVATE_FOLDER } from '@platform/storage/keys';
import { deleteStored } from '@api/uploads';
import { isReferenced } from '@api/file-refs';

/** The columns holding assessment files: before SECURITY.md 21 they pointed at public keys (`proofs/`, `attachments/`). */
const COLUMNS: [PgTable, PgColumn, string][] = [
  [memberAnswers, memberAnswers.proof_file, 'proof_file'],
  [attachments, attachments.official_document, 'official_document'],
  [attachments, attachments.form, 'form'],
];

export interface PrivatiseReport {
  /** Old key -> new key, for each file moved (or whose row was pointed at a copy an earlier run made). */
  moved: { from: string; to: string; bytes: number }[];
  /** Keys rows point at that are in neither place: the rows are left as they are. */
  missing: string[];
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && a.every((v, i) => v === b[i]);

/** The private key an old public one moves to: the same name under `private/`, so a rerun finds its copy. */
export const privateKeyOf = (key: string) => `${PRIVATE_FOLDER}/${key}`;

/**
 * Moves the assessment's files from their old public keys to private ones: copy, read the copy
 * back and compare it byte for byte, point every row at the new URL, then delete the old object
 * (with any image variants) once no row references it. Safe to run again after any interruption:
 * a copy already made is checked and reused, a file already moved is skipped, nothing is deleted
 * before its copy is verified and the rows are rewritten.
 */
export async function privatiseAssessmentFiles(deps: { db: Db; storage: Storage }): Promise<PrivatiseReport> {
  const { db, storage } = deps;
  const report: PrivatiseReport = { moved: [], missing: [] };
  const urls = new Set<string>();
  for (const [table, column] of COLUMNS) {
    const rows = await db.selectDistinct({ url: column }).from(table).where(isNotNull(column));
    for (const { url } of rows) if (url) urls.add(url as string);
  }
  for (const url of urls) {
    const key = storage.keyFromUrl(url);
    // not one of our URLs (nothing to move), or already private
    if (!key || isPrivateKey(key)) continue;
    const to = privateKeyOf(key);
    const [source, copy] = await Promise.all([storage.get(key), storage.get(to)]);
    if (!source && !copy) {
      report.missing.push(key);
      continue;
    }
    if (source && !(copy && sameBytes(copy.body, source.body))) {
      await storage.put(to, source.body, contentTypeOfKey(key));
      const check = await storage.get(to);
      if (!check || !sameBytes(check.body, source.body)) throw new Error(`copy of ${key} to ${to} does not match; nothing deleted`);
    }
    const newUrl = storage.url(to);
    await db.transaction(async (tx) => {
      for (const [table, column, name] of COLUMNS)
        await tx
          .update(table)
          .set({ [name]: newUrl })
          .where(eq(column, url));
    });
    if (source && !(await isReferenced(db, storage, key))) await deleteStored(storage, url);
    report.moved.push({ from: key, to, bytes: (source ?? copy)!.size });
  }
  return report;
}
