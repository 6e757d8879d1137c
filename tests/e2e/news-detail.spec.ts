import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { withDb } from './helpers';

/**
 * The news-detail not-found page (`/mm/detail/{missing}`, `/en/...`): status 404, the spec's text
 * and a way back to the news, and for an article written in one language only a link to it.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/shots-detail';
mkdirSync(SHOTS, { recursive: true });
const NEWS_LIST = '/mm/blog/8=1';
/** The not-found page asks the API about the other language: waiting for its answer settles the page. */
const otherLanguageChecked = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/mm/get/news/id?'));

for (const { prefix, heading, back, title } of [
  { prefix: '', heading: 'Мэдээ олдсонгүй', back: 'Мэдээ рүү буцах', title: 'Мэдээ' },
  { prefix: '/en', heading: 'News not found', back: 'Back to the news', title: 'News' },
]) {
  test(`a missing article ${prefix}/mm/detail/99999 says so with status 404 and leads back to the news`, async ({ page }) => {
    const checked = otherLanguageChecked(page);
    const res = await page.goto(`${prefix}/mm/detail/99999`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect((await checked).status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-area', 'mm');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.getByText(/only in|зөвхөн/)).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/not-found-${prefix ? 'en' : 'mn'}.png`, fullPage: true });

    const list = page.waitForResponse((r) => r.url().endsWith(`${prefix}${NEWS_LIST}`));
    await page.getByRole('main').getByRole('link', { name: back }).click();
    expect((await list).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
}

test('a Mongolian-only article: the switcher leads to a page, and its English URL links to it', async ({ page, request }) => {
  const { id, title } = await withDb(
    async (db) =>
      (await db.query("select id, title from news where news_status and title <> '' and title_en = '' order by id limit 1")).rows[0],
  );
  await page.goto(`/mm/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // no English twin: no alternate names one, and the switcher leads to a built page
  await expect(page.locator('link[hreflang="en"]')).toHaveCount(0);
  const switcher = await page.locator('.lang-switch').getAttribute('href');
  expect((await request.get(switcher!)).status()).toBe(200);

  const checked = otherLanguageChecked(page);
  const res = await page.goto(`/en/mm/detail/${id}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News not found');
  await checked;
  await expect(page.getByText('This article is only in Mongolian:')).toBeVisible();
  await expect(page.locator('.lang-switch')).toHaveAttribute('href', `/mm/detail/${id}`);
  await page.screenshot({ path: `${SHOTS}/mongolian-only-en.png` });
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/mm/detail/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the Mongolian URL of an English-only article links to it', async ({ page }) => {
  // the seed has no English-only article: the API's answer for the id in English stands in for one
  await page.route('**/api/mm/get/news/id?*', (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('lang') !== 'en') return route.fulfill({ status: 404, json: { message: 'Мэдээ олдсонгүй' } });
    return route.fulfill({ json: { news: { id: Number(url.searchParams.get('id')), title: 'Written in English only' } } });
  });
  const res = await page.goto('/mm/detail/99998');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Энэ мэдээ зөвхөн англи хэлээр нийтлэгдсэн:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Written in English only' })).toHaveAttribute('href', '/en/mm/detail/99998');
  await expect(page.locator('.lang-switch')).toHaveAttribute('href', '/en/mm/detail/99998');
});
