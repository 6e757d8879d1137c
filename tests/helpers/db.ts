import pg from 'pg';
import { openDb, type DbHandle } from '@db/client';

/**
 * A clean, migrated database for one test file: in-memory PGlite by default, or a fresh database
 * on the server named by DATABASE_URL (created here, dropped by `close`). `migrate: false` leaves it
 * without any table.
 */
export async function createTestDb({ migrate = true } = {}): Promise<DbHandle & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres/.test(url)) {
    const handle = await openDb('memory://');
    if (migrate) await handle.migrate();
    return handle;
  }
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = await openDb(u.toString());
  if (migrate) await handle.migrate();
  return {
    ...handle,
    url: u.toString(),
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
