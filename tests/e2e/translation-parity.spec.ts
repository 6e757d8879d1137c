import { expect, test } from './fixtures';
import { untranslatedText } from '../helpers/untranslated';
import { sitemapPages } from './shell-sitemap';

/**
 * Translation parity: no Mongolian on the English site. Every `/en` page of the sitemap and the
 * English pages the sitemap leaves out is fetched once and scanned (tests/helpers/untranslated.ts)
 * for Cyrillic in its visible text and in the attributes a reader is shown. Content that exists only
 * in Mongolian (a name without an English form, a document title) is marked `lang="mn"` in the
 * markup (`textLang` in src/shared/lang.ts) and passes; anything else is a leak, named with its pages.
 */

/** Built English pages that are not in the sitemap. */
const UNLISTED_PAGES = [
  '/en/mm/blog/search', // the news search shell
  '/en/mm/blog/404', // the same shell, Cloudflare Pages' not-found page under /en/mm/blog
  '/en/mm/side-panel', // the news side-panel fragment the news pages swap in
  '/en/mm/no-such-page', // the site's one 404 page, as an English visitor gets it: its lang="en" parts count
];

/**
 * Mongolian that may stand on an English page without `lang="mn"`: keep it short, and prefer marking
 * the element. Each entry says why it cannot be marked. Empty so far: every proper name and
 * Mongolian-only title the pages show is marked in the markup.
 */
const ALLOWED: readonly string[] = [];

test('English pages carry no untranslated Mongolian', async ({ request }) => {
  const english = (await sitemapPages(request)).map((p) => p.path).filter((p) => p === '/en' || p.startsWith('/en/'));
  expect(english.length).toBeGreaterThan(10);
  const pagesOf = new Map<string, string[]>();
  for (const path of [...english, ...UNLISTED_PAGES]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
    for (const text of untranslatedText(await res.text(), ALLOWED)) pagesOf.set(text, [...(pagesOf.get(text) ?? []), path]);
  }
  const leaks = [...pagesOf].map(
    ([text, pages]) => `${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''}: ${text}`,
  );
  expect(leaks, 'Mongolian on English pages: translate it, or mark content that exists only in Mongolian with lang="mn"').toEqual([]);
});
