/** `npm run migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
import { mkdirSync } from 'node:fs';
import { openDb } from '../db/client';
import { DATA_DIR, localDatabaseUrl } from './lib/db-url';

const url = localDatabaseUrl();
if (url.startsWith('pglite:')) mkdirSync(DATA_DIR, { recursive: true });
const handle = await openDb(url);
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
