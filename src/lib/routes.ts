import { DEFAULT_LANG, LANGS, type Lang } from '@shared/lang';
import type { ProjectPageId } from '@shared/project-pages';

/**
 * The one route helper: every link on the site is built here, never by string joins in pages.
 * Mongolian lives at the spec's paths (`/mm/...`), English at the same path under `/en`.
 */
const EN_PREFIX = '/en';

/** Site paths (language-neutral), exactly as the spec names them. */
export const paths = {
  home: () => '/mm',
  /** `key` is a news category id or an archive month `YYYY-MM`. */
  blog: (key: number | string, page = 1) => `/mm/blog/${key}=${page}`,
  detail: (id: number) => `/mm/detail/${id}`,
  /** The news-detail not-found page (Cloudflare Pages serves a folder's `404.html` for its missing files), never indexed. */
  detailNotFound: () => '/mm/detail/404',
  /** The news search shell (and its Cloudflare Pages twin `404`), never indexed. */
  blogSearch: () => '/mm/blog/search',
  /** The shell served for a news list's pages past those built (see `NEWS_LIST_PAGES_BUILT`). */
  blogList: () => '/mm/blog/list',
  blogNotFound: () => '/mm/blog/404',
  /** The news side panel's lists (counts, recent news, archive) as an HTML fragment the news pages load. */
  sidePanel: () => '/mm/side-panel',
  contact: () => '/mm/contact',
  rss: () => '/mm/rss.xml',
  about: () => '/mm/about',
  activity: () => '/mm/activity',
  membership: () => '/mm/membership',
  member: () => '/mm/member',
  trade: () => '/mm/trade',
  report: (page = 1) => `/mm/report=${page}`,
  /** Project pages 20–26. */
  page: (id: ProjectPageId) => `/mm/page/${id}`,
  anniversary: () => '/mm/anniversary',
  assessment: () => '/mm/assessment',
  selfAssessment: () => '/mm/self-assessment',
  memberAssessment: () => '/mm/member-assessment',
  event: () => '/mw',
  /** The mining week's not-found page (served for a missing `/mw/…` file), never indexed. */
  eventNotFound: () => '/mw/404',
  eventAbout: () => '/mw/about',
  eventAgenda: () => '/mw/agenda',
  eventPresentation: () => '/mw/presentation',
  eventGallery: () => '/mw/gallery',
  eventContact: () => '/mw/contact',
  eventRegister: () => '/mw/register',
  /** issue 27 §6: the registration's privacy notice, and the registrant's own page (opened from the mailed link, never indexed). */
  eventPrivacy: () => '/mw/privacy',
  eventMyRegistration: () => '/mw/registration',
  eventCalendar: () => '/mw/mining-week-2025.ics',
  /** The week's exhibitors (issue 27 §5). */
  eventExhibitors: () => '/mw/exhibitors',
  /** The programme as data (issue 27): a session, its calendar file, a speaker. */
  eventSession: (id: number) => `/mw/session/${id}`,
  eventSessionCalendar: (id: number) => `/mw/session/${id}/calendar.ics`,
  eventSpeaker: (id: number) => `/mw/speaker/${id}`,
  event2023: () => '/mw/2023',
  event2023Presentation: () => '/mw/2023/presentation',
  event2023News: () => '/mw/2023/news',
  /** A news category of the 2023 archive, paged like `/mm/blog/{cid}={page}` (the side panel links to page 1). */
  event2023NewsCategory: (cid: number, page = 1) => `/mw/2023/news/${cid}=${page}`,
  event2023Category: (id: number) => `/mw/2023/category/${id}`,
  event2023CategoryMissing: () => '/mw/2023/category/404',
  directory: () => '/yp',
  /** The directory's not-found page (served for a missing `/yp/…` file), never indexed. */
  directoryNotFound: () => '/yp/404',
  directoryContact: () => '/yp/contact',
  /** A main category number (01-04) or a sub-category code (0403 = consultants). */
  directoryCategory: (code: string) => `/yp/category/${code}`,
  directoryCompany: (id: number) => `/yp/company/${id}`,
  directoryRegister: () => '/yp/register',
  /** The meeting users' sign-in and booking page (issue 14). */
  meetings: () => '/yp/meetings',
} as const;

/**
 * The file name of an article's page: article 404 would overwrite the folder's not-found page
 * (`mm/detail/404.html`, see detail/404.astro), so its page is built as `404-article.html` and served
 * at `/mm/detail/404` all the same (src/server/static-site.ts, public/_redirects).
 */
const DETAIL_404_FILE = '404-article';
export const detailFileId = (id: number) => (id === 404 ? DETAIL_404_FILE : String(id));
/** The site path of a built page's file path: `/mm/detail/404-article` is `/mm/detail/404`. */
/**
 * The shell page answering an unbuilt news-list address (`mm/blog/{segment}={page}`, the URL path
 * without its leading slash, `en/` first in English), as a path to fetch (`en/mm/blog/list`): a list's
 * later page (a category id or a `YYYY-MM` month) gets the list shell, any other segment the search
 * shell; null for other paths. The local server (src/server/static-site.ts) and the Pages Functions
 * of `/mm/blog/*` (functions/mm/blog) answer with it.
 */
export function blogShellFor(rel: string): string | null {
  const m = /^(en\/)?mm\/blog\/([^/]+)=\d+$/.exec(rel);
  if (!m) return null;
  const list = /^\d+$|^\d{4}-(0[1-9]|1[0-2])$/.test(m[2]);
  return `${m[1] ?? ''}${(list ? paths.blogList() : paths.blogSearch()).slice(1)}`;
}

export const pathOfFile = (file: string) => file.replace(new RegExp(`(/mm/detail/)${DETAIL_404_FILE}$`), '$1404');

/** The four public chromes (and the admin), chosen by path as the spec says. */
export type Area = 'mm' | 'mw' | 'mw2023' | 'yp' | 'admin';

/** The area of a language-neutral path: `/mw/2023...` before other `/mw`; anything else is the association's. */
export function areaOf(path: string): Area {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/admin')) return 'admin';
  if (under('/mw/2023')) return 'mw2023';
  if (under('/mw')) return 'mw';
  if (under('/yp')) return 'yp';
  return 'mm';
}

/** The URL of `path` in `lang`. */
export function href(lang: Lang, path: string): string {
  if (!path.startsWith('/')) throw new Error(`site paths start with '/': ${path}`);
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`;
}

/** Reverse of href(): the language and language-neutral path of a site URL path. */
export function parseHref(pathname: string): { lang: Lang; path: string } {
  if (pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`)) {
    return { lang: 'en', path: pathname.slice(EN_PREFIX.length) || '/' };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}

/** The other language (what the switcher offers). */
export const twin = (lang: Lang): Lang => (lang === 'mn' ? 'en' : 'mn');

/** The same page in the other language. */
export const twinHref = (lang: Lang, path: string) => href(twin(lang), path);

/** Route params of the `[...lang]` segment: Mongolian has none, English is `en`. */
export const langParam = (lang: Lang) => (lang === DEFAULT_LANG ? undefined : lang);

/** getStaticPaths entries for both languages of a page with no other params. */
export function bothLanguages() {
  return LANGS.map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}
