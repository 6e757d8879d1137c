import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { en } from '@i18n/en';
import { mn } from '@i18n/mn';

/** The news search journey: the side-panel form, live results, no results, an empty term, English. */
const SHOTS = '/tmp/shots-home';
mkdirSync(SHOTS, { recursive: true });

test('a keyword from the side panel lists matching news, pages through them, and keeps the term', async ({ page }) => {
  await page.goto('/mm/blog/8=1');
  const form = page.getByRole('search');
  await form.getByLabel('Мэдээ хайх').fill('уул уурхай');
  await form.getByRole('button', { name: 'Хайх' }).click();
  await expect(page).toHaveURL(/\/mm\/blog\/%D1%83%D1%83%D0%BB%20%D1%83%D1%83%D1%80%D1%85%D0%B0%D0%B9=1$/);
  await expect(page.getByRole('heading', { name: '“уул уурхай” хайлтын үр дүн' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await expect(page.getByRole('search').getByLabel('Мэдээ хайх')).toHaveValue('уул уурхай');

  const pager = page.getByRole('navigation', { name: 'Хуудаслалт' });
  if (await pager.isVisible()) {
    await pager.getByRole('link', { name: '2-р хуудас' }).click();
    await expect(page).toHaveURL(/=2$/);
    await expect(cards.first()).toBeVisible();
  }
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/mm\/detail\/\d+$/);
});

test('a term nothing matches shows the empty text; an empty term opens category 8', async ({ page }) => {
  await page.goto('/mm/blog/8=1');
  await page.getByRole('search').getByLabel('Мэдээ хайх').fill('zqxjv-үгүй');
  await page.getByRole('search').getByLabel('Мэдээ хайх').press('Enter');
  await expect(page).toHaveURL(/\/mm\/blog\/zqxjv-%D2%AF%D0%B3%D2%AF%D0%B9=1$/);
  await expect(page.getByText('Мэдээ хоосон байна')).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);

  await page.getByRole('search').getByLabel('Мэдээ хайх').fill('   ');
  await page.getByRole('search').getByRole('button', { name: 'Хайх' }).click();
  await expect(page).toHaveURL(/\/mm\/blog\/8=1$/);
  await expect(page.locator('main article')).toHaveCount(6);
});

test('English search: results, no results, and a direct address', async ({ page }) => {
  const res = await page.goto('/en/mm/blog/mining=1');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Results for “mining”' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await page.getByRole('search').getByLabel('Search news').fill('qqqzzzxx');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/mm\/blog\/qqqzzzxx=1$/);
  await expect(page.getByText('No News Found')).toBeVisible();
});

test('a search term too long for the API says so, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, d] of [
    ['mn', mn],
    ['en', en],
  ] as const) {
    await page.goto(`${lang === 'en' ? '/en' : ''}/mm/blog/${'x'.repeat(201)}=1`);
    await expect(page.getByText(d['news.list.termTooLong'])).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/shots-lists/term-too-long-${lang}-390.png` });
  }
});

test('built list pages are not shadowed by the search, and other blog paths stay 404', async ({ page, request }) => {
  await page.goto('/mm/blog/13=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Арга хэмжээ');
  expect((await request.get('/mm/blog/no-page-number')).status()).toBe(404);
});

test('screenshots of the search page', async ({ page }) => {
  for (const lang of ['mn', 'en'] as const)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang === 'mn' ? '/mm/blog/%D1%83%D1%83%D1%80%D1%85%D0%B0%D0%B9=1' : '/en/mm/blog/mining=1');
      await expect(page.locator('main article').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/search-${lang}-${width}.png`, fullPage: width === 1280 });
    }
});
