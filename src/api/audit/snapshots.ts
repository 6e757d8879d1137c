import { desc, eq, gt, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@db/client';
import type { AuditEntity } from './entities';

type Row = Record<string, unknown>;
/** At most this many new rows of one request are itemised (the rest of a large import is not listed one by one). */
export const MAX_NEW_ROWS = 50;

const pkOf = (entity: AuditEntity) => getTableColumns(entity.table)[entity.pk ?? 'id'] as PgColumn;
const numericPk = (entity: AuditEntity) => pkOf(entity).dataType === 'number';

/** The row's id as the request carries it (query or body, dot paths for nested bodies), or null. */
export function idOf(fields: Row, entity?: AuditEntity): string | null {
  for (const path of entity?.id ?? ['id', 'cid']) {
    const value = path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), fields);
    if (typeof value === 'string' || typeof value === 'number') {
      const id = String(value).trim();
      if (id && id.length <= 100 && (!entity || !numericPk(entity) || /^\d{1,15}$/.test(id))) return id;
    }
  }
  return null;
}

/** The row as it is now, locked until the transaction ends so the write sees (and we record) this version. */
export async function rowOf(db: Db, entity: AuditEntity, id: string, lock = false): Promise<Row | null> {
  const pk = pkOf(entity);
  const query = db
    .select()
    .from(entity.table)
    .where(eq(pk, numericPk(entity) ? Number(id) : id))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return (row as Row | undefined) ?? null;
}

/** The highest id before a create: the rows above it afterwards are the ones it made. */
export async function maxIdOf(db: Db, entity: AuditEntity): Promise<number | null> {
  if (!numericPk(entity)) return null;
  const [row] = await db.select({ max: sql<number | null>`max(${pkOf(entity)})` }).from(entity.table);
  return Number(row?.max ?? 0);
}

export async function rowsAbove(db: Db, entity: AuditEntity, max: number): Promise<Row[]> {
  const pk = pkOf(entity);
  const rows = await db
    .select()
    .from(entity.table)
    .where(gt(pk, max))
    .orderBy(desc(pk))
    .limit(MAX_NEW_ROWS + 1);
  return (rows as Row[]).reverse();
}

export const pkValue = (entity: AuditEntity, row: Row) => String(row[entity.pk ?? 'id']);
