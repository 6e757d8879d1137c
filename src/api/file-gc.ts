import type { PgTable } from 'drizzle-orm/pg-core';
import type { Deps } from '@platform/ports';
import { deleteStored } from './uploads';
import { isReferenced, keysOfRow } from './file-refs';
import { notFound } from './errors';

type GcDeps = Pick<Deps, 'db' | 'storage' | 'log'>;

/**
 * Deletes the stored files behind `keys` (pictures with their variants) that no row references any
 * more. Call it after the write committed. A storage hiccup is logged, never thrown: the write the
 * admin asked for succeeded, and the sweep (`npm run files -- sweep`) removes what was left.
 */
export async function discardKeys(deps: GcDeps, keys: Iterable<string>): Promise<void> {
  for (const key of new Set(keys)) {
    try {
      if (await isReferenced(deps.db, deps.storage, key)) continue;
      await deleteStored(deps.storage, deps.storage.url(key));
    } catch (err) {
      deps.log?.({ level: 'warn', msg: 'stale file not deleted', key, error: String(err) });
    }
  }
}

/** A file (by its URL) a row no longer shows: deleted unless another row still references it. */
export async function discardFile(deps: GcDeps, url: string | null | undefined): Promise<void> {
  const key = url ? deps.storage.keyFromUrl(url) : null;
  if (key) await discardKeys(deps, [key]);
}

/**
 * The files a row of `table` referenced `before` a delete or update and no longer does `after` it
 * (every file column of the registry: covers, body images, PDFs, poster lists), deleted unless
 * another row references them. After a delete, leave `after` out.
 */
export async function discardRowFiles(
  deps: GcDeps,
  table: PgTable,
  before: Record<string, unknown> | null | undefined,
  after?: Record<string, unknown> | null,
): Promise<void> {
  const kept = new Set(keysOfRow(deps.storage, table, after));
  await discardKeys(
    deps,
    keysOfRow(deps.storage, table, before).filter((k) => !kept.has(k)),
  );
}

/**
 * The end of a delete route: no row deleted is a 404 with `missing`; else the files the deleted row
 * showed go, by the registry of `table`'s file columns or by `discard` (a route that spares placeholders).
 */
export async function discardDeleted<R extends object>(
  deps: GcDeps,
  row: R | null | undefined,
  missing: string,
  files: PgTable | ((row: R) => Promise<void>),
): Promise<R> {
  if (!row) throw notFound(missing);
  await (typeof files === 'function' ? files(row) : discardRowFiles(deps, files, row as Record<string, unknown>));
  return row;
}
