/**
 * Stored files. `npm run files -- sweep` lists the uploads no row references that are older than a
 * day (count and bytes), a dry run; `npm run files -- sweep --delete` deletes them.
 * `npm run files -- privatise` moves the assessment's proofs and attachments from their old public
 * keys to private ones (copy, verify, rewrite the rows, delete the old object; safe to rerun).
 * Same database and storage settings as `npm start` (DATABASE_URL or the local embedded one; STORAGE=s3 or .data/files).
 */
import { parseArgs } from 'node:util';
import { openDb } from '@db/client';
import { parseEnv } from '@platform/env';
import { sweepFiles } from '@api/file-sweep';
import { privatiseAssessmentFiles } from '@api/mm/assessment/privatise';
import { storageFromEnv } from '@server/node-adapters';
import { FILES_DIR, localDatabaseUrl } from '@platform/db-url';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { delete: { type: 'boolean', default: false } } });
const command = positionals[0];
if (command !== 'sweep' && command !== 'privatise') {
  console.error('usage: npm run files -- sweep [--delete] | privatise');
  process.exit(2);
}

const storage = storageFromEnv(parseEnv(process.env), FILES_DIR);
const handle = await openDb(localDatabaseUrl());
try {
  await handle.migrate(); // idempotent: the registry's tables must exist
  await (command === 'privatise' ? privatise() : sweep());
} finally {
  await handle.close();
}

async function privatise() {
  const report = await privatiseAssessmentFiles({ db: handle.db, storage });
  for (const m of report.moved) console.log(`moved  ${String(m.bytes).padStart(10)}  ${m.from} -> ${m.to}`);
  for (const key of report.missing) console.log(`missing  ${key} (its rows are left as they are)`);
  console.log(`${report.moved.length} assessment file(s) moved to private keys, ${report.missing.length} missing`);
  if (report.missing.length) process.exitCode = 1;
}

async function sweep() {
  const report = await sweepFiles({ db: handle.db, storage }, { delete: values.delete });
  for (const o of report.orphans) console.log(`${o.lastModified.toISOString()}  ${String(o.size).padStart(10)}  ${o.key}`);
  const mb = (report.bytes / 1024 / 1024).toFixed(1);
  const what = `${report.orphans.length} unreferenced file(s) older than a day, ${report.bytes} bytes (${mb} MB)`;
  if (!values.delete) console.log(`${what}: dry run, nothing deleted (add --delete to delete them)`);
  else console.log(`${what}: deleted ${report.deleted}${report.failed.length ? `, ${report.failed.length} failed (run again)` : ''}`);
  if (report.failed.length) process.exitCode = 1;
}
