/**
 * `npm run migrate`: applies the committed migrations to DATABASE_URL or the embedded database.
 * Each run is one transaction under `lock_timeout = 2s` (db/client.ts): when a table it alters is
 * busy, it gives up (nothing applied) instead of queueing the site's queries behind it, and is
 * retried a few times here. README "Shipping a schema change to Neon".
 */
import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDb } from '@db/client';
import { DATA_DIR, localDatabaseUrl } from '@platform/db-url';

const ATTEMPTS = 5;
const lockTimedOut = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '55P03') return true;
  return false;
};

const url = localDatabaseUrl();
if (url.startsWith('pglite:')) mkdirSync(DATA_DIR, { recursive: true });
const handle = await openDb(url);
try {
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.migrate();
      break;
    } catch (err) {
      if (!lockTimedOut(err) || attempt === ATTEMPTS) throw err;
      console.log(`A table is busy (lock_timeout reached, nothing applied); retrying (${attempt}/${ATTEMPTS - 1}) in ${attempt * 5} s.`);
      await sleep(attempt * 5000);
    }
  }
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
