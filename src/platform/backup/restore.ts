import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type DbHandle } from '@db/client';
import { appliedMigrations, migrationsUpTo, type JournalEntry } from '@db/migration-levels';
import type { Storage } from '../ports';
import { contentTypeOfKey } from '../storage/keys';
import { readArchive, sha256 } from './archive-file';
import { MANIFEST_NAME, SEQUENCES_NAME, keyOfEntry, sequencesSchema, tableOfEntry, type Manifest } from './manifest';
import { listTables, nonEmptyTables, setSequences } from './schema-info';
import { BackupError, archiveLevel, verifyArchive } from './verify';
import type { TarEntry } from './tar';

export interface RestoreReport {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

type Tx = Parameters<Parameters<DbHandle['db']['transaction']>[0]>[0];

/**
 * `npm run restore -- FILE`: checks the whole archive, refuses a database or storage holding
 * anything unless `force`, brings the database to the archive's migration level, loads every row
 * in one transaction (and the sequences), puts the files, then applies this code's newer migrations.
 */
export async function restoreBackup(opts: {
  handle: DbHandle;
  storage: Storage;
  file: string;
  force?: boolean;
  say?: (line: string) => void;
}): Promise<RestoreReport> {
  const { handle, storage, file } = opts;
  const say = opts.say ?? (() => {});
  const manifest = await verifyArchive(file);
  say(`Archive checked: ${manifest.entries.length} entries, made ${manifest.createdAt}.`);
  const { count, journal } = await archiveLevel(manifest);
  await checkTargetIsEmpty(opts, journal);

  if ((await appliedMigrations(handle.db)).length > count) {
    // empty (checked above) or replaced on purpose: a newer schema cannot go back, so it is rebuilt
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
  }
  const level = await migrationsUpTo(count);
  try {
    await handle.migrate({ folder: level.folder });
  } finally {
    await level.remove();
  }
  await checkTablesMatch(handle, manifest);

  const expected = new Map(manifest.entries.map((e) => [e.name, e]));
  const entries = readArchive(file);
  const next = async (): Promise<TarEntry | null> => {
    const r = await entries.next();
    if (r.done || r.value.name === MANIFEST_NAME) return null;
    const want = expected.get(r.value.name);
    if (!want || want.sha256 !== sha256(r.value.body)) throw new BackupError(`${r.value.name} changed while restoring`);
    return r.value;
  };
  try {
    return await load({ handle, storage, say }, manifest, next);
  } finally {
    await entries.return(undefined); // closes the file when a check fails halfway
  }
}

async function load(
  { handle, storage, say }: { handle: DbHandle; storage: Storage; say: (line: string) => void },
  manifest: Manifest,
  next: () => Promise<TarEntry | null>,
): Promise<RestoreReport> {
  const expected = new Map(manifest.entries.map((e) => [e.name, e]));
  const report: RestoreReport = { tables: manifest.tables.length, rows: 0, files: 0, bytes: 0 };
  const firstFile = await handle.db.transaction(async (tx) => {
    const names = manifest.tables.map((t) => sql.identifier(t.name));
    if (names.length) await tx.execute(sql`truncate ${sql.join(names, sql`, `)}`); // the rows migrations insert
    for (let e = await next(); e; e = await next()) {
      const table = tableOfEntry(e.name);
      if (table) report.rows += await insertRows(tx, manifest, table, e.body);
      else if (e.name === SEQUENCES_NAME) await setSequences(tx, sequencesSchema.parse(JSON.parse(new TextDecoder().decode(e.body))));
      else return e;
    }
    return null;
  });
  say(`Loaded ${report.rows} rows into ${report.tables} tables.`);

  for (let e = firstFile; e; e = await next()) {
    const key = keyOfEntry(e.name);
    if (!key) throw new BackupError(`unexpected entry ${e.name}`);
    await storage.put(key, e.body, expected.get(e.name)?.contentType ?? contentTypeOfKey(key));
    report.files++;
    report.bytes += e.body.byteLength;
  }
  say(`Stored ${report.files} files (${(report.bytes / 1024 / 1024).toFixed(1)} MB).`);
  await handle.migrate(); // this code's newer migrations, as `npm start` would apply them
  return report;
}

async function checkTargetIsEmpty(opts: { handle: DbHandle; storage: Storage; force?: boolean }, journal: JournalEntry[]) {
  if (opts.force) return;
  const db = opts.handle.db;
  const busy = await nonEmptyTables(db, await listTables(db), await referenceTables(journal));
  const stored = await opts.storage.list('');
  if (!busy.length && !stored.length) return;
  const what = [...busy.slice(0, 4).map((t) => `${t.name}: ${t.rows} rows`), ...(stored.length ? [`storage: ${stored.length} files`] : [])];
  throw new BackupError(
    `The database or the file storage is not empty (${what.join(', ')}${busy.length > 4 ? ', ...' : ''}). ` +
      'Restore into an empty database and storage, or pass --force to replace what they hold.',
  );
}

/** Tables the migrations themselves fill (events, languages, directory main categories): they do not make a database "not empty". */
async function referenceTables(journal: JournalEntry[]): Promise<Set<string>> {
  const names = new Set<string>();
  for (const m of journal) {
    const text = await readFile(join(MIGRATIONS_DIR, `${m.tag}.sql`), 'utf8');
    for (const hit of text.matchAll(/INSERT INTO "([a-z0-9_]+)"/gi)) names.add(hit[1]);
  }
  return names;
}

/** At the archive's level the tables and their columns are the archive's; anything else means another schema. */
async function checkTablesMatch(handle: DbHandle, manifest: Manifest) {
  const target = new Map((await listTables(handle.db)).map((t) => [t.name, t.columns.join(',')]));
  const differs = manifest.tables.filter((t) => target.get(t.name) !== t.columns.join(','));
  if (differs.length || target.size !== manifest.tables.length)
    throw new BackupError(
      `the archive's tables do not match its migration level (${differs.map((t) => t.name).join(', ') || 'table count'})`,
    );
}

/** Postgres parses the rows back from the JSON it wrote, so every type (numeric, timestamptz, jsonb) comes back exact. */
async function insertRows(tx: Tx, manifest: Manifest, table: string, body: Uint8Array): Promise<number> {
  const t = manifest.tables.find((x) => x.name === table);
  if (!t) throw new BackupError(`rows of an unknown table ${table}`);
  const text = new TextDecoder().decode(body);
  if (!text) return 0;
  const cols = sql.join(
    t.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const json = `[${text.replaceAll('\n', ',')}]`;
  await tx.execute(sql`insert into ${sql.identifier(table)} (${cols}) overriding system value
    select ${cols} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`);
  return text.split('\n').length;
}
