import { and, asc, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@db/client';
import { LANGS, type Lang } from '@shared/lang';
import { TRANSLATION_TYPES, type TranslationField, type TranslationType } from '@shared/translations';
import { pageOf } from '@api/paging';
import { pageOfRows } from '@api/rows';
import { BILINGUAL, type Bilingual } from './catalogue';

/**
 * A text with something to read: a character outside the tags that is not white space (nor
 * `&nbsp;`), or an image. So `<p></p>`, `<p><br></p>` and `<p>&nbsp;</p>` are blank. One match
 * that stops at the first such character (stripping the tags first took seconds on long news).
 */
const VISIBLE = '<img|(^|>)([[:space:]\u00a0]|&nbsp;|&#160;)*([^<&[:space:]\u00a0]|&(?!nbsp;|#160;))';
const filled = (column: PgColumn | SQL) => sql`(${column} ~ ${VISIBLE})`;

/** The rows of one kind whose `missing` side is blank in a pair whose other side is filled, with those pairs' fields. */
function gapsOf(db: Db, entry: Bilingual, rank: number, missing: Lang) {
  const columns = getTableColumns(entry.table) as Record<string, PgColumn>;
  const other: Lang = missing === 'en' ? 'mn' : 'en';
  const column = (field: string, lang: Lang) => columns[lang === 'mn' ? field : `${field}_en`];
  const gap = (field: string) => sql`(${filled(column(field, other))} and not ${filled(column(field, missing))})`;
  const label = entry.label ?? { mn: column(entry.fields[0], 'mn'), en: column(entry.fields[0], 'en') };
  const path = typeof entry.editPath === 'string' ? sql`${entry.editPath}::text` : (entry.editPath ?? sql`null::text`);
  return db
    .select({
      rank: sql<number>`${rank}::int`.as('rank'),
      type: sql<TranslationType>`${entry.type}::text`.as('type'),
      id: sql<number>`${entry.id}`.as('id'),
      missing: sql<Lang>`${missing}::text`.as('missing'),
      // named by the filled side, else by whatever names it
      label: sql<string>`coalesce(nullif(${label[other]}, ''), ${label[missing]}, '')`.as('label'),
      fields: sql<TranslationField[]>`array_remove(array[${sql.join(
        entry.fields.map((f) => sql`case when ${gap(f)} then ${f}::text end`),
        sql`, `,
      )}], null)`.as('fields'),
      editPath: sql<string | null>`${path}`.as('edit_path'),
    })
    .from(entry.table)
    .where(and(entry.where, or(...entry.fields.map(gap))));
}

/** Every gap of every kind, in both directions, as one subquery. */
function allGaps(db: Db) {
  const [first, second, ...rest] = BILINGUAL.flatMap((entry, i) => LANGS.map((lang) => gapsOf(db, entry, i, lang)));
  return unionAll(first, second, ...rest).as('gaps');
}

export interface TranslationFilter {
  type?: TranslationType;
  missing?: Lang;
}

/** How many rows of each kind lack their English and their Mongolian side, every kind listed. */
export async function translationCounts(db: Db) {
  const gaps = allGaps(db);
  const rows = await db.select({ type: gaps.type, missing: gaps.missing, n: count() }).from(gaps).groupBy(gaps.type, gaps.missing);
  const of = (type: TranslationType, lang: Lang) => rows.find((r) => r.type === type && r.missing === lang)?.n ?? 0;
  return TRANSLATION_TYPES.map((type) => ({ type, en: of(type, 'en'), mn: of(type, 'mn') }));
}

/** One page of the gaps, by kind (catalogue order), newest row first. */
export async function pagedTranslationGaps(db: Db, filter: TranslationFilter, page: number, limit: number) {
  const gaps = allGaps(db);
  const where = and(filter.type && eq(gaps.type, filter.type), filter.missing && eq(gaps.missing, filter.missing));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ type: gaps.type, id: gaps.id, missing: gaps.missing, label: gaps.label, fields: gaps.fields, editPath: gaps.editPath })
      .from(gaps)
      .where(where)
      .orderBy(asc(gaps.rank), desc(gaps.id), asc(gaps.missing))
      .limit(limit)
      .offset(pageOf(page, limit).offset),
    db.select({ total: count() }).from(gaps).where(where),
  ]);
  const items = rows.map((row) => ({ key: `${row.type}-${row.id}-${row.missing}`, ...row }));
  return pageOfRows(items, total, limit);
}
