import type { Db } from '../../db/client';

/**
 * The database the static build reads (through the same query functions as the API).
 * The local server runs the build in its own process and hands its database over here
 * (`setContentDb`); a standalone `npm run build` opens DATABASE_URL or the embedded `.data/pglite`.
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
    const url = process.env.DATABASE_URL || `pglite:${process.cwd()}/.data/pglite`;
    return (await openDb(url)).db;
  })();
  return g[KEY]!;
}
