import type { Db } from '@db/client';

/**
 * The database the static build reads (through the same query functions as the API).
 * `astroBuild` (npm run build, and each of the local server's build processes) opens it and hands
 * it over here (`setContentDb`); a bare `astro build` opens the database `localDatabaseUrl()` names.
 */
const KEY = Symbol.for('mining.contentDb');
const MEMO = Symbol.for('mining.contentMemo');
type Holder = { [KEY]?: Promise<Db>; [MEMO]?: Map<string, Promise<unknown>> };

/** The database of the build about to start; it also empties the build's memo (`buildOnce`). */
export function setContentDb(db: Db): void {
  (globalThis as Holder)[KEY] = Promise.resolve(db);
  (globalThis as Holder)[MEMO] = new Map();
}

/**
 * A read that every page of a build makes alike (menus, social links, the news side panel) runs
 * once per build, not once per page. Each build starts empty (`setContentDb`); a failed read is
 * not kept.
 */
export function buildOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = ((globalThis as Holder)[MEMO] ??= new Map());
  let hit = memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = read();
    memo.set(key, hit);
    hit.catch(() => memo.delete(key));
  }
  return hit;
}

export function getContentDb(): Promise<Db> {
  const g = globalThis as Holder;
  g[KEY] ??= (async () => {
    const { openDb } = await import('@db/client');
    const { localDatabaseUrl } = await import('./db-url');
    const url = localDatabaseUrl();
    return (await openDb(url)).db;
  })();
  return g[KEY]!;
}
