import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from './fixtures';
import { withDb } from './helpers';

/** The event programme pages: agenda by day, presentations by day and hall, key speakers, 2023 talks. */
const SHOTS = '/tmp/shots-prog';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const isLocal = (r: Request) => new URL(r.url()).hostname === '127.0.0.1';

for (const width of [390, 1280]) {
  for (const [lang, prefix, day1, day2] of [
    ['mn', '', '1-р өдөр', '2-р өдөр'],
    ['en', '/en', 'Day 1', 'Day 2'],
  ] as const) {
    test(`agenda ${lang} at ${width}: the first day shows, days switch without a request`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/mw/agenda`);
      const days = page.getByRole('tablist', { name: lang === 'mn' ? 'Өдрүүд' : 'Days' });
      await expect(days.getByRole('tab')).toHaveCount(4);
      const first = days.getByRole('tab', { name: new RegExp(day1) });
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const panel1 = page.locator('#agenda-day-1');
      await expect(panel1).toBeVisible();
      // the days have sessions (issue 27): the timetable shows instead of the agenda images
      // (event-timetable.spec.ts); no image to preload
      await expect(panel1.getByRole('article').first()).toBeVisible();
      await expect(panel1.locator('img')).toHaveCount(0);
      await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');

      const requests: string[] = [];
      page.on('request', (r) => r.resourceType() !== 'image' && requests.push(`${r.resourceType()} ${r.url()}`));
      await days.getByRole('tab', { name: new RegExp(day2) }).click();
      await expect(page.locator('#agenda-day-2')).toBeVisible();
      await expect(panel1).toBeHidden();
      await expect(page.locator('#agenda-day-2').getByRole('heading', { level: 2 })).toContainText(day2);
      // keyboard: arrows move along the days, End to the last (the mine visit: sessions without a hall)
      await page.keyboard.press('ArrowRight');
      await expect(days.getByRole('tab').nth(2)).toBeFocused();
      await expect(days.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(page.locator('#agenda-day-4').getByRole('article').first()).toBeVisible();
      expect(requests).toEqual([]);
      await page.keyboard.press('Home');
      await expect(panel1).toBeVisible();
      await shot(page, `agenda-${lang}-${width}`);
    });
  }
}

test('agenda without JavaScript: the first day shows and the others are reachable by their links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/mw/agenda');
  await expect(page.locator('#agenda-day-1')).toBeVisible();
  await expect(page.locator('#agenda-day-3')).toBeHidden();
  await page.getByRole('tab', { name: /Day 3/ }).click();
  await expect(page.locator('#agenda-day-3')).toBeVisible();
  await expect(page.locator('#agenda-day-1')).toBeHidden();
  await context.close();
});

test('presentations: days and halls switch in place, embeds load only after a click, in a sandbox', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => !isLocal(r) && outside.push(r.url()));
  // the players themselves are not needed: answer them locally
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|docs\.google\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/mw/presentation');
  await page.waitForLoadState('networkidle');

  const day1 = page.locator('#day-1');
  await expect(day1).toBeVisible();
  const grand = day1.locator('#day-1-hall-' + (await hallId('Grand Hall')));
  await expect(grand.locator('.talk')).toHaveCount(3);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(outside).toEqual([]);

  // day 3, then Hall C: nothing there
  await page.getByRole('tab', { name: /Day 3/ }).click();
  await expect(day1).toBeHidden();
  const day3 = page.locator('#day-3');
  await day3.getByRole('tab', { name: 'Hall C' }).click();
  await expect(day3.locator(`#day-3-hall-${await hallId('Hall C')}`).getByText('No presentation is available')).toBeVisible();
  // back to day 1: the chosen hall stays chosen
  await page.getByRole('tab', { name: /Day 1/ }).click();
  await expect(day1.getByRole('tab', { name: 'Hall C' })).toHaveAttribute('aria-selected', 'true');
  await day1.getByRole('tab', { name: 'Grand Hall' }).click();

  const facade = grand.getByRole('button', { name: /Opening address/ });
  await facade.click();
  const frame = grand.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  await expect(frame).toHaveAttribute('title', 'Opening address');
  // the player's request leaves only once the frame starts loading: wait for it
  await expect.poll(() => outside.length).toBeGreaterThan(0);
  await expect(grand.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', /^\/files\/.+\.pdf$/);
  await shot(page, 'presentation-en-1280');
});

async function hallId(name: string): Promise<number> {
  return withDb(async (db) => (await db.query('select id from event_halls where hall_name_en = $1 and event_id = 3', [name])).rows[0].id);
}

test('presentations in Mongolian at 390: empty text and the key speakers by presenter_queue', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/mw/presentation');
  await page.getByRole('tab', { name: /2-р өдөр/ }).click();
  await page.locator('#day-2').getByRole('tab', { name: 'Танхим В' }).click();
  await expect(page.locator('#day-2').getByText('Илтгэл байхгүй байна')).toBeVisible();
  const expected = await withDb(async (db) =>
    (await db.query('select name_mn from event_presenters where event_id = 3 order by presenter_queue, id')).rows.map((r) => r.name_mn),
  );
  const speakers = page.getByRole('region', { name: 'Гол илтгэгчид' }).locator('h3');
  await expect(speakers).toHaveText(expected);
  await expect(page.locator('.speaker img').first()).toHaveAttribute('height', /\d+/);
  await shot(page, 'presentation-mn-390');
});

test('2023 presentations: its own halls and days', async ({ page }) => {
  await page.goto('/en/mw/2023/presentation');
  await expect(page.getByRole('tablist', { name: 'Days' }).getByRole('tab')).toHaveText(['Day 1', 'Day 2']);
  await expect(page.locator('#day-1').getByRole('tab')).toHaveText(['Conference Hall', 'Seminar Hall']);
  await expect(page.getByRole('button', { name: /Mining sector review 2023/ })).toBeVisible();
  await page.goto('/mw/2023/presentation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023 оны илтгэлүүд');
  await shot(page, 'presentation-2023-mn');
});

test('JavaScript of the programme pages (gzip)', async ({ page, request }) => {
  for (const path of ['/mw/agenda', '/mw/presentation']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const srcs = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /\.m?js(\?|$)/.test(new URL(n).pathname)),
    );
    // JSON-LD is data, not code (the timetable's lists every session as a sub-event), as bench:js-bytes counts
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((s) => s.map((e) => e.textContent ?? '').join(''));
    const files: string[] = [];
    let bytes = gzipSync(inline).length;
    for (const src of srcs) {
      const size = gzipSync(await (await request.get(src)).body()).length;
      files.push(`${new URL(src).pathname} ${size}`);
      bytes += size;
    }
    console.log(`${path}: ${bytes} bytes of JavaScript gzipped: inline ${gzipSync(inline).length}, ${files.join(', ')}`);
    expect(bytes).toBeLessThan(8000);
  }
});

test('the programme pages pass axe at both widths', async ({ page }) => {
  // the agenda is the timetable now: axe reads every session of the days
  test.setTimeout(300_000);
  const failures: string[] = [];
  for (const path of [
    '/mw/agenda',
    '/en/mw/agenda',
    '/mw/presentation',
    '/en/mw/presentation',
    '/mw/2023/presentation',
    '/en/mw/2023/presentation',
  ]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
        failures.push(`${path} @${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  expect(failures).toEqual([]);
});
