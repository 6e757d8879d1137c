import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { en } from '@i18n/en';
import { mn } from '@i18n/mn';
import { createAdmin, e2e, signIn, tinyPng, withDb } from './helpers';

/** The 2023/2024 archive of the event site: `/mw/2023` and its news pages, in both languages on a phone and a desktop. */
const SHOTS = '/tmp/shots-arch';
mkdirSync(SHOTS, { recursive: true });
test.describe.configure({ mode: 'serial' });

const LANGS = ['mn', 'en'] as const;
const WIDTHS = [390, 1280] as const;
const dict = (lang: 'mn' | 'en') => (lang === 'mn' ? mn : en);
const at = (lang: 'mn' | 'en', path: string) => (lang === 'en' ? `/en${path}` : path);

const portfolioYears = () =>
  withDb(async (db) => (await db.query('select year from event_portfolio order by year')).rows.map((r) => r.year as number));

const visibleYears = async (page: Page) => {
  const items = page.locator('.portfolio li.item:visible');
  return items.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.year)));
};

for (const lang of LANGS)
  for (const width of WIDTHS)
    test(`the 2023 home (${lang}, ${width} px): the year filter, news cards, registration and the 2024 edition`, async ({ page }) => {
      const d = dict(lang);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at(lang, '/mw/2023'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const years = await portfolioYears();
      expect(years.filter((y) => y === 2022).length).toBeGreaterThanOrEqual(6);
      expect(years.filter((y) => y === 2023).length).toBeGreaterThanOrEqual(6);
      const filter = page.getByRole('group', { name: d['event.archive.filter'] });
      const all = filter.getByRole('radio', { name: d['event.archive.all'] });
      await expect(all).toBeChecked();
      expect((await visibleYears(page)).sort()).toEqual(years);

      await filter.getByText('2022', { exact: true }).click();
      await expect(filter.getByRole('radio', { name: '2022' })).toBeChecked();
      expect(await visibleYears(page)).toEqual(years.filter((y) => y === 2022));
      await page.screenshot({ path: `${SHOTS}/home-${lang}-${width}-2022.png`, fullPage: true });

      // the keyboard: arrows move between the choices
      await filter.getByRole('radio', { name: '2022' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(filter.getByRole('radio', { name: '2023' })).toBeChecked();
      expect(await visibleYears(page)).toEqual(years.filter((y) => y === 2023));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(all).toBeChecked();
      expect(await visibleYears(page)).toHaveLength(years.length);

      // the 2024 edition and the way to the current one
      const edition = page.getByRole('region', { name: d['event.archive.edition2024Title'].replace('{product}', 'Mining Week') });
      await expect(edition).toContainText(lang === 'en' ? '2–5 October 2024' : '2024 оны 10-р сарын 2–5');
      await expect(edition.getByRole('link')).toHaveAttribute('href', at(lang, '/mw'));

      const register = page.getByRole('region', { name: d['event.archive.registerTitle'] });
      await expect(register.getByRole('link', { name: d['event.archive.registerAction'] })).toHaveAttribute(
        'href',
        at(lang, '/mw/2023/category/2'),
      );
      await page.screenshot({ path: `${SHOTS}/home-${lang}-${width}.png`, fullPage: true });

      // news cards lead out to the association's article pages, in the page's language
      const news = page.getByRole('region', { name: d['event.archive.latestNews'] });
      const first = news.locator('article').first().getByRole('heading').getByRole('link');
      await expect(first).toHaveAttribute('href', new RegExp(`^${at(lang, '/mm/detail/')}\\d+$`));
      const title = await first.innerText();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, '/mm/detail/')}\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

for (const lang of LANGS)
  test(`the 2023 news page (${lang}): search goes to the association's lists, categories to the archive's`, async ({ page }) => {
    const d = dict(lang);
    await page.goto(at(lang, '/mw/2023/news'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(d['event.archive.news']);
    await expect(page.getByRole('navigation', { name: d['event.archive.breadcrumb'] }).getByRole('link')).toHaveAttribute(
      'href',
      at(lang, '/mw/2023'),
    );
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const href of await cards.locator('h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^${at(lang, '/mm/detail/')}\\d+$`));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/news-${lang}-${width}.png`, fullPage: true });
    }

    const side = page.locator('aside');
    const search = side.getByRole('search');
    await search.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/mm/blog/8=1')}$`));
    await page.goBack();
    await side.getByRole('searchbox').fill('copper ore');
    await side.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`${at(lang, '/mm/blog/copper%20ore=1')}$`));
    await page.goBack();

    // every category shows its count; a category with articles opens its archive list
    const links = side.locator('a[href*="/mw/2023/news/"]');
    const categories = await links.evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href')!,
        name: a.querySelector('span')!.textContent!,
        count: Number(a.querySelector('.count')!.textContent),
      })),
    );
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) expect(c.href).toMatch(new RegExp(`^${at(lang, '/mw/2023/news/')}\\d+=1$`));
    const full = categories.find((c) => c.count > 0)!;
    await links.filter({ hasText: full.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${full.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(full.name);
    await expect(cards).toHaveCount(Math.min(full.count, 6));
    await expect(side.locator('a[aria-current="page"]')).toHaveAttribute('href', full.href);
    const cid = Number(/(\d+)=1$/.exec(full.href)![1]);
    const ids = await cards.locator('h2 a').evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')!.split('/').pop())));
    const inCategory = await withDb(async (db) =>
      (await db.query('select id from news where category_cid = $1', [cid])).rows.map((r) => r.id),
    );
    for (const id of ids) expect(inCategory).toContain(id);
    if (full.count > 6) {
      await page.getByRole('navigation', { name: d['pager.label'] }).getByRole('link', { name: d['pager.next'] }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, `/mw/2023/news/${cid}=2`)}$`));
    }
    await page.screenshot({ path: `${SHOTS}/category-${lang}.png`, fullPage: true });
  });

test('the news-category call counts the published articles of each active news category', async ({ request }) => {
  const res = await request.get('/api/mw/get/news-category');
  expect(res.status()).toBe(200);
  const { categories } = (await res.json()) as { categories: { id: number; news_count: number }[] };
  const counted = await withDb(async (db) =>
    Object.fromEntries(
      (
        await db.query(
          `select c.cid, count(n.id) filter (where n.news_status)::int as n from categories c left join news n on n.category_cid = c.cid
           where c.page_type = 'news' and c.category_status group by c.cid`,
        )
      ).rows.map((r) => [r.cid, r.n]),
    ),
  );
  expect(Object.fromEntries(categories.map((c) => [c.id, c.news_count]))).toEqual(counted);
});

test('a category without articles shows the empty text in both languages', async ({ page, request }) => {
  const cid = await withDb(
    async (db) =>
      (
        await db.query(
          "insert into categories (category, category_en, page_type, category_level, sequence) values ('Архивын хоосон ангилал', 'Empty archive category', 'news', 1, 98) returning cid",
        )
      ).rows[0].cid as number,
  );
  // a content change through the API makes the site rebuild with the new category
  await signIn(request, await createAdmin(2));
  const res = await request.post('/api/mm/insert/news', {
    headers: { Origin: e2e.baseURL },
    multipart: {
      image: { name: 'cover.png', mimeType: 'image/png', buffer: tinyPng() },
      title: `Архивын шалгалт ${Date.now()}`,
      summary: 'Шалгалт',
      text: '<p>Шалгалт</p>',
      category_cid: '8',
      publisher: 'E2E',
      news_status: 'true',
      yellow_book: 'false',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect.poll(async () => (await request.get(`/mw/2023/news/${cid}=1`)).status(), { timeout: 90_000, intervals: [500] }).toBe(200);
  await page.goto(`/mw/2023/news/${cid}=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Архивын хоосон ангилал');
  await expect(page.getByText(mn['news.empty'])).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);
  await page.goto(`/en/mw/2023/news/${cid}=1`);
  await expect(page.getByText(en['news.empty'])).toBeVisible();
  await expect(page.locator('aside').locator(`a[href="/en/mw/2023/news/${cid}=1"] .count`)).toHaveText('0');
});
