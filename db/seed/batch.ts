import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Rows per INSERT: well under Postgres' 65535 bind parameters even for wide news rows. */
const BATCH = 500;

/** Inserts `rows` in batches and records how many went into the table. */
export async function insertAll<T extends PgTable>(db: Db, counts: Record<string, number>, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(table).values(rows.slice(i, i + BATCH));
  const name = getTableName(table);
  counts[name] = (counts[name] ?? 0) + rows.length;
}

/** Same, for the few tables whose new ids the next rows need. */
export async function insertReturningIds<T extends PgTable & { id: PgTable['_']['columns'][string] }>(
  db: Db,
  counts: Record<string, number>,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const out = (await db.insert(table).values(rows).returning({ id: table.id })) as { id: number }[];
  const name = getTableName(table);
  counts[name] = (counts[name] ?? 0) + rows.length;
  return out.map((r) => r.id);
}
