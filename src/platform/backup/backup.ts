import { sql } from 'drizzle-orm';
import type { DbHandle } from '@db/client';
import { appliedMigrations, readJournal } from '@db/migration-levels';
import { rowsOf } from '@db/prepared';
import type { Storage } from '../ports';
import { archiveWriter } from './archive-file';
import { MANIFEST_NAME, SEQUENCES_NAME, fileEntryName, rowsEntryName, type Manifest } from './manifest';
import { listTables, readSequences, type TableInfo } from './schema-info';

/** Rows per archive entry (and per insert on restore): a few MB at most with the longest articles. */
export const ROWS_PER_ENTRY = 500;
const enc = new TextEncoder();

type Writer = ReturnType<typeof archiveWriter>;
type Tx = Parameters<Parameters<DbHandle['db']['transaction']>[0]>[0];

/**
 * `npm run backup`: every table of the database, read in one consistent snapshot (a read-only
 * REPEATABLE READ transaction) through the app's own connection (no pg_dump, which must match the
 * server's version and does not exist for PGlite), then every stored file, then the manifest.
 */
export async function writeBackup(opts: { handle: DbHandle; storage: Storage; file: string; now?: Date }): Promise<Manifest> {
  const now = opts.now ?? new Date();
  const out = archiveWriter(opts.file, now);
  try {
    const journal = await readJournal();
    const { tables, migrations } = await opts.handle.db.transaction(
      async (tx) => {
        const tables = await listTables(tx);
        const counted = [];
        for (const t of tables) counted.push({ name: t.name, columns: t.columns, rows: await dumpTable(tx, t, out) });
        await out.add(SEQUENCES_NAME, enc.encode(JSON.stringify(await readSequences(tx))));
        return { tables: counted, migrations: await appliedMigrations(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const files = await dumpFiles(opts.storage, out);
    const manifest: Manifest = {
      format: 'mining-association-backup',
      version: 1,
      createdAt: now.toISOString(),
      database: opts.handle.kind,
      migrations: migrations.map((m) => ({ ...m, tag: journal.find((j) => j.when === m.createdAt)?.tag ?? null })),
      tables,
      files,
      entries: out.entries,
    };
    await out.close(MANIFEST_NAME, enc.encode(JSON.stringify(manifest, null, 1)));
    return manifest;
  } catch (err) {
    await out.abort();
    throw err;
  }
}

/** A cursor keeps one batch in memory; a self-referencing table goes in one entry (one insert on restore). */
async function dumpTable(tx: Tx, t: TableInfo, out: Writer): Promise<number> {
  const order = t.primaryKey.length
    ? sql.join(
        t.primaryKey.map((c) => sql.identifier(c)),
        sql`, `,
      )
    : sql`1`;
  await tx.execute(sql`declare backup_rows no scroll cursor for
    select row_to_json(t)::text as r from ${sql.identifier(t.name)} t order by ${order}`);
  let rows = 0;
  let lines: string[] = [];
  let n = 0;
  const flush = async () => {
    if (!lines.length) return;
    await out.add(rowsEntryName(t.name, ++n), enc.encode(lines.join('\n')), { rows: lines.length });
    lines = [];
  };
  for (;;) {
    const batch = await rowsOf<{ r: string }>(tx, sql.raw(`fetch ${ROWS_PER_ENTRY} from backup_rows`));
    for (const row of batch) lines.push(row.r);
    rows += batch.length;
    if (batch.length < ROWS_PER_ENTRY) break;
    if (!t.selfReferencing) await flush();
  }
  await flush();
  await tx.execute(sql`close backup_rows`);
  return rows;
}

/** Every stored object, read one at a time. One deleted since it was listed is skipped. */
async function dumpFiles(storage: Storage, out: Writer): Promise<Manifest['files']> {
  let count = 0;
  let bytes = 0;
  for (const key of (await storage.list('')).sort()) {
    const obj = await storage.get(key);
    if (!obj) continue;
    await out.add(fileEntryName(key), obj.body, { contentType: obj.contentType });
    count++;
    bytes += obj.size;
  }
  return { count, bytes };
}
