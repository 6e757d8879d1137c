import type { Db } from '@db/client';
import { NEWS_PAGE_SIZE, recentNews } from '@api/mm/news/queries';
import { portfolioItems } from '@api/mw/event/archive/queries';
import { organiserPartners } from '../organisers';
import { LANGS, type Lang } from '@i18n';
import { buildOnce } from '@platform/content-db';
import { withCacheKeys } from '@site-data/page-cache';
import { langParam, paths, twin } from '@lib/routes';
import { blogStaticPaths, loadSidePanel, type SideFrame } from '@components/news/news-pages';

/**
 * What the 2023 archive's pages read at build time, through the association's news functions (the
 * same lists `/mm/blog/{cid}={page}` shows) and the archive's own queries. Every page renders from its
 * props, so each carries a cache key of them.
 */

/** News cards on the archive home, and on its news page. */
const HOME_NEWS = 3;
const LATEST_NEWS = NEWS_PAGE_SIZE;

/** The side panel as the archive prints it: the categories with their article counts in that language. */
async function sideOf(db: Db, lang: Lang): Promise<SideFrame> {
  return { categories: (await loadSidePanel(db, lang)).categories };
}

/** `/mw/2023` in both languages: the portfolio and the newest association news. */
export function archiveHomePaths(db: Db) {
  return buildOnce('archive-home-paths', async () => {
    const [portfolio, partners] = await Promise.all([portfolioItems(db), organiserPartners(db)]);
    const entries = await Promise.all(
      LANGS.map(async (lang) => ({
        params: { lang: langParam(lang) },
        props: { lang, portfolio, partners, news: await recentNews(db, lang, HOME_NEWS) },
      })),
    );
    return withCacheKeys(db, entries);
  });
}

/** `/mw/2023/news` in both languages: the newest articles of every category and the side panel. */
export function archiveNewsPaths(db: Db) {
  return buildOnce('archive-news-paths', async () => {
    const entries = await Promise.all(
      LANGS.map(async (lang) => ({
        params: { lang: langParam(lang) },
        props: { lang, news: await recentNews(db, lang, LATEST_NEWS), side: await sideOf(db, lang) },
      })),
    );
    return withCacheKeys(db, entries);
  });
}

/**
 * `/mw/2023/news/{cid}={page}`: the association's category lists, page for page as `/mm/blog`
 * cuts them (its months are left out), with the archive's side panel. The switcher leads to page 1
 * (a language change resets the page); hreflang pairs the same page while the other language has it.
 */
export function archiveCategoryPaths(db: Db) {
  return buildOnce('archive-category-paths', async () => {
    const lists = (await blogStaticPaths(db)).flatMap(({ params, props }) =>
      props.category ? [{ params, props: { ...props, category: props.category } }] : [],
    );
    const pagesIn = (lang: Lang, key: string) => lists.find((l) => l.props.lang === lang && l.props.key === key)?.props.totalPages ?? 0;
    const sides = { mn: await sideOf(db, 'mn'), en: await sideOf(db, 'en') };
    const entries = lists.map(({ params, props: { lang, category, page, totalPages, news } }) => {
      const switchPath = paths.event2023NewsCategory(category.cid);
      const twinPath = page <= pagesIn(twin(lang), String(category.cid)) ? paths.event2023NewsCategory(category.cid, page) : switchPath;
      return { params, props: { lang, category, page, totalPages, news, side: sides[lang], twinPath, switchPath } };
    });
    return withCacheKeys(db, entries);
  });
}
