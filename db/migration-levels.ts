import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from './client';
import { rowsOf } from './prepared';

export interface JournalEntry {
  idx: number;
  tag: string;
  /** drizzle's `created_at` of the migration once applied. */
  when: number;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

const readJournalFile = async (folder: string): Promise<Journal> =>
  JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The committed migrations, oldest first. */
export async function readJournal(folder = MIGRATIONS_DIR): Promise<JournalEntry[]> {
  return (await readJournalFile(folder)).entries;
}

/**
 * A temporary folder with the first `count` committed migrations: drizzle's migrator applies
 * exactly those (a restore brings an empty database to its archive's level; the migration tests
 * make the previous release's schema).
 */
export async function migrationsUpTo(count: number): Promise<{ folder: string; remove: () => Promise<void> }> {
  const journal = await readJournalFile(MIGRATIONS_DIR);
  if (count < 0 || count > journal.entries.length) throw new Error(`no migration level ${count}`);
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await mkdir(join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) await copyFile(join(MIGRATIONS_DIR, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** What drizzle's migrations table says was applied, oldest first (none on an empty database). */
export async function appliedMigrations(db: Pick<Db, 'execute'>): Promise<AppliedMigration[]> {
  const [exists] = await rowsOf<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return [];
  const rows = await rowsOf<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}
