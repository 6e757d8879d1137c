import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { preparedRows } from '@db/prepared';
import { dirCategories, dirCompanies, dirCompanyCategories, dirConsultants } from '@db/schema';
import { inLang, type CompanyListItem, type ConsultantListItem } from '@shared/directory';
import type { Lang } from '@shared/lang';
import { fold } from '@shared/transliterate';
import { categoryCodesOf, companyInCategory } from '../categories/queries';
import { pageOf, totalPages } from '@api/paging';
import { alphabetical } from '@api/order';

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

type CompanyRow = { id: number; name_mn: string; name_en: string; logo: string; status: boolean };
const companyItem = (lang: Lang, r: CompanyRow, codes: string[]): CompanyListItem => ({
  id: r.id,
  name: inLang(lang, r.name_mn, r.name_en),
  logo: r.logo,
  operating: r.status,
  all_categories: codes,
});
async function companyItems(db: Db, lang: Lang, rows: CompanyRow[]): Promise<CompanyListItem[]> {
  const codes = await categoryCodesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => companyItem(lang, r, codes.get(r.id) ?? []));
}

const companyColumns = {
  id: dirCompanies.id,
  name_mn: dirCompanies.name_mn,
  name_en: dirCompanies.name_en,
  logo: dirCompanies.logo,
  status: dirCompanies.status,
};

/** What a buyer narrows a company list to: any of these categories (main or sub codes), operating ones only. */
export interface CompanyFilter {
  categories: string[];
  operating: boolean;
}
/** The filter as a condition on `dir_companies` rows. */
const companyFilter = (f: CompanyFilter): SQL | undefined =>
  and(
    f.categories.length ? or(...f.categories.map(companyInCategory)) : undefined,
    f.operating ? eq(dirCompanies.status, true) : undefined,
  );

/** A page of the published companies of the filter's categories, by name in the page's language. */
export async function companiesPage(
  db: Db,
  lang: Lang,
  filter: CompanyFilter,
  page: number,
  limit: number,
): Promise<Page<CompanyListItem>> {
  const where = and(eq(dirCompanies.approval, true), companyFilter(filter));
  const { offset } = pageOf(page, limit);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(companyColumns)
      .from(dirCompanies)
      .where(where)
      .orderBy(alphabetical(lang === 'en' ? dirCompanies.sort_en : dirCompanies.sort_mn), asc(dirCompanies.id))
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

/** A page of the published consultants (category 0403), by name in the page's language. */
export async function consultantsPage(db: Db, lang: Lang, page: number, limit: number): Promise<Page<ConsultantListItem>> {
  const where = eq(dirConsultants.approval, true);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(consultantColumns)
      .from(dirConsultants)
      .where(where)
      .orderBy(alphabetical(lang === 'en' ? dirConsultants.sort_en : dirConsultants.sort_mn), asc(dirConsultants.id))
      .limit(limit)
      .offset(pageOf(page, limit).offset),
    db.select({ n: count() }).from(dirConsultants).where(where),
  ]);
  return { rows: rows.map(consultantItem), total: n, totalPages: totalPages(n, limit) };
}

/** At most this many words of a term count (a longer term is a sentence, not a search). */
const MAX_WORDS = 6;
/** Typo tolerance: at most this many stored words stand in for one typed word. */
const MAX_LOOKALIKES = 12;

/** A typed word's one-letter-deleted variants (itself included): its keys into `dir_search_words`. */
export function variantsOf(word: string): string[] {
  const out = new Set([word]);
  if (word.length >= 4) for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/**
 * The LIKE patterns one typed word is found by: the word itself anywhere, and with `lookalikes` the
 * stored words one wrong, missing, doubled or swapped letter away (a word of 4+ letters): they share
 * a one-letter-deleted variant in `dir_search_words` (kept by the database, migration 0007).
 */
const patternsOf = (word: string, lookalikes: boolean): SQL =>
  lookalikes && word.length >= 4
    ? sql`array[${`%${word}%`}::text] || array(select '%' || w.word || '%' from dir_search_words w
        where w.variant in (${sql.join(
          variantsOf(word).map((v) => sql`${v}`),
          sql`, `,
        )}) and w.word <> ${word}
        group by w.word order by abs(length(w.word) - ${word.length}), w.word limit ${MAX_LOOKALIKES})`
    : sql`array[${`%${word}%`}::text]`;

/**
 * The search of one table in one statement: an entry is found when each word of the term (folded by
 * `fold`, both scripts meet) is in its `search_text`: its names, what it does and, for a company,
 * the codes of its categories, which a word naming a category brings as more patterns. First as typed; only when that finds nothing, once
 * more with typo tolerance (`patternsOf`). Ranked: a name that starts with the term, names holding
 * every word as typed, names holding every word with a typo, then the rest (a category or the
 * description); then by name in the Mongolian alphabet. Every condition is a LIKE the trigram GIN
 * indexes answer (a bitmap scan per word); the count and the page come in one row set (the count
 * also past the last page), the page's extra columns computed for its rows only. One prepared
 * statement per shape, outside a transaction: a search costs one round trip when the term is found
 * as typed.
 */
interface SearchSpec {
  table: 'dir_companies' | 'dir_consultants';
  /** Columns of a result row, from the table. */
  columns: SQL;
  /** Columns computed for the page's rows only, from `page_rows` (a company's category codes). */
  extra?: SQL;
  /** Only these rows (a condition on the table). */
  filter: SQL;
  /** More patterns a word's patterns `p` bring (a company: the category words of the categories they name). */
  more?: (p: SQL) => SQL;
  /** The sort key of the name in the page's language (`sort_mn`, `sort_en`), the last order before the id. */
  sortKey: SQL;
}
async function searchRows<R>(db: Db, spec: SearchSpec, term: string, limit: number, offset: number) {
  const phrase = fold(term);
  // a folded term is A-Z, 0-9 and single spaces: no LIKE wildcards to escape
  const words = [...new Set(phrase.split(' '))].filter(Boolean).slice(0, MAX_WORDS);
  const query = (lookalikes: boolean) => {
    // each word's patterns, computed once: `any((select pN from terms)::text[])` reads them
    const patterns = words.map((_, i) => sql`(select ${sql.identifier(`p${i}`)} from terms)::text[]`);
    const found = patterns.map((p) => sql`search_text like any(${p})`);
    const inNames = (ps: SQL[]) =>
      sql.join(
        ps.map((p) => sql`search_key like any(${p})`),
        sql` and `,
      );
    const exactly = words.map((w) => sql`array[${`%${w}%`}::text]`);
    const withMore = (w: string) =>
      spec.more ? sql`(select w.p || ${spec.more(sql`w.p`)} from (select ${patternsOf(w, lookalikes)} as p) w)` : patternsOf(w, lookalikes);
    return sql`with terms as materialized (
        select ${sql.join(
          words.map((w, i) => sql`${withMore(w)} as ${sql.identifier(`p${i}`)}`),
          sql`, `,
        )}),
      matched as materialized (
        select ${spec.columns}, search_key, ${spec.sortKey} from ${sql.identifier(spec.table)}
        where ${sql.join(found, sql` and `)} and approval and ${spec.filter}),
      page_rows as (
        select ${spec.columns} from matched hits
        order by case when search_key like ${`${phrase}%`} or search_key like ${`% ${phrase}%`} then 0
          when ${inNames(exactly)} then 1 ${lookalikes ? sql`when ${inNames(patterns)} then 2` : sql``} else 3 end,
          ${alphabetical(spec.sortKey)}, id
        limit ${limit} offset ${offset})
      select page_rows.*, ${spec.extra ?? sql`null`} as extra, counted.total
      from (select count(*)::int as total from matched) counted left join page_rows on true`;
  };
  type Row = R & { id: number | null; extra: unknown; total: number };
  if (!words.length) return { rows: [], total: 0 };
  const rowsOf = (lookalikes: boolean) => preparedRows<Row>(db, query(lookalikes));
  let rows = await rowsOf(false);
  if (Number(rows[0]?.total ?? 0) === 0) rows = await rowsOf(true);
  return { rows: rows.filter((r) => r.id !== null), total: Number(rows[0]?.total ?? 0) };
}
const sortColumn = (lang: Lang) => sql`${sql.identifier(lang === 'en' ? 'sort_en' : 'sort_mn')}`;

/**
 * Published companies found by the term (names, categories, about texts; either script, typos,
 * transliterations), within the filter.
 */
export async function searchCompanies(
  db: Db,
  lang: Lang,
  term: string,
  page: number,
  limit: number,
  filter: CompanyFilter = { categories: [], operating: false },
): Promise<Page<CompanyListItem>> {
  const spec: SearchSpec = {
    table: 'dir_companies',
    columns: sql`id, name_mn, name_en, logo, status`,
    extra: sql`array(select c.category_code from ${dirCompanyCategories} cc join ${dirCategories} c on c.id = cc.category_id
      where cc.company_id = page_rows.id order by c.category_code)`,
    filter: companyFilter(filter) ?? sql`true`,
    // a word that names a category finds its companies by their category words (`Q0101`)
    more: (p) => sql`array(select '%Q' || c.category_code || '%' from ${dirCategories} c where c.search_text like any(${p}))`,
    sortKey: sortColumn(lang),
  };
  const { rows, total } = await searchRows<CompanyRow>(db, spec, term, limit, pageOf(page, limit).offset);
  return {
    rows: rows.map((r) => companyItem(lang, { ...r, id: r.id! }, r.extra as string[])),
    total,
    totalPages: totalPages(total, limit),
  };
}

/** Published consultants found by the term (names, professions, advice). */
export async function searchConsultants(db: Db, lang: Lang, term: string, page: number, limit: number): Promise<Page<ConsultantListItem>> {
  const spec: SearchSpec = {
    table: 'dir_consultants',
    columns: sql`id, phone_number, name_mn, name_en, profession_mn, profession_en, advice_mn, advice_en`,
    filter: sql`true`,
    sortKey: sortColumn(lang),
  };
  const { rows, total } = await searchRows<Parameters<typeof consultantItem>[0]>(db, spec, term, limit, pageOf(page, limit).offset);
  return { rows: rows.map((r) => consultantItem({ ...r, id: r.id! })), total, totalPages: totalPages(total, limit) };
}
