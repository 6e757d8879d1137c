import type { Db } from '../../../db/client';
import {
  archiveDates,
  categoryNewsCounts,
  DEFAULT_NEWS_CATEGORY,
  NEWS_PAGE_SIZE,
  newsIds,
  recentNews,
  type PublicNews,
} from '../../api/mm/news/queries';
import { LANGS, type Lang } from '../../i18n';
import { buildOnce } from '../../platform/content-db';
import { allPages } from '../../lib/pagination';
import { langParam, paths, twin } from '../../lib/routes';

/**
 * What the news pages need at build time, read through the API's own query functions so a page and
 * its API call never disagree.
 */
export interface NewsCategory {
  cid: number;
  name: string;
  count: number;
}
export interface ArchiveMonth {
  month: string;
  count: number;
}
export interface SidePanel {
  categories: NewsCategory[];
  recent: PublicNews[];
  archive: ArchiveMonth[];
}

/** News categories in menu order with their number of articles in `lang`. */
export async function newsCategoriesWithCounts(db: Db, lang: Lang): Promise<NewsCategory[]> {
  const counts = await categoryNewsCounts(db, lang);
  return counts.map((c) => ({ cid: c.cid, name: lang === 'en' ? c.category_en : c.category, count: c.news_count }));
}

export function loadSidePanel(db: Db, lang: Lang): Promise<SidePanel> {
  return buildOnce(`side-panel:${lang}`, () => readSidePanel(db, lang));
}

async function readSidePanel(db: Db, lang: Lang): Promise<SidePanel> {
  const [categories, recent, months] = await Promise.all([
    newsCategoriesWithCounts(db, lang),
    recentNews(db, lang),
    archiveDates(db, lang),
  ]);
  return {
    categories,
    recent,
    archive: months.map((m) => ({ month: m.created_at, count: m.date })),
  };
}

const pageCount = (articles: number) => Math.max(1, Math.ceil(articles / NEWS_PAGE_SIZE));

/** Every list page key (`cid` or `YYYY-MM`) of a language with its number of pages. */
function listKeys(side: SidePanel): Map<string, number> {
  return new Map([
    ...side.categories.map((c) => [String(c.cid), pageCount(c.count)] as const),
    ...side.archive.map((m) => [m.month, pageCount(m.count)] as const),
  ]);
}

/** The same list in the other language: the same page when it exists there, else that list's first page, else the default category. */
function listTwinPath(key: string, page: number, other: Map<string, number>): string {
  const pages = other.get(key);
  if (pages === undefined) return paths.blog(DEFAULT_NEWS_CATEGORY, 1);
  return paths.blog(key, page <= pages ? page : 1);
}

/** getStaticPaths of `/mm/blog/{cid|YYYY-MM}={page}` in both languages. */
export async function blogStaticPaths(db: Db) {
  const sides = { mn: await loadSidePanel(db, 'mn'), en: await loadSidePanel(db, 'en') };
  return LANGS.flatMap((lang) => {
    const other = listKeys(sides[twin(lang)]);
    return [...listKeys(sides[lang])].flatMap(([key, pages]) =>
      allPages(pages).map((page) => {
        const category = sides[lang].categories.find((c) => String(c.cid) === key);
        return {
          params: { lang: langParam(lang), slug: `${key}=${page}` },
          props: { lang, key, page, category, side: sides[lang], twinPath: listTwinPath(key, page, other) },
        };
      }),
    );
  });
}

/** getStaticPaths of `/mm/detail/{id}`: one page per article with content in that language. */
export async function detailStaticPaths(db: Db) {
  const [sides, ids] = [
    { mn: await loadSidePanel(db, 'mn'), en: await loadSidePanel(db, 'en') },
    { mn: new Set(await newsIds(db, 'mn')), en: new Set(await newsIds(db, 'en')) },
  ];
  return LANGS.flatMap((lang) =>
    [...ids[lang]].map((id) => ({
      params: { lang: langParam(lang), id: String(id) },
      props: { lang, id, side: sides[lang], twinExists: ids[twin(lang)].has(id) },
    })),
  );
}
