import { rm } from 'node:fs/promises';
import pg from 'pg';

/** Stops the e2e server, drops its database (Postgres) and deletes its data folder. */
export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid) await stop(pid);
  const dbUrl = process.env.E2E_SERVER_DB_URL;
  if (dbUrl && process.env.DATABASE_URL) {
    const name = new URL(dbUrl).pathname.slice(1);
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && !process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
}

async function stop(pid: number) {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(pid, 'SIGKILL');
}
