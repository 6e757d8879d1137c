import { expect, test, type Locator, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';

/**
 * The event site's public details (issue 27 item 9, 7): the 2023 categories (spec event-and-directory
 * §2), the not-found page's title, the end of the edition on the home, the hero film's media type,
 * the band above the footer and the floating buttons on a phone.
 */
const SHOTS = '/tmp/shots-details';
mkdirSync(SHOTS, { recursive: true });
const prefix = { mn: '', en: '/en' } as const;
const T = {
  mn: {
    maintenance: 'Уучлаарай, хуудас түр засвартай байна.',
    edition: /одоогийн Mining Week 2025 \(2025 оны 9-р сарын 11–14, Шангри-Ла төв, Улаанбаатар\)/,
    registerLink: 'Mining Week 2025-д бүртгүүлэх',
    notFound: 'Хуудас олдсонгүй | Mining Week',
    photos: '2025 оны зургууд',
    archive: 'Өмнөх жилүүдийн арга хэмжээ',
    ended: 'Mining Week 2025 өндөрлөлөө.',
    register: 'Бүртгүүлэх',
  },
  en: {
    maintenance: 'Sorry, the page is temporarily under maintenance.',
    edition: /registers you for Mining Week 2025 \(11–14 September 2025, Shangri-La Centre, Ulaanbaatar\), the current edition/,
    registerLink: 'Registration for Mining Week 2025',
    notFound: 'Page Not Found | Mining Week',
    photos: 'Photos of 2025',
    archive: 'Past editions',
    ended: 'Mining Week 2025 has ended',
    register: 'Register now',
  },
} as const;
const LANGS = ['mn', 'en'] as const;

for (const lang of LANGS)
  test(`${lang}: every 2023 category but 2 shows the maintenance text; 2 says which edition it registers for`, async ({ page }) => {
    for (const cid of ['1', '3', '99', 'abc']) {
      const res = await page.goto(`${prefix[lang]}/mw/2023/category/${cid}`);
      // built categories answer 200; any other value the folder's not-found page with the same notice
      expect(res?.status(), cid).toBe(['1', '3'].includes(cid) ? 200 : 404);
      await expect(page.getByRole('status')).toHaveText(T[lang].maintenance);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (cid === 'abc') await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.screenshot({ path: `${SHOTS}/category-abc-${lang}.png`, fullPage: true });
    await page.goto(`${prefix[lang]}/mw/2023/category/2`);
    const note = page.getByTestId('category-edition');
    await expect(note).toContainText(T[lang].edition);
    if ((await page.request.get(`${prefix[lang]}/mw/register`)).status() === 200)
      await expect(note.getByRole('link', { name: T[lang].registerLink })).toHaveAttribute('href', `${prefix[lang]}/mw/register`);
    await expect(page.locator('form')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/category-2-${lang}-${width}.png`, fullPage: true });
    }
  });

test('the mining week’s not-found page has its title in its own language', async ({ page }) => {
  for (const lang of LANGS) {
    const res = await page.goto(`${prefix[lang]}/mw/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(T[lang].notFound);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
});

test('the hero film is served as video/webm', async ({ request }) => {
  const res = await request.get('/event/hero-loop.webm');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('video/webm');
});

for (const lang of LANGS)
  test(`${lang}: after the edition the home offers its photos and the archive, and its JSON-LD offer is over`, async ({ page }) => {
    // the 2025 edition ended on 14 Sep 2025: every build since says so
    await page.goto(`${prefix[lang]}/mw`);
    await expect(page.locator('main').getByRole('link', { name: T[lang].register, exact: true })).toHaveCount(0);
    const photos = page.getByRole('link', { name: T[lang].photos });
    await expect(photos).toHaveCount(2);
    for (const link of await photos.all()) await expect(link).toHaveAttribute('href', `${prefix[lang]}/mw/gallery`);
    await expect(page.getByRole('link', { name: T[lang].archive })).toHaveAttribute('href', `${prefix[lang]}/mw/2023`);
    await expect(page.locator('.invite')).toContainText(T[lang].ended);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const event = blocks.map((b) => JSON.parse(b) as Record<string, any>).find((d) => d['@type'] === 'Event')!;
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event.offers.availability).toBe('https://schema.org/Discontinued');
    expect(event.offers.validThrough).toBe('2025-09-14T18:00:00+08:00');
    // the built page has no "open" state left to switch
    await expect(page.locator('[data-edition-ends]')).toHaveCount(0);
  });

/** The box of a locator, in page coordinates. */
const box = async (l: Locator) => (await l.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of LANGS)
  for (const width of [390, 1280])
    test(`${lang} /mw at ${width} px: the footer follows the last band with no grey strip`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix[lang]}/mw`);
      const gap = await page.evaluate(() => {
        const main = document.querySelector('main')!.getBoundingClientRect();
        const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
        return footer.top - main.bottom;
      });
      expect(gap).toBe(0);
      await expect(page.locator('main > :last-child')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await page.screenshot({ path: `${SHOTS}/home-${lang}-${width}.png`, fullPage: true });
    });

/** Whether any line of the "when and where" block lies under a visible floating button. */
async function covered(page: Page) {
  const fabs = page.locator('[data-floating] .fab:visible');
  const lines = page.locator('.when :is(h2, p, time, small, dt, dd)');
  const hits: string[] = [];
  for (const fab of await fabs.all()) {
    const f = await box(fab);
    for (const line of await lines.all()) if (overlaps(f, await box(line))) hits.push((await line.textContent())!.trim());
  }
  return hits;
}

for (const lang of LANGS)
  test(`${lang} /mw at 390 px: the floating buttons cover none of the dates and venue`, async ({ page }) => {
    // phones of several heights: the first screen ends at a different line of the page on each
    for (const height of [844, 760, 700]) {
      await page.setViewportSize({ width: 390, height });
      await page.goto(`${prefix[lang]}/mw`);
      await expect(page.locator('[data-floating] .quick .fab').first()).toBeVisible();
      expect(await covered(page), `${height}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/home-first-screen-${lang}-390x${height}.png` });
      // scrolled down to the venue: the buttons have slid away, or sit clear of it
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(400);
      expect(await covered(page), `${height}, scrolled`).toEqual([]);
    }
    await page.screenshot({ path: `${SHOTS}/home-venue-${lang}-390.png` });
  });
