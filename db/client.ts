import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export { schema };
/** The one database type every query function takes, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres' | 'neon';
  close(): Promise<void>;
  /**
   * Applies the committed migrations (Node only: reads db/migrations from disk), or those of
   * `folder` (see db/migration-levels.ts). Under `lock_timeout` (default 2 s): a migration that
   * cannot get its lock fails, and is rolled back, instead of queueing every query on that table.
   */
  migrate(opts?: MigrateOptions): Promise<void>;
}

/** How long a request waits for a Postgres connection before the API answers 503. */
const CONNECT_TIMEOUT_MS = 5000;

export interface MigrateOptions {
  folder?: string;
  lockTimeout?: string;
}

export const MIGRATION_LOCK_TIMEOUT = '2s';

export const MIGRATIONS_DIR = new URL('./migrations', import.meta.url).pathname;

/**
 * Opens the database named by `url`:
 * - `postgres://` / `postgresql://` -> node-postgres pool;
 * - `pglite:` + folder (or `memory://`) -> embedded PGlite.
 * Neon is opened by `openNeon` (Workers), which needs no Node APIs.
 */
export async function openDb(url: string): Promise<DbHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // a request while Postgres is unreachable fails after the connect timeout (503) instead of hanging;
    // a pooled connection cut while idle is dropped by the pool and replaced by a new one on demand
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    pool.on('error', () => {}); // idle client errors surface on the next query instead
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      migrate: async ({ folder = MIGRATIONS_DIR, lockTimeout = MIGRATION_LOCK_TIMEOUT } = {}) => {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        // one connection, so the setting covers every statement; dropped afterwards rather than reset
        const client = await pool.connect();
        try {
          await client.query(`select set_config('lock_timeout', $1, false)`, [lockTimeout]);
          await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
        } finally {
          client.release(true);
        }
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = url.replace(/^pglite:/, '');
  const inMemory = dataDir === 'memory://' || dataDir === '';
  if (!inMemory) (await import('node:fs')).mkdirSync(dataDir, { recursive: true }); // PGlite does not create parents
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm }; // the directory's trigram search (migration 0003)
  const client = inMemory ? new PGlite({ extensions }) : new PGlite(dataDir, { extensions });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: async ({ folder = MIGRATIONS_DIR, lockTimeout = MIGRATION_LOCK_TIMEOUT } = {}) => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await client.query(`select set_config('lock_timeout', $1, false)`, [lockTimeout]);
      try {
        await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
      } finally {
        await client.query('reset lock_timeout');
      }
    },
  };
}
