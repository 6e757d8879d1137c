import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { withDb } from './helpers';

/**
 * /mw/gallery in both languages on a phone and a desktop (seeded days: 30, 24, 8 and 13 pictures):
 * the first chunk in the HTML, thumbnails only, load more to the end, days reset the list, and the
 * lightbox (arrows, swipe, Escape, focus back on the thumbnail).
 */
const SHOTS = '/tmp/shots-gal';
mkdirSync(SHOTS, { recursive: true });

const LANGS = {
  mn: {
    url: '/mw/gallery',
    days: ['1-р өдөр', '2-р өдөр', '3-р өдөр', 'Уурхайн аялал'],
    more: 'Цааш үзэх',
    close: 'Хаах',
    counter: (n: number, total: number) => `Нийт ${total} зургийн ${n}-р зураг`,
  },
  en: {
    url: '/en/mw/gallery',
    days: ['Day 1', 'Day 2', 'Day 3', 'Mine site visit'],
    more: 'Load more',
    close: 'Close',
    counter: (n: number, total: number) => `Picture ${n} of ${total}`,
  },
} as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const dayTotal = (folder: number) =>
  withDb(
    async (db) =>
      (await db.query('select count(*)::int as n from event_gallery where event_id = 3 and event_date_id = $1', [folder])).rows[0]
        .n as number,
  );
const grid = (page: Page) => page.getByTestId('gallery-grid');
/** A day's button: its name, then its date (as on the agenda's tabs). */
const dayButton = (page: Page, day: string) => page.getByRole('button', { name: new RegExp(`^${day} `) });
const thumbs = (page: Page) => grid(page).locator('img');

/** Clicks "load more" until it is gone; each click waits for its chunk. */
async function loadAll(page: Page, label: string) {
  const more = page.getByRole('button', { name: label, exact: true });
  for (let clicks = 0; await more.isVisible(); clicks++) {
    expect(clicks).toBeLessThan(10);
    const shown = await thumbs(page).count();
    await more.click();
    await expect.poll(async () => (await thumbs(page).count()) > shown || !(await more.isVisible())).toBe(true);
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  }
}

/** Gzipped bytes of every script the page has loaded so far. */
function scriptBytes(page: Page) {
  const seen = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    seen.set(res.url(), gzipSync(await res.body()).length);
  });
  return () => [...seen.values()].reduce((a, b) => a + b, 0);
}

for (const [lang, L] of Object.entries(LANGS))
  for (const viewport of VIEWPORTS)
    test(`${lang} ${viewport.width}px: first chunk in the HTML, load more to the end, days reset, lightbox`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const [day1, day2, day3] = [await dayTotal(1), await dayTotal(2), await dayTotal(3)];

      // the first chunk is in the static HTML, as thumbnails with their size
      const html = await (await request.get(L.url)).text();
      expect(html.match(/<img [^>]*src="[^"]*\/variants\/[^"]*-w480\.webp"/g) ?? []).toHaveLength(12);

      const bytes = scriptBytes(page);
      await page.goto(L.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(dayButton(page, L.days[0])).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbs(page)).toHaveCount(12);
      for (const img of await thumbs(page).all()) {
        expect(await img.getAttribute('src')).toMatch(/\/files\/variants\/.+-w480\.webp$/);
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
      }
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/gallery-${lang}-${viewport.width}.png`, fullPage: viewport.width > 400 });
      const before = bytes();

      // the lightbox: opens on the second thumbnail, arrows, swipe, Escape, focus back
      const second = grid(page).getByRole('button').nth(1);
      await second.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const counter = page.getByTestId('gallery-counter');
      await expect(counter).toHaveText(L.counter(2, day1));
      await expect(page.getByRole('button', { name: L.close })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(L.counter(3, day1));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(L.counter(1, day1));
      // swipe once the keys' slide transitions have ended (swiper keeps its instance on the element)
      const settled = () =>
        page.waitForFunction(
          () => !(document.querySelector('.gl-track') as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
        );
      await settled();
      const box = (await dialog.locator('.gl-track').boundingBox())!;
      const y = box.y + box.height / 2;
      // a drag swiper did not take (on a loaded machine it once stayed on the first picture) is
      // dragged again; one that did take is never repeated, so the count still proves one step
      await expect(async () => {
        if ((await counter.textContent()) === L.counter(1, day1)) {
          await page.mouse.move(box.x + box.width * 0.8, y);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
          await page.mouse.up();
        }
        await expect(counter).toHaveText(L.counter(2, day1), { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(dialog.locator('.swiper-slide-active img')).toHaveAttribute('src', /-w(730|600)\.webp$/);
      await settled();
      await page.screenshot({ path: `${SHOTS}/lightbox-${lang}-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(second).toBeFocused();
      const after = bytes();
      console.log(`/mw/gallery ${lang} ${viewport.width}px JS gzip: ${before} B on load, ${after} B after opening the lightbox`);
      // React (~68 kB) and the island's own ~6 kB, no dictionary or zod; swiper arrives with the lightbox only
      expect(before).toBeLessThan(80_000);
      expect(after).toBeGreaterThan(before);

      // day 1 to the end (12 + 12 + 6), then day 2 (an exact multiple: the last click gets none), day 3 (one chunk)
      await loadAll(page, L.more);
      await expect(thumbs(page)).toHaveCount(day1);
      await dayButton(page, L.days[1]).click();
      await expect(dayButton(page, L.days[1])).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbs(page)).toHaveCount(12);
      await loadAll(page, L.more);
      await expect(thumbs(page)).toHaveCount(day2);
      await dayButton(page, L.days[2]).click();
      await expect(thumbs(page)).toHaveCount(day3);
      await expect(page.getByRole('button', { name: L.more, exact: true })).toBeHidden();
      // back to day 1: the list starts over
      await dayButton(page, L.days[0]).click();
      await expect(thumbs(page)).toHaveCount(12);
      await expect(page.getByRole('button', { name: L.more, exact: true })).toBeVisible();
    });

for (const [lang, L] of Object.entries(LANGS))
  test(`${lang}: the lightbox covers the whole day (30 pictures: the next chunk loads at the end, the counter says 30)`, async ({
    page,
  }) => {
    const total = await dayTotal(1);
    expect(total).toBeGreaterThan(24); // the seed's day 1 (30): more than two chunks
    await page.goto(L.url);
    await expect(thumbs(page)).toHaveCount(12);
    await grid(page).getByRole('button').nth(10).click();
    const counter = page.getByTestId('gallery-counter');
    await expect(counter).toHaveText(L.counter(11, total));
    // arrow by arrow to the last picture; a press made while the next chunk was still on its way is made again
    for (let n = 11; n < total; n++)
      await expect(async () => {
        if ((await counter.textContent()) === L.counter(n, total)) await page.keyboard.press('ArrowRight');
        await expect(counter).toHaveText(L.counter(n + 1, total), { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    await expect(page.locator('.gl-next')).toBeDisabled();
    await expect(page.getByRole('dialog').locator('.swiper-slide-active img')).toBeVisible();
    await page.keyboard.press('Escape');
    // the grid behind holds the whole day too, with nothing more to load
    await expect(thumbs(page)).toHaveCount(total);
    await expect(page.getByRole('button', { name: L.more, exact: true })).toBeHidden();
  });

test('the day buttons show their dates as the agenda tabs do, in both languages', async ({ page }) => {
  for (const L of Object.values(LANGS)) {
    await page.goto(L.url.replace('gallery', 'agenda'));
    const agenda = await page.locator('.program-tab small').allTextContents();
    expect(agenda.length).toBeGreaterThan(0);
    await page.goto(L.url);
    const days = page.locator('.gl-day');
    await expect(days).toHaveCount(L.days.length);
    await expect(days.locator('small')).toHaveText(agenda.slice(0, L.days.length));
    for (const [k, day] of L.days.entries()) await expect(days.nth(k).locator('span')).toHaveText(day);
  }
  // Mongolian dates read 2025.09.11, English ones 11 Sep 2025
  await expect(page.locator('.gl-day small').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} 2025$/);
});

test('axe: the gallery and the open lightbox have no serious or critical violations', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  for (const L of Object.values(LANGS)) {
    await page.goto(L.url);
    await expect(thumbs(page)).toHaveCount(12);
    expect(await serious()).toEqual([]);
    await grid(page).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await serious()).toEqual([]);
  }
});
