import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { categories, news } from '@db/schema';
import { pagedRows, pageOfRows } from '@api/rows';
import { pageOf } from '@api/paging';
import { containsPattern } from '@api/like';
import type { Lang } from '@shared/lang';
import { NEWS_PAGE_SIZES } from '@shared/news';

/**
 * News data functions: the API routes and the static build both call these, so a page and its
 * API call can never disagree.
 */
export const NEWS_PAGE_SIZE = NEWS_PAGE_SIZES.public[0];
export const DEFAULT_NEWS_CATEGORY = 8;
export const RECENT_NEWS_COUNT = 5;

/** A news article as the public site shows it, in one language. */
export interface PublicNews {
  id: number;
  title: string;
  summary: string;
  image: string;
  publisher: string;
  created_at: string;
  category: number;
}
export interface PublicNewsDetail extends PublicNews {
  text: string;
  category_name: string;
}

const localized = (lang: Lang) => ({
  id: news.id,
  title: lang === 'en' ? news.title_en : news.title,
  summary: lang === 'en' ? news.summary_en : news.summary,
  image: news.image,
  publisher: news.publisher,
  created_at: news.created_at,
  category: news.category_cid,
});

/** Published articles that have content in `lang` (an article may be written in one language only). */
const visible = (lang: Lang) => and(eq(news.news_status, true), ne(lang === 'en' ? news.title_en : news.title, ''));

const toPublic = (r: { created_at: Date } & Omit<PublicNews, 'created_at'>): PublicNews => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

/** Lists show the newest first; the id breaks ties so pages never overlap. */
const LIST_ORDER = [desc(news.created_at), desc(news.id)];

async function pagedPublic(db: Db, lang: Lang, where: SQL | undefined, page: number, limit: number) {
  const cond = and(visible(lang), where);
  const list = db
    .select(localized(lang))
    .from(news)
    .where(cond)
    .orderBy(...LIST_ORDER)
    .$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(news, cond), page, limit, toPublic);
  return { news: rows, ...counted };
}

/**
 * A category's list in one language (the busiest public call): its page and its count, built once per
 * database handle and named, so neither drizzle nor Postgres (once per connection) prepares them
 * again for each call. The same statements `pagedPublic` would write, with the values as parameters.
 */
function prepareCategoryList(db: Db, lang: Lang) {
  const cond = and(visible(lang), eq(news.category_cid, sql.placeholder('category')));
  return {
    page: db
      .select(localized(lang))
      .from(news)
      .where(cond)
      .orderBy(...LIST_ORDER)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`news_category_page_${lang}`),
    count: db.select({ total: count() }).from(news).where(cond).prepare(`news_category_count_${lang}`),
  };
}
type CategoryList = ReturnType<typeof prepareCategoryList>;
const categoryLists = new WeakMap<Db, Partial<Record<Lang, CategoryList>>>();

export async function listNews(db: Db, q: { category: number; lang: Lang; page: number; limit?: number }) {
  let byLang = categoryLists.get(db);
  if (!byLang) categoryLists.set(db, (byLang = {}));
  const prepared = (byLang[q.lang] ??= prepareCategoryList(db, q.lang));
  const { limit, offset } = pageOf(q.page, q.limit ?? NEWS_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    prepared.page.execute({ category: q.category, limit, offset }),
    prepared.count.execute({ category: q.category }),
  ]);
  const { rows: page, ...paging } = pageOfRows(rows.map(toPublic), counted?.total ?? 0, limit);
  return { news: page, ...paging };
}

/** `YYYY-MM` archive month, in Ulaanbaatar time. */
const monthOf = sql<string>`to_char(${news.created_at} at time zone 'Asia/Ulaanbaatar', 'YYYY-MM')`;

export function newsByDate(db: Db, q: { date: string; lang: Lang; page: number; limit?: number }) {
  return pagedPublic(db, q.lang, sql`${monthOf} = ${q.date}`, q.page, q.limit ?? NEWS_PAGE_SIZE);
}

export function searchNews(db: Db, q: { term: string; lang: Lang; page: number; limit?: number }) {
  const pattern = containsPattern(q.term);
  const cols = q.lang === 'en' ? [news.title_en, news.summary_en, news.text_en] : [news.title, news.summary, news.text];
  return pagedPublic(db, q.lang, or(...cols.map((c) => ilike(c, pattern))), q.page, q.limit ?? NEWS_PAGE_SIZE);
}

export async function recentNews(db: Db, lang: Lang, n = RECENT_NEWS_COUNT): Promise<PublicNews[]> {
  const rows = await db
    .select(localized(lang))
    .from(news)
    .where(visible(lang))
    .orderBy(...LIST_ORDER)
    .limit(n);
  return rows.map(toPublic);
}

/** An article with its body and category name, as the detail page and `/get/news/{id}` show it. */
const detailOf = (db: Db, lang: Lang, where: SQL | undefined) =>
  db
    .select({
      ...localized(lang),
      text: lang === 'en' ? news.text_en : news.text,
      category_name: lang === 'en' ? categories.category_en : categories.category,
    })
    .from(news)
    .innerJoin(categories, eq(categories.cid, news.category_cid))
    .where(and(visible(lang), where));

export async function getNews(db: Db, id: number, lang: Lang): Promise<PublicNewsDetail | null> {
  const [row] = await detailOf(db, lang, eq(news.id, id)).limit(1);
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
}

/** Every article with content in `lang`, as getNews shows it: the build renders one detail page each from one query. */
export async function allNewsDetails(db: Db, lang: Lang): Promise<PublicNewsDetail[]> {
  const rows = await detailOf(db, lang, undefined).orderBy(news.id);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/**
 * Every article visible in `lang`, in list order (newest first), with its archive month: the build
 * cuts its category and archive pages from this one read, in the order listNews and newsByDate page.
 */
export async function allNewsInListOrder(db: Db, lang: Lang): Promise<(PublicNews & { month: string })[]> {
  const rows = await db
    .select({ ...localized(lang), month: monthOf })
    .from(news)
    .where(visible(lang))
    .orderBy(...LIST_ORDER);
  return rows.map((r) => ({ ...toPublic(r), month: r.month }));
}

/** News categories (active menu items of page type news) with the count of their published articles. */
export async function categoryNewsCounts(db: Db, lang?: Lang) {
  const counted = db
    .select({ cid: news.category_cid, n: count().as('n') })
    .from(news)
    .where(lang ? visible(lang) : eq(news.news_status, true))
    .groupBy(news.category_cid)
    .as('counted');
  const rows = await db
    .select({
      cid: categories.cid,
      category: categories.category,
      category_en: categories.category_en,
      news_count: sql<number>`coalesce(${counted.n}, 0)::int`,
    })
    .from(categories)
    .leftJoin(counted, eq(counted.cid, categories.cid))
    .where(and(eq(categories.page_type, 'news'), eq(categories.category_status, true)))
    .orderBy(categories.category_level, categories.sequence, categories.cid);
  return rows;
}

/** Year-months that have news in `lang`, newest first: `created_at` is `YYYY-MM`, `date` the number of articles. */
export async function archiveDates(db: Db, lang: Lang) {
  const rows = await db
    .select({ created_at: monthOf, date: sql<number>`count(*)::int` })
    .from(news)
    .where(visible(lang))
    .groupBy(monthOf)
    .orderBy(desc(monthOf));
  return rows;
}

/** Menu items (all page types) in menu order: the active ones, as the public navigation reads them, or every one for the admin. */
export function menuCategories(db: Db, opts: { inactiveToo?: boolean } = {}) {
  return db
    .select()
    .from(categories)
    .where(opts.inactiveToo ? undefined : eq(categories.category_status, true))
    .orderBy(categories.category_level, categories.sequence, categories.cid);
}

export function categoriesOfType(db: Db, type: 'news' | 'static') {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.page_type, type), eq(categories.category_status, true)))
    .orderBy(categories.category_level, categories.sequence, categories.cid);
}

/** Admin list: every article (any status, both languages), optionally of one category. */
export async function adminNewsList(db: Db, q: { category: number | 'all'; page: number; limit: number }) {
  const where = q.category === 'all' ? undefined : eq(news.category_cid, q.category);
  const list = db.select().from(news).where(where).orderBy(desc(news.created_at), desc(news.id)).$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(news, where), q.page, q.limit);
  return { news: rows, ...counted };
}

/** The stored article (any status), for the admin writes. */
export async function findNewsRow(db: Db, id: number) {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}

/** True when `cid` is a menu item of page type news (active or not: an admin may prepare one). */
export async function isNewsCategory(db: Db, cid: number): Promise<boolean> {
  const [row] = await db
    .select({ cid: categories.cid })
    .from(categories)
    .where(and(eq(categories.cid, cid), eq(categories.page_type, 'news')))
    .limit(1);
  return Boolean(row);
}

/** Columns an admin may write: anything else in a request (id, created_at ...) never reaches the table. */
export type NewsWrite = Pick<
  typeof news.$inferInsert,
  'title' | 'title_en' | 'summary' | 'summary_en' | 'text' | 'text_en' | 'category_cid' | 'publisher' | 'news_status' | 'yellow_book'
>;

const writable = (w: NewsWrite): NewsWrite => ({
  title: w.title,
  title_en: w.title_en,
  summary: w.summary,
  summary_en: w.summary_en,
  text: w.text,
  text_en: w.text_en,
  category_cid: w.category_cid,
  publisher: w.publisher,
  news_status: w.news_status,
  yellow_book: w.yellow_book,
});

export async function insertNews(db: Db, fields: NewsWrite, image: string) {
  const [row] = await db
    .insert(news)
    .values({ ...writable(fields), image })
    .returning();
  return row;
}

/** Updates an article; `image` only when a new cover replaces the old one. Null when the id is gone. */
export async function updateNews(db: Db, id: number, fields: NewsWrite, image?: string) {
  const [row] = await db
    .update(news)
    .set({ ...writable(fields), ...(image ? { image } : {}), updated_at: new Date() })
    .where(eq(news.id, id))
    .returning();
  return row ?? null;
}

/** Deletes an article and returns it (its files are the caller's to delete), or null when missing. */
export async function deleteNews(db: Db, id: number) {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning();
  return row ?? null;
}
