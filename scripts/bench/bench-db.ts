import pg from 'pg';
import { openDb, type DbHandle } from '@db/client';

/** Where `--db postgres` creates its throwaway database (the server, not a database on it). */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the local Postgres, for a process of its own (a server under test); `drop` removes it. */
export async function newPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now().toString(36)}`;
  await onServer(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the local Postgres (dropped by close). */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await openDb('memory://');
    await handle.migrate();
    return handle;
  }
  const created = await newPostgresDatabase();
  const handle = await openDb(created.url);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}
