import type { Db } from '@db/client';
import {
  allNewsDetails,
  allNewsInListOrder,
  archiveDates,
  categoryNewsCounts,
  DEFAULT_NEWS_CATEGORY,
  NEWS_PAGE_SIZE,
  recentNews,
  type PublicNews,
} from '@api/mm/news/queries';
import { LANGS, type Lang } from '@i18n';
import { buildOnce } from '@platform/content-db';
import { allPages } from '@lib/pagination';
import { NEWS_LIST_PAGES_BUILT } from '@shared/news';
import { withCacheKeys } from '@site-data/page-cache';
import { detailFileId, href, langParam, paths, twin } from '@lib/routes';

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
/** The side panel as the build's `/mm/side-panel` fragment shows it: counts, recent news, archive. */
export interface SidePanel {
  categories: NewsCategory[];
  recent: PublicNews[];
  archive: ArchiveMonth[];
}
/**
 * What a page itself prints of the side panel: the category names (links without counts, shown
 * until the fragment with the counts, recent news and archive replaces them). A new article changes
 * the counts, not these, so it does not re-render every page that shows the panel.
 */
export interface SideFrame {
  /** With their counts only where the page keeps its own lists (NewsSidebar's `categoryHref`). */
  categories: { cid: number; name: string; count?: number }[];
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

export async function loadSideFrame(db: Db, lang: Lang): Promise<SideFrame> {
  const side = await loadSidePanel(db, lang);
  return { categories: side.categories.map(({ cid, name }) => ({ cid, name })) };
}

const pageCount = (articles: number) => Math.max(1, Math.ceil(articles / NEWS_PAGE_SIZE));

/** Every list (`cid` or `YYYY-MM`) of a language with its articles in list order. */
async function lists(db: Db, lang: Lang): Promise<Map<string, PublicNews[]>> {
  const [side, all] = await Promise.all([loadSidePanel(db, lang), allNewsInListOrder(db, lang)]);
  const byKey = new Map<string, PublicNews[]>([
    ...side.categories.map((c) => [String(c.cid), []] as [string, PublicNews[]]),
    ...side.archive.map((m) => [m.month, []] as [string, PublicNews[]]),
  ]);
  for (const { month, ...item } of all) {
    byKey.get(String(item.category))?.push(item);
    byKey.get(month)?.push(item);
  }
  return byKey;
}

/**
 * A list page's twins in the other language. The switcher leads to the same list's page 1 (a language
 * change resets the page, spec §4), or to the default category when the list is not there (a month without articles in
 * that language);
 * hreflang (`twinPath` = this page) pairs the same page while it exists there.
 */
function listTwinPath(key: string, page: number, other: Map<string, PublicNews[]>): { twinPath: string; switchPath: string } {
  const items = other.get(key);
  const switchPath = paths.blog(items === undefined ? DEFAULT_NEWS_CATEGORY : key, 1);
  return { twinPath: items !== undefined && page <= pageCount(items.length) ? paths.blog(key, page) : switchPath, switchPath };
}

/** getStaticPaths of `/mm/blog/{cid|YYYY-MM}={page}` in both languages, the first NEWS_LIST_PAGES_BUILT pages of each list; each page carries its six articles. */
export function blogStaticPaths(db: Db) {
  return buildOnce('blog-paths', async () => {
    const byLang = { mn: await lists(db, 'mn'), en: await lists(db, 'en') };
    const entries = await Promise.all(
      LANGS.map(async (lang) => {
        const frame = await loadSideFrame(db, lang);
        return [...byLang[lang]].flatMap(([key, items]) => {
          const category = frame.categories.find((c) => String(c.cid) === key) ?? null;
          const totalPages = pageCount(items.length);
          return allPages(totalPages)
            .slice(0, NEWS_LIST_PAGES_BUILT)
            .map((page) => ({
              params: { lang: langParam(lang), slug: `${key}=${page}` },
              props: {
                lang,
                key,
                page,
                totalPages,
                category,
                news: items.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE),
                frame,
                ...listTwinPath(key, page, byLang[twin(lang)]),
              },
            }));
        });
      }),
    );
    return withCacheKeys(db, entries.flat());
  });
}

/** The addresses of the lists' pages past those built (`/en/mm/blog/8=4` ...): the sitemap lists them too. */
export async function blogServedPaths(db: Db): Promise<string[]> {
  return (await blogStaticPaths(db)).flatMap(({ props: { lang, key, page, totalPages } }) =>
    page === 1
      ? allPages(totalPages)
          .slice(NEWS_LIST_PAGES_BUILT)
          .map((p) => href(lang, paths.blog(key, p)))
      : [],
  );
}

/** getStaticPaths of `/mm/detail/{id}`: one page per article with content in that language, the article in its props. */
export function detailStaticPaths(db: Db) {
  return buildOnce('detail-paths', async () => {
    const articles = { mn: await allNewsDetails(db, 'mn'), en: await allNewsDetails(db, 'en') };
    const ids = { mn: new Set(articles.mn.map((a) => a.id)), en: new Set(articles.en.map((a) => a.id)) };
    const entries = await Promise.all(
      LANGS.map(async (lang) => {
        const frame = await loadSideFrame(db, lang);
        return articles[lang].map((news) => ({
          params: { lang: langParam(lang), id: detailFileId(news.id) },
          props: { lang, news, frame, twinExists: ids[twin(lang)].has(news.id) },
        }));
      }),
    );
    return withCacheKeys(db, entries.flat());
  });
}
