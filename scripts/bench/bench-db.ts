import pg from 'pg';
import { openDb, type DbHandle } from '@db/client';

/** Where `--db postgres` creates its throwaway database (the server, not a database on it). */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database `<prefix>_<time>` on a Postgres server (default: the local one), e.g. for a
 * process of its own (a server under test); `drop` removes it.
 */
export async function newPostgresDatabase({ serverUrl = SERVER_URL, prefix = 'bench' } = {}): Promise<{
  url: string;
  name: string;
  drop: () => Promise<void>;
}> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on a Postgres server (dropped by
 * close, or when the migration fails). `label` says which, for the printed results; `url` is the
 * Postgres database's (for a second client of the same data).
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  server?: Parameters<typeof newPostgresDatabase>[0],
): Promise<DbHandle & { label: string; url?: string }> {
  if (kind === 'pglite') {
    const handle = await openDb('memory://');
    await handle.migrate();
    return { ...handle, label: 'PGlite (in memory)' };
  }
  const created = await newPostgresDatabase(server);
  const handle = await openDb(created.url);
  const close = async () => {
    await handle.close();
    await created.drop();
  };
  try {
    await handle.migrate();
  } catch (err) {
    await close();
    throw err;
  }
  return { ...handle, label: `Postgres (${new URL(created.url).host}, database ${created.name})`, url: created.url, close };
}
