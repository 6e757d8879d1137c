import type { Db } from '../../db/client';

/**
 * The database the static build reads (through the same query functions as the API).
 * The local server runs the build in its own process and hands its database over here
 * (`setContentDb`); a standalone `astro build` opens the database `localDatabaseUrl()` names.
 */
const KEY = Symbol.for('mining.contentDb');
type Holder = { [KEY]?: Promise<Db> };

export function setContentDb(db: Db): void {
  (globalThis as Holder)[KEY] = Promise.resolve(db);
}

export function getContentDb(): Promise<Db> {
  const g = globalThis as Holder;
  g[KEY] ??= (async () => {
    const { openDb } = await import('../../db/client');
    const { localDatabaseUrl } = await import('../../scripts/lib/db-url');
    const url = localDatabaseUrl();
    return (await openDb(url)).db;
  })();
  return g[KEY]!;
}
