import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Local state (database, uploads, builds); `DATA_DIR` moves it (the e2e tests use a temp folder). */
export const DATA_DIR = resolve(process.env.DATA_DIR || '.data');
export const PGLITE_DIR = join(DATA_DIR, 'pglite');
export const FILES_DIR = join(DATA_DIR, 'files');
export const SITE_DIR = join(DATA_DIR, 'site');
/** Written by scripts/start.ts while it runs: where its embedded database is shared (a Unix socket). */
export const SERVER_INFO = join(DATA_DIR, 'server.json');

/**
 * The database a command-line script should use: DATABASE_URL when set; else the running local
 * server's embedded database over the Postgres wire protocol (a PGlite folder opens in one process
 * only); else the embedded folder itself.
 */
export function localDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (existsSync(SERVER_INFO)) {
    try {
      const info = JSON.parse(readFileSync(SERVER_INFO, 'utf8')) as { dbUrl?: string; pid?: number };
      if (info.dbUrl && info.pid && isAlive(info.pid)) return info.dbUrl;
    } catch {
      // a stale or half-written file: fall back to the folder
    }
  }
  return `pglite:${PGLITE_DIR}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
