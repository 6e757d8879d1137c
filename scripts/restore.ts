/**
 * `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into the database
 * and storage `npm start` would use (DATABASE_URL or the embedded one, DATA_DIR, STORAGE and S3_*).
 * Both must be empty unless `--force`, which replaces what they hold. Stop the server first.
 */
import { parseArgs } from 'node:util';
import { openDb } from '@db/client';
import { parseEnv } from '@platform/env';
import { restoreBackup } from '@platform/backup/restore';
import { BackupError } from '@platform/backup/verify';
import { storageFromEnv } from '@server/node-adapters';
import { FILES_DIR, localDatabaseUrl } from '@platform/db-url';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- FILE [--force]');
  process.exit(2);
}

const started = performance.now();
const handle = await openDb(localDatabaseUrl());
try {
  const storage = storageFromEnv(parseEnv(process.env), FILES_DIR);
  await restoreBackup({ handle, storage, file: positionals[0], force: values.force, say: (line) => console.log(line) });
  console.log(
    `Restored in ${((performance.now() - started) / 1000).toFixed(1)} s (peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB).`,
  );
} catch (err) {
  console.error(`restore: ${err instanceof BackupError ? 'refused' : 'failed'}: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
