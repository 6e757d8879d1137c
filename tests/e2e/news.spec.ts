import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { en } from '@i18n/en';
import { mn } from '@i18n/mn';
import { e2e, createAdmin, signIn, tinyPng, withDb } from './helpers';
import { NEWS_LIST_PAGES_BUILT } from '@shared/news';

/** News pages of the built site: lists, pagination, detail, the language twin, empty lists and 404. */
const cards = (page: Page) => page.locator('main article');
const pager = (page: Page, name: string) => page.getByRole('navigation', { name });

test('a news list pages through six cards to a detail and its English twin', async ({ page }) => {
  await page.goto('/mm/blog/8=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
  await expect(cards(page)).toHaveCount(6);
  const firstOnPage1 = await cards(page).first().getByRole('heading').innerText();

  await pager(page, 'Хуудаслалт').getByRole('link', { name: '2-р хуудас' }).click();
  await expect(page).toHaveURL(/\/mm\/blog\/8=2$/);
  await expect(pager(page, 'Хуудаслалт').getByRole('link', { name: '2-р хуудас' })).toHaveAttribute('aria-current', 'page');
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPage1);

  // the side panel's counts, recent news and archive come from the build's fragment; the list stays marked
  const side = page.locator('aside');
  await expect(side.getByRole('heading', { name: 'Сүүлийн мэдээ' })).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Архив' })).toBeVisible();
  const current = side.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/mm/blog/8=1');
  await expect(current.locator('.count')).toHaveText(/^\d+$/);

  const title = await cards(page).first().getByRole('heading').innerText();
  await cards(page).first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/mm\/detail\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const share = page.getByRole('group', { name: 'Хуваалцах' });
  await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);

  await page.getByRole('link', { name: 'English', exact: true }).click();
  // the English twin, or (for an article written in Mongolian only) its category in English
  await expect(page).toHaveURL(new RegExp(`/en/mm/(detail/${id}|blog/\\d+=1)$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  // the stored choice sends a Mongolian URL to its English twin before paint
  await page.goto('/mm/blog/8=1');
  await expect(page).toHaveURL(/\/en\/mm\/blog\/8=1$/);
  await expect(pager(page, 'Pagination').getByRole('link', { name: 'Page 2' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');

  await page.getByRole('link', { name: 'Монгол', exact: true }).click();
  await expect(page).toHaveURL(/\/mm\/blog\/8=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('mn');
});

test('a news category without articles shows the empty text in both languages', async ({ page, request }) => {
  const cid = await withDb(
    async (db) =>
      (
        await db.query(
          "insert into categories (category, category_en, page_type, category_level, sequence) values ('Хоосон ангилал', 'Empty category', 'news', 1, 99) returning cid",
        )
      ).rows[0].cid as number,
  );
  // a content change through the API makes the site rebuild with the new category
  await signIn(request, await createAdmin(2));
  const res = await request.post('/api/mm/insert/news', {
    headers: { Origin: e2e.baseURL },
    multipart: {
      image: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
      title: `Хоосон ангиллын шалгалт ${Date.now()}`,
      summary: 'Шалгалт',
      text: '<p>Шалгалт</p>',
      category_cid: '8',
      publisher: 'E2E',
      news_status: 'true',
      yellow_book: 'false',
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  // unknown `/mm/blog/x=n` paths are served the search page, so wait for the built list itself
  await expect
    .poll(async () => (await (await request.get(`/mm/blog/${cid}=1`)).text()).includes('Хоосон ангилал'), {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(true);
  await page.goto(`/mm/blog/${cid}=1`);
  await expect(page.getByText('Мэдээ хоосон байна')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.goto(`/en/mm/blog/${cid}=1`);
  await expect(page.getByText('No News Found')).toBeVisible();
});

const SHOTS = '/tmp/shots-lists';
mkdirSync(SHOTS, { recursive: true });

for (const lang of ['mn', 'en'] as const)
  test(`a category or archive month stays that list at any page (${lang}): page 0 opens page 1, past the end is empty with the pager`, async ({
    page,
  }) => {
    const d = lang === 'mn' ? mn : en;
    const at = (p: string) => (lang === 'en' ? `/en${p}` : p);
    const other = (p: string) => (lang === 'en' ? p : `/en${p}`);
    const h1 = page.getByRole('heading', { level: 1 });
    const nav = pager(page, d['pager.label']);
    const switcher = page.getByRole('link', { name: d['lang.switch'], exact: true });

    await page.goto(at('/mm/blog/8=0'));
    await expect(page).toHaveURL(new RegExp(`${at('/mm/blog/8=1')}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/mm\/blog\/8=1$/); // the built page, not the shell
    await expect(cards(page)).toHaveCount(6);
    const name = await h1.innerText();
    const lastHref = (await nav.getByRole('link', { name: d['pager.last'] }).getAttribute('href'))!;
    const last = Number(lastHref.split('=').pop());
    await expect(page.locator('aside').getByRole('heading', { name: d['news.archive'] })).toBeVisible();
    const month = (await page.locator('aside a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).find((h) =>
      /\/\d{4}-\d{2}=1$/.test(h),
    )!;

    for (const n of [last + 1, 99, 99999999999]) {
      await page.goto(at(`/mm/blog/8=${n}`));
      await expect(h1).toHaveText(name);
      await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
      await expect(page.getByText(d['news.empty'], { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(nav.getByRole('link', { name: d['pager.last'] })).toHaveAttribute('href', lastHref);
      await expect(nav.getByRole('link', { name: d['pager.previous'] })).toHaveAttribute('href', lastHref);
    }
    await expect(page.getByRole('heading', { name: d['search.title'] })).toHaveCount(0);
    await expect(page.locator('aside a[aria-current="page"]')).toHaveAttribute('href', at('/mm/blog/8=1'));
    await expect(switcher).toHaveAttribute('href', other('/mm/blog/8=1'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/category-past-end-${lang}-390.png` });
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto(month.replace(/=1$/, '=0'));
    await expect(page).toHaveURL(new RegExp(`${month}$`));
    const monthName = await h1.innerText();
    await page.goto(month.replace(/=1$/, '=99'));
    await expect(h1).toHaveText(monthName);
    await expect(page.getByText(d['news.empty'], { exact: true })).toBeVisible();
    await expect(switcher).toHaveAttribute('href', other(month.replace(/^\/en/, '')));

    // a failed call says so; an id that is no news category is an empty list with a way to the news
    await page.route('**/api/mm/get/news?*', (route) => route.abort());
    await page.goto(at('/mm/blog/8=99'));
    await expect(page.getByText(d['news.list.failed'])).toBeVisible();
    await page.unroute('**/api/mm/get/news?*');
    await page.goto(at('/mm/blog/987654=1'));
    await expect(h1).toHaveText(d['news.list.unknown']);
    await expect(page.getByText(d['news.empty'], { exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: d['home.allNews'] })).toHaveAttribute('href', at('/mm/blog/8=1'));
  });

test('the language switcher of a deep list page leads to page 1 of its twin; hreflang keeps pairing the same page', async ({ page }) => {
  const switcher = (lang: 'mn' | 'en') => page.getByRole('link', { name: (lang === 'mn' ? mn : en)['lang.switch'], exact: true });
  await page.goto('/mm/blog/8=3');
  await expect(switcher('mn')).toHaveAttribute('href', '/en/mm/blog/8=1');
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/mm\/blog\/8=3$/);
  await page.goto('/en/mm/blog/8=3');
  await expect(switcher('en')).toHaveAttribute('href', '/mm/blog/8=1');
  await page.goto('/mm/report=2');
  await expect(switcher('mn')).toHaveAttribute('href', '/en/mm/report=1');
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/mm\/report=2$/);
  await page.goto('/en/mm/report=2');
  await expect(switcher('en')).toHaveAttribute('href', '/mm/report=1');
  // a search (the shell's island sets the switcher): the same term, page 1
  await page.goto('/mm/blog/mining=2');
  await expect(switcher('mn')).toHaveAttribute('href', '/en/mm/blog/mining=1');
  await page.goto('/en/mm/blog/mining=2');
  await expect(switcher('en')).toHaveAttribute('href', '/mm/blog/mining=1');
});

test('an unknown path is the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/mm/nope');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('УУЧЛААРАЙ, ТАНЫ ХАЙСАН ХУУДАС ОЛДСОНГҮЙ.');
  await page.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).click();
  await expect(page).toHaveURL(/\/mm$/);
});

test('a list’s pages past the built ones (issue 28 §1): in the sitemap and after the last built page’s rel="next", answered 200, drawn and named by the island', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const deep = [...sitemap.matchAll(/<loc>[^<]*?\/mm\/blog\/(\d+)=(\d+)<\/loc>/g)].find((m) => Number(m[2]) === NEWS_LIST_PAGES_BUILT + 1);
  expect(deep, 'a list of the demo data with more pages than the build writes').toBeTruthy();
  const key = deep![1];
  const first = NEWS_LIST_PAGES_BUILT + 1;
  const at = (p: number) => `/mm/blog/${key}=${p}`;

  // the last built page is a file and leads on
  await page.goto(at(NEWS_LIST_PAGES_BUILT));
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', new RegExp(`${at(first)}$`));
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', new RegExp(`${at(NEWS_LIST_PAGES_BUILT - 1)}$`));

  const res = await page.goto(at(first));
  expect(res!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeLessThanOrEqual(6);
  await expect(page).toHaveTitle(new RegExp(`^${heading} · .*${first}-р хуудас`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${at(first)}$`));
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', new RegExp(`${at(first - 1)}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(
    pager(page, mn['pager.label']).getByRole('link', { name: mn['pager.page'].replace('{page}', String(first - 1)) }),
  ).toBeVisible();

  // the built page's cards were these, shifted by six: the shell draws the same list from the API
  const titles = await cards(page).locator('h3').allInnerTexts();
  await page.goto(at(NEWS_LIST_PAGES_BUILT));
  const built = await cards(page).locator('h3, h2').allInnerTexts();
  expect(titles.some((t) => built.includes(t))).toBe(false);

  // past the end it is no page for search engines
  await page.goto(at(9999));
  await expect(page.getByText(mn['news.empty'], { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
