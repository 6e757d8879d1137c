import { expect, test, type APIRequestContext } from './fixtures';
import { en } from '@i18n/en';
import { share, sitemapPages } from './shell-sitemap';
import { NEWS_LIST_PAGES_BUILT } from '@shared/news';

/**
 * The built HTML of every page of the sitemap: one <h1>, <html lang>, a canonical URL that is the
 * page itself, the hreflang pair plus x-default where both languages exist, no raw dictionary key
 * on the page, and no internal link that leads nowhere.
 */
const SHARES = 2;
const KEYS = Object.keys(en);
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

const linkStatus = new Map<string, Promise<number>>();
const statusOf = (request: APIRequestContext, path: string) => {
  if (!linkStatus.has(path))
    linkStatus.set(
      path,
      request.get(path, { maxRedirects: 5 }).then((r) => r.status()),
    );
  return linkStatus.get(path)!;
};

const isServedListPage = (path: string) => {
  const m = /^(?:\/en)?\/mm\/blog\/(?:\d+|\d{4}-\d\d)=(\d+)$/.exec(path);
  return !!m && Number(m[1]) > NEWS_LIST_PAGES_BUILT;
};

for (let k = 0; k < SHARES; k++) {
  test(`built pages are well formed, share ${k + 1}/${SHARES}`, async ({ request, baseURL }) => {
    test.setTimeout(600_000);
    const pages = await sitemapPages(request);
    expect(pages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    // a news list's later pages are one shell (no canonical of its own: the island names each; news.spec.ts)
    for (const p of share(
      pages.filter((x) => !isServedListPage(x.path)),
      k,
      SHARES,
    )) {
      const res = await request.get(p.path);
      if (res.status() !== 200) {
        problems.push(`${p.path}: status ${res.status()}`);
        continue;
      }
      const html = await res.text();
      const lang = p.path === '/en' || p.path.startsWith('/en/') ? 'en' : 'mn';
      const say = (what: string) => problems.push(`${p.path}: ${what}`);
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) say(`${(html.match(/<h1[\s>]/g) ?? []).length} <h1>`);
      if (!new RegExp(`<html[^>]*\\blang="${lang}"`).test(html)) say(`<html lang> is not ${lang}`);
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
      const canonical = links.find((l) => attr(l, 'rel') === 'canonical');
      if (!canonical || new URL(attr(canonical, 'href')!).pathname !== p.path) say(`canonical ${canonical && attr(canonical, 'href')}`);
      const hreflang = links
        .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
        .map((l) => ({ hreflang: attr(l, 'hreflang')!, path: new URL(attr(l, 'href')!).pathname }))
        .sort((a, b) => a.hreflang.localeCompare(b.hreflang));
      const expected = p.alternates.slice().sort((a, b) => a.hreflang.localeCompare(b.hreflang));
      if (JSON.stringify(hreflang) !== JSON.stringify(expected))
        say(`hreflang ${JSON.stringify(hreflang)} vs sitemap ${JSON.stringify(expected)}`);
      if (expected.length && !['en', 'mn', 'x-default'].every((h) => expected.some((e) => e.hreflang === h)))
        say('hreflang pair incomplete');
      const text = visibleText(html);
      const raw = KEYS.filter((key) => text.includes(key));
      if (raw.length) say(`raw dictionary keys ${raw.join(', ')}`);
      const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"#]*)/g)]
        .map((m) => m[1])
        .filter((h) => h.startsWith('/') && !h.startsWith('//'));
      for (const href of new Set(hrefs)) {
        const target = new URL(href.replace(/&amp;/g, '&'), baseURL).pathname;
        const status = await statusOf(request, target);
        if (status !== 200) say(`link ${href} answers ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the sitemap covers both languages, robots.txt points to it, RSS per language', async ({ request }) => {
  const pages = await sitemapPages(request);
  const paths = pages.map((p) => p.path);
  for (const must of ['/mm', '/en/mm', '/mm/blog/8=1', '/en/mm/blog/8=1', '/mw', '/en/mw', '/mw/2023', '/yp', '/en/yp'])
    expect(paths).toContain(must);
  expect(paths.some((p) => /^\/mm\/detail\/\d+$/.test(p))).toBe(true);
  expect(paths.some((p) => /^\/en\/mm\/detail\/\d+$/.test(p))).toBe(true);
  expect(paths).not.toContain('/404');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  for (const [path, lang] of [
    ['/mm/rss.xml', 'mn-MN'],
    ['/en/mm/rss.xml', 'en-GB'],
  ]) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<language>${lang}</language>`);
    expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThan(0);
  }
});

test('home carries Organization, news detail a NewsArticle with its image and title in Open Graph', async ({ request }) => {
  const ld = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  const home = await (await request.get('/mm')).text();
  expect(ld(home).map((d) => d['@type'])).toContain('Organization');
  const detailPath = (await sitemapPages(request)).map((p) => p.path).find((p) => /^\/en\/mm\/detail\/\d+$/.test(p))!;
  const html = await (await request.get(detailPath)).text();
  const article = ld(html).find((d) => d['@type'] === 'NewsArticle');
  expect(article).toBeTruthy();
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)![1];
  expect(article.headline).toBe(
    ogTitle
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .slice(0, 110),
  );
  expect(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]).toBe(article.image[0]);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toMatch(/<meta name="twitter:image" content="[^"]+"/);
});
