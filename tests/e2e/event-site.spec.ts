import { expect, test, type Page } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { withDb } from './helpers';

/** The 2025 event pages: home (video banner), about, contact (map on request); JSON-LD and the sitemap. */
const SHOTS = '/tmp/shots-site';
mkdirSync(SHOTS, { recursive: true });
const widths = [390, 1280] as const;
const MAP_HOST = 'www.openstreetmap.org';
const label = {
  mn: { pause: 'Бичлэгийг зогсоох', play: 'Бичлэгийг тоглуулах', map: 'Газрын зураг харуулах' },
  en: { pause: 'Pause the film', play: 'Play the film', map: 'Show map' },
};
const prefix = { mn: '', en: '/en' } as const;

/** Nothing reaches the map host in tests: a stand-in page answers. */
const stubMap = (page: Page) =>
  page.route(`https://${MAP_HOST}/**`, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }));

for (const lang of ['mn', 'en'] as const)
  for (const width of widths)
    for (const path of ['/mw', '/mw/about', '/mw/contact'])
      test(`${prefix[lang]}${path} at ${width} px: one heading, no sideways scroll`, async ({ page }) => {
        await stubMap(page);
        await page.setViewportSize({ width, height: 900 });
        const res = await page.goto(`${prefix[lang]}${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/event\/og\.jpg$/);
        await page.screenshot({ path: `${SHOTS}/${lang}${path.replaceAll('/', '-')}-${width}.png`, fullPage: true });
      });

test.describe('home', () => {
  test('poster first with its size; the film loads after the page, and the button pauses and plays it', async ({ page }) => {
    const films: string[] = [];
    page.on('request', (r) => r.url().endsWith('.webm') && films.push(r.url()));
    await page.goto('/en/mw');
    const poster = page.locator('[data-hero] img.poster');
    await expect(poster).toHaveAttribute('width', '1600');
    await expect(poster).toHaveAttribute('height', '900');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    const video = page.locator('[data-hero] video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('loop', '');
    const button = page.locator('[data-hero-toggle]');
    await expect(button).toHaveAttribute('aria-label', label.en.pause, { timeout: 15_000 });
    expect(films.length).toBeGreaterThan(0);
    await button.click();
    await expect(button).toHaveAttribute('aria-label', label.en.play);
    await expect(video).toHaveJSProperty('paused', true);
    await button.click();
    await expect(button).toHaveAttribute('aria-label', label.en.pause);
    await expect(video).toHaveJSProperty('paused', false);
  });

  test('with reduced motion the film is neither fetched nor started until asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const films: string[] = [];
    page.on('request', (r) => r.url().endsWith('.webm') && films.push(r.url()));
    await page.goto('/mw', { waitUntil: 'load' });
    const button = page.locator('[data-hero-toggle]');
    await expect(button).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(button).toHaveAttribute('aria-label', label.mn.play);
    await expect(page.locator('[data-hero] video')).toHaveJSProperty('paused', true);
    expect(films).toEqual([]);
    await button.click();
    await expect(button).toHaveAttribute('aria-label', label.mn.pause, { timeout: 15_000 });
  });

  test('dates, the five statistics, the register buttons and the organisers', async ({ page }) => {
    await page.goto('/en/mw');
    await expect(page.locator('.when time')).toHaveText('11–14 September 2025');
    await expect(page.locator('.numbers dd')).toHaveText(['30,000+', '20+', '350+', '123+', '12']);
    // the 2025 edition is over: the photos and the archive take the register buttons' place (event-details.spec.ts)
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    const partners = await withDb(async (db) => Number((await db.query('select count(*) from partner_logos')).rows[0].count));
    await expect(page.locator('.organisers .partners img')).toHaveCount(partners);
    for (const img of await page.locator('.organisers img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
    await page.goto('/mw');
    await expect(page.locator('.when time')).toHaveText('2025 оны 9-р сарын 11–14');
  });

  for (const lang of ['mn', 'en'] as const)
    test(`JSON-LD Event in ${lang} with the dates in Ulaanbaatar time and the register address`, async ({ page }) => {
      for (const path of ['/mw', '/mw/contact']) {
        await page.goto(`${prefix[lang]}${path}`);
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const event = blocks.map((b) => JSON.parse(b) as Record<string, any>).find((d) => d['@type'] === 'Event');
        expect(event, path).toBeDefined();
        expect(event!.startDate).toBe('2025-09-11T09:00:00+08:00');
        expect(event!.endDate).toBe('2025-09-14T18:00:00+08:00');
        expect(event!.eventStatus).toBe('https://schema.org/EventScheduled');
        expect(event!.location['@type']).toBe('Place');
        expect(event!.location.address.addressLocality).toBe('Ulaanbaatar');
        expect(event!.organizer['@type']).toBe('Organization');
        expect(event!.offers.url).toMatch(new RegExp(`^https?://[^/]+${prefix[lang]}/mw/register$`));
      }
    });
});

test('contact: the event footer info and social links; the map host is not asked before the click', async ({ page }) => {
  await stubMap(page);
  const mapRequests: string[] = [];
  page.on('request', (r) => new URL(r.url()).host === MAP_HOST && mapRequests.push(r.url()));
  await page.goto('/en/mw/contact', { waitUntil: 'load' });
  const [footer, social] = await withDb(async (db) => [
    (await db.query('select type, information from event_footer order by id')).rows as { type: string; information: string }[],
    (await db.query('select link from event_social_links order by id')).rows as { link: string }[],
  ]);
  const details = page.locator('main address');
  for (const f of footer) await expect(details).toContainText(f.information.replace(/^https?:\/\//, ''));
  await expect(details.locator('ul.social a')).toHaveCount(social.length);
  await expect(details).toContainText('Monday to Friday, 09:00–18:00');
  await page.waitForTimeout(500);
  expect(mapRequests).toEqual([]);
  await expect(page.locator('main iframe')).toHaveCount(0);
  await page.getByRole('button', { name: label.en.map }).click();
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^https://${MAP_HOST.replaceAll('.', '\\.')}/export/embed`));
  await expect(frame).toHaveAttribute('title', 'Map of the event venue');
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/en-mw-contact-map.png`, fullPage: true });
});

test('the sitemap lists every event page with its English twin', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/mw', '/mw/about', '/mw/contact'])
    for (const url of [path, `/en${path}`]) expect(xml, url).toMatch(new RegExp(`<loc>[^<]*${url.replaceAll('/', '\\/')}</loc>`));
});

test('axe finds nothing serious on the event pages, the map open included', async ({ page }) => {
  await stubMap(page);
  const failures: string[] = [];
  const check = async (where: string) => {
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) failures.push(`${where}: ${v.id}`);
  };
  for (const lang of ['mn', 'en'] as const)
    for (const path of ['/mw', '/mw/about', '/mw/contact']) {
      await page.goto(`${prefix[lang]}${path}`);
      await check(`${prefix[lang]}${path}`);
    }
  await page.getByRole('button', { name: label.en.map }).click();
  await expect(page.locator('main iframe')).toBeVisible();
  await check('/en/mw/contact with the map');
  expect(failures).toEqual([]);
});

test('/mw ships little JavaScript: its scripts, gzipped, stay under 8 kB', async ({ page, request }) => {
  const html = await (await request.get('/mw')).text();
  const inline = [...html.matchAll(/<script(?![^>]*(?:application\/ld\+json|src=))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const external = await Promise.all(sources.map(async (src) => (await request.get(src)).text()));
  // modules the page's scripts import are fetched too
  const seen = new Set(sources);
  await page.goto('/mw', { waitUntil: 'load' });
  const imported = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => u.endsWith('.js')),
  );
  for (const url of imported.map((u) => new URL(u).pathname).filter((p) => !seen.has(p)))
    external.push(await (await request.get(url)).text());
  const gzip = (s: string) => gzipSync(s).length;
  const bytes = [...inline, ...external].reduce((sum, s) => sum + gzip(s), 0);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: String(bytes) });
  console.log(
    `/mw JavaScript: ${inline.length} inline + ${external.length} files, ${bytes} bytes gzipped (whole HTML ${gzip(html)} bytes gzipped)`,
  );
  expect(bytes).toBeLessThan(8 * 1024);
});

test('the 2023 navigation takes its names from the event menu (categories 1, 4 and 2)', async ({ page }) => {
  const names = await withDb(
    async (db) => (await db.query('select cid, category, category_en from event_categories where cid in (1, 2, 4) order by cid')).rows,
  );
  const href = { 1: '/mw/2023', 2: '/mw/2023/category/2', 4: '/mw/2023/presentation' } as Record<number, string>;
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const lang of ['mn', 'en'] as const) {
    await page.goto(`${prefix[lang]}/mw/2023`);
    const nav = page.locator('#site-nav');
    for (const c of names as { cid: number; category: string; category_en: string }[])
      await expect(nav.getByRole('link', { name: lang === 'en' ? c.category_en : c.category, exact: true })).toHaveAttribute(
        'href',
        `${prefix[lang]}${href[c.cid]}`,
      );
  }
});
