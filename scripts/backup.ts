/**
 * `npm run backup [-- --dir DIR] [--keep N] [--out FILE]`: the database and every stored file in
 * one .tar.gz with a manifest (row counts, checksums, migration level). The database and storage
 * are the ones `npm start` uses (DATABASE_URL or the embedded one, DATA_DIR, STORAGE and S3_*).
 * Default folder: DATA_DIR/backups; `--keep N` then deletes all but the newest N archives there.
 */
import { chmod, mkdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '@db/client';
import { parseEnv } from '@platform/env';
import { writeBackup } from '@platform/backup/backup';
import { archiveName, pruneBackups } from '@platform/backup/retention';
import { storageFromEnv } from '@server/node-adapters';
import { DATA_DIR, FILES_DIR, localDatabaseUrl } from '@platform/db-url';

const { values } = parseArgs({ options: { dir: { type: 'string' }, out: { type: 'string' }, keep: { type: 'string' } } });
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
  console.error('backup: --keep must be a whole number of at least 1');
  process.exit(2);
}

const now = new Date();
const dir = resolve(values.dir ?? join(DATA_DIR, 'backups'));
const file = values.out ? resolve(values.out) : join(dir, archiveName(now));
await mkdir(dirname(file), { recursive: true, mode: 0o700 });
// the backups folder is the owner's alone (a folder given by --out is left as it is)
if (!values.out) await chmod(dir, 0o700);

const started = performance.now();
const handle = await openDb(localDatabaseUrl());
try {
  const manifest = await writeBackup({ handle, storage: storageFromEnv(parseEnv(process.env), FILES_DIR), file, now });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const size = (await stat(file)).size;
  console.log(`Backup written: ${file}`);
  console.log(
    `  ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.count} files (${mb(manifest.files.bytes)}); ` +
      `archive ${mb(size)}; ${((performance.now() - started) / 1000).toFixed(1)} s; peak memory ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  if (keep !== undefined && !values.out) {
    const removed = await pruneBackups(dir, keep);
    if (removed.length) console.log(`  removed ${removed.length} older archive(s) (--keep ${keep})`);
  }
} catch (err) {
  console.error(`backup: failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
