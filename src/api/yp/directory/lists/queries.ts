import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { preparedRows } from '@db/prepared';
import { dirCategories, dirCompanies, dirCompanyCategories, dirConsultants } from '@db/schema';
import { inLang, type CompanyListItem, type ConsultantListItem } from '@shared/directory';
import type { Lang } from '@shared/lang';
import { fold } from '@shared/transliterate';
import { categoryCodesOf, companyInCategory } from '../categories/queries';
import { pageOf, totalPages } from '@api/paging';

/**
 * The public directory lists (spec §7 "Public directory"): companies of a category, the consultants
 * (category 0403), and the search of both. Only published rows (approval true). The static category
 * pages render their first page through these, so page and API never disagree.
 */

export interface Page<T> {
  rows: T[];
  total: number;
  totalPages: number;
}

type CompanyRow = { id: number; name_mn: string; name_en: string; logo: string };
async function companyItems(db: Db, lang: Lang, rows: CompanyRow[]): Promise<CompanyListItem[]> {
  const codes = await categoryCodesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, name: inLang(lang, r.name_mn, r.name_en), logo: r.logo, all_categories: codes.get(r.id) ?? [] }));
}

const companyColumns = { id: dirCompanies.id, name_mn: dirCompanies.name_mn, name_en: dirCompanies.name_en, logo: dirCompanies.logo };
const companyName = (lang: Lang) => (lang === 'en' ? dirCompanies.name_en : dirCompanies.name_mn);

/** A page of the published companies of a category, by name in the page's language. */
export async function companiesByCategory(db: Db, lang: Lang, code: string, page: number, limit: number): Promise<Page<CompanyListItem>> {
  const where = and(eq(dirCompanies.approval, true), companyInCategory(code));
  const { offset } = pageOf(page, limit);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(companyColumns)
      .from(dirCompanies)
      .where(where)
      .orderBy(asc(companyName(lang)), asc(dirCompanies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(dirCompanies).where(where),
  ]);
  return { rows: await companyItems(db, lang, rows), total: n, totalPages: totalPages(n, limit) };
}

type ConsultantRow = typeof dirConsultants.$inferSelect;
const both = (mn: string, en: string) => ({ mn: mn || null, en: en || null });
function consultantItem(
  r: Pick<ConsultantRow, 'id' | 'phone_number' | 'name_mn' | 'name_en' | 'profession_mn' | 'profession_en' | 'advice_mn' | 'advice_en'>,
): ConsultantListItem {
  return {
    id: r.id,
    phone_number: r.phone_number,
    person_info: {
      translations: {
        name: both(r.name_mn, r.name_en),
        profession: both(r.profession_mn, r.profession_en),
        advice_range: both(r.advice_mn, r.advice_en),
      },
    },
  };
}
/** A consultant's public fields (the public list's answer; the admin's lists add the approval). */
export const consultantColumns = {
  id: dirConsultants.id,
  phone_number: dirConsultants.phone_number,
  name_mn: dirConsultants.name_mn,
  name_en: dirConsultants.name_en,
  profession_mn: dirConsultants.profession_mn,
  profession_en: dirConsultants.profession_en,
  advice_mn: dirConsultants.advice_mn,
  advice_en: dirConsultants.advice_en,
};
const consultantName = (lang: Lang) => (lang === 'en' ? dirConsultants.name_en : dirConsultants.name_mn);

/** A page of the published consultants (category 0403), by name in the page's language. */
export async function consultantsPage(db: Db, lang: Lang, page: number, limit: number): Promise<Page<ConsultantListItem>> {
  const where = eq(dirConsultants.approval, true);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(consultantColumns)
      .from(dirConsultants)
      .where(where)
      .orderBy(asc(consultantName(lang)), asc(dirConsultants.id))
      .limit(limit)
      .offset(pageOf(page, limit).offset),
    db.select({ n: count() }).from(dirConsultants).where(where),
  ]);
  return { rows: rows.map(consultantItem), total: n, totalPages: totalPages(n, limit) };
}

/**
 * The search of one table's `search_key` (both names folded by `fold`, GIN trigram-indexed) for a
 * folded term, in at most two queries:
 * 1. the term as typed: keys that contain it (`like '%TERM%'`), a word starting with it first;
 * 2. only when that finds less than a page: typo tolerance too, keys with a word like the term
 *    (`key %> term`: pg_trgm word similarity at its default threshold 0.6, about one wrong letter
 *    in seven), ranked after the step-1 hits by word similarity.
 * Both are bitmap scans of the trigram index (kept without a pending list, migration 0003), then
 * filtered; the count and the page come in one row set (the count also past the last page), with
 * the extra columns of the page's rows only. One prepared statement each, outside a transaction: a
 * search costs one round trip and no planning when the term is found as typed.
 */
interface SearchSpec {
  table: 'dir_companies' | 'dir_consultants';
  /** Columns of a result row, from `hits` (the table). */
  columns: SQL;
  /** Columns computed for the page's rows only, from `page_rows` (a company's category codes). */
  extra?: SQL;
  /** Only these rows (a category), over `hits`. */
  filter: SQL;
  /** The last sort keys (name in the page's language, id). */
  order: SQL;
}
async function searchRows<R>(db: Db, spec: SearchSpec, folded: string, limit: number, offset: number) {
  // a folded term is A-Z, 0-9 and single spaces: no LIKE wildcards to escape
  const anywhere = `%${folded}%`;
  const wordStart = sql`search_key like ${`${folded}%`} or search_key like ${`% ${folded}%`}`;
  const query = (fuzzy: boolean) => sql`with matched as materialized (
      select ${spec.columns}, search_key from ${sql.identifier(spec.table)} hits
      where (search_key like ${anywhere} ${fuzzy ? sql`or search_key %> ${folded}` : sql``}) and approval and ${spec.filter}),
    page_rows as (
      select ${spec.columns} from matched hits
      order by case when ${wordStart} then 0 when search_key like ${anywhere} then 1 else 2 end
        ${fuzzy ? sql`, word_similarity(${folded}, search_key) desc` : sql``}, ${spec.order}
      limit ${limit} offset ${offset})
    select page_rows.*, ${spec.extra ?? sql`null`} as extra, counted.total
    from (select count(*)::int as total from matched) counted left join page_rows on true`;
  type Row = R & { id: number | null; extra: unknown; total: number };
  const rowsOf = (fuzzy: boolean) => preparedRows<Row>(db, query(fuzzy));
  let rows = await rowsOf(false);
  if (Number(rows[0]?.total ?? 0) < limit) rows = await rowsOf(true);
  return { rows: rows.filter((r) => r.id !== null), total: Number(rows[0]?.total ?? 0) };
}
const nameColumn = (lang: Lang) => sql.identifier(lang === 'en' ? 'name_en' : 'name_mn');

/** Published companies whose names match the term (either script, typos, transliterations), optionally within a category. */
export async function searchCompanies(
  db: Db,
  lang: Lang,
  term: string,
  page: number,
  limit: number,
  category?: string,
): Promise<Page<CompanyListItem>> {
  const filter = category
    ? sql`exists (select 1 from ${dirCompanyCategories} cc join ${dirCategories} c on c.id = cc.category_id
        where cc.company_id = hits.id and ${category.length === 2 ? sql`c.main_code` : sql`c.category_code`} = ${category})`
    : sql`true`;
  const extra = sql`array(select c.category_code from ${dirCompanyCategories} cc join ${dirCategories} c on c.id = cc.category_id
    where cc.company_id = page_rows.id order by c.category_code)`;
  const spec: SearchSpec = {
    table: 'dir_companies',
    columns: sql`id, name_mn, name_en, logo`,
    extra,
    filter,
    order: sql`${nameColumn(lang)}, id`,
  };
  const { rows, total } = await searchRows<CompanyRow>(db, spec, fold(term), limit, pageOf(page, limit).offset);
  const companies = rows.map((r) => ({
    id: r.id!,
    name: inLang(lang, r.name_mn, r.name_en),
    logo: r.logo,
    all_categories: r.extra as string[],
  }));
  return { rows: companies, total, totalPages: totalPages(total, limit) };
}

/** Published consultants whose names match the term. */
export async function searchConsultants(db: Db, lang: Lang, term: string, page: number, limit: number): Promise<Page<ConsultantListItem>> {
  const spec: SearchSpec = {
    table: 'dir_consultants',
    columns: sql`id, phone_number, name_mn, name_en, profession_mn, profession_en, advice_mn, advice_en`,
    filter: sql`true`,
    order: sql`${nameColumn(lang)}, id`,
  };
  const { rows, total } = await searchRows<Parameters<typeof consultantItem>[0]>(db, spec, fold(term), limit, pageOf(page, limit).offset);
  return { rows: rows.map((r) => consultantItem({ ...r, id: r.id! })), total, totalPages: totalPages(total, limit) };
}
