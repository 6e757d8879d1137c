import { LANGS, type Lang } from '@i18n';
import { href, parseHref, pathOfFile, paths } from './routes';

type StaticPath = { params: Record<string, string | number | undefined> };
type PageModule = { getStaticPaths?: (opts: unknown) => StaticPath[] | Promise<StaticPath[]> };

/** Fills a page file's route (`[...lang]/mm/blog/[slug]`) with one entry of its getStaticPaths. */
export function urlOf(file: string, params: StaticPath['params']): string {
  const route = file
    .replace(/^\/src\/pages/, '')
    .replace(/\.astro$/, '')
    .replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => (params[name] === undefined ? '' : String(params[name])))
    .replace(/\/index$/, '')
    .replace(/\/{2,}/g, '/');
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/**
 * Built pages that are not for search engines (they carry `noindex`): the news search shell and the
 * news not-found page the islands navigate to, the news-detail, directory and mining-week not-found pages (and the 2023 categories' one); and the side-panel fragment (not a page). The built-HTML test fails when a listed page lacks a canonical URL.
 */
const NOT_INDEXED = new Set([
  paths.blogSearch(),
  paths.blogList(),
  paths.blogNotFound(),
  paths.detailNotFound(),
  paths.directoryNotFound(),
  paths.eventNotFound(),
  paths.sidePanel(),
  paths.event2023CategoryMissing(),
  // issue 27 §6: the registrant's own page, opened only from the mailed link
  paths.eventMyRegistration(),
]);

export interface SitemapEntry {
  url: string;
  lang: Lang;
  /** Both languages' URLs when the page exists in both (hreflang alternates). */
  alternates: { lang: Lang; url: string }[];
}

/**
 * Every public page of the build (all `[...lang]` page files, every getStaticPaths entry), both
 * languages, and `served`: pages answered by a shell rather than written (the news lists' later pages).
 */
export async function sitemapEntries(modules: Record<string, () => Promise<unknown>>, served: string[] = []): Promise<SitemapEntry[]> {
  const urls: string[] = [...served];
  for (const [file, load] of Object.entries(modules)) {
    if (!file.startsWith('/src/pages/[...lang]/') || file.includes('/_')) continue;
    const mod = (await load()) as PageModule;
    const entries = mod.getStaticPaths ? (await mod.getStaticPaths({ paginate: () => [] })).flat() : [{ params: {} }];
    for (const e of entries) urls.push(pathOfFile(urlOf(file, e.params)));
  }
  const unique = [...new Set(urls)].filter((url) => !NOT_INDEXED.has(parseHref(url).path)).sort();
  const present = new Set(unique);
  return unique.map((url) => {
    const { lang, path } = parseHref(url);
    const twins = LANGS.map((l) => ({ lang: l, url: href(l, path) }));
    return { url, lang, alternates: twins.every((x) => present.has(x.url)) ? twins : [] };
  });
}
