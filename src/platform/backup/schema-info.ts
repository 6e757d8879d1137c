import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rowsOf } from '@db/prepared';
import type { SequenceValue } from './manifest';

type Exec = Pick<Db, 'execute'>;

export interface TableInfo {
  name: string;
  /** Stored columns in table order (generated columns are left out: Postgres computes them). */
  columns: string[];
  primaryKey: string[];
  /** A foreign key to itself (a menu's parent): its rows are loaded in one statement. */
  selfReferencing: boolean;
}

/** The app's tables (schema `public`), parents before children, so rows load without breaking a foreign key. */
export async function listTables(db: Exec): Promise<TableInfo[]> {
  const cols = await rowsOf<{ t: string; c: string; pk: boolean }>(
    db,
    sql`
    select c.relname as t, a.attname as c,
      exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)) as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`,
  );
  const fks = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`
    select c.relname as child, p.relname as parent
    from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
      join pg_namespace n on n.oid = c.relnamespace
    where f.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, TableInfo>();
  for (const r of cols) {
    const t = tables.get(r.t) ?? { name: r.t, columns: [], primaryKey: [], selfReferencing: false };
    t.columns.push(r.c);
    if (r.pk) t.primaryKey.push(r.c);
    tables.set(r.t, t);
  }
  const parents = new Map<string, Set<string>>([...tables.keys()].map((t) => [t, new Set<string>()]));
  for (const { child, parent } of fks) {
    if (child === parent) tables.get(child)!.selfReferencing = true;
    else parents.get(child)?.add(parent);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.size) {
    const ready = [...tables.keys()].filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!ready.length) throw new Error('the tables reference each other in a cycle: no load order');
    for (const t of ready.sort()) {
      placed.add(t);
      ordered.push(tables.get(t)!);
    }
  }
  return ordered;
}

/** Every table's row count (tables of `skip` are left out). */
export async function nonEmptyTables(db: Exec, tables: TableInfo[], skip: Set<string>): Promise<{ name: string; rows: number }[]> {
  const out = [];
  for (const t of tables) {
    if (skip.has(t.name)) continue;
    const [r] = await rowsOf<{ n: string }>(db, sql`select count(*)::text as n from ${sql.identifier(t.name)}`);
    if (Number(r.n) > 0) out.push({ name: t.name, rows: Number(r.n) });
  }
  return out;
}

export async function readSequences(db: Exec): Promise<SequenceValue[]> {
  const r = await rowsOf<{ name: string; last_value: string | null }>(
    db,
    sql`select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
  );
  return r.map((s) => ({ name: s.name, lastValue: s.last_value }));
}

/** Where each sequence stood, so the next id after a restore is the one it would have been. */
export async function setSequences(db: Exec, values: SequenceValue[]): Promise<void> {
  for (const s of values) {
    const seq = `public."${s.name.replace(/"/g, '""')}"`;
    await db.execute(
      s.lastValue === null // never used: back to its start
        ? sql`select setval(${seq}::regclass, start_value, false) from pg_sequences where schemaname = 'public' and sequencename = ${s.name}`
        : sql`select setval(${seq}::regclass, ${s.lastValue}::bigint, true)`,
    );
  }
}
