import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';
import { untranslatedText } from '../helpers/untranslated';

/**
 * The week's exhibitors (issue 27 §5): the static page in both languages (cards linking to the
 * company pages and the B2B meetings page), and the admin screen: add through the server-searched
 * picker, see it on the rebuilt page, change a booth, reorder, remove.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-exhibitors/${name}.png`, fullPage: true });
test.describe.configure({ mode: 'serial' });

const confirmDelete = (page: Page, text: string) =>
  page.getByRole('dialog', { name: text }).getByRole('button', { name: 'Тийм, устгах' }).click();

const seeded = () =>
  withDb(
    async (db) =>
      (
        await db.query(`select c.id, c.name_mn, c.name_en, x.booth from event_exhibitors x join dir_companies c on c.id = x.company_id
          where x.event_id = 3 order by x.sequence, x.id`)
      ).rows as { id: number; name_mn: string; name_en: string; booth: string }[],
  );

for (const lang of ['mn', 'en'] as const) {
  test(`the exhibitors page in ${lang}: cards, company pages and the meetings page`, async ({ page }) => {
    const exhibitors = await seeded();
    expect(exhibitors.length).toBeGreaterThanOrEqual(24);
    const prefix = lang === 'en' ? '/en' : '';
    const name = (e: (typeof exhibitors)[number]) => (lang === 'en' ? e.name_en : e.name_mn);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const res = await page.goto(`${prefix}/mw/exhibitors`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Exhibitors' : 'Үзэсгэлэн оролцогчид');
      const cards = page.getByTestId('exhibitors').locator('> li');
      await expect(cards).toHaveCount(exhibitors.length);
      await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(name(exhibitors[0]));
      await expect(cards.first()).toContainText(exhibitors[0].booth);
      // every logo has its size (no layout shift)
      for (const img of await page.getByTestId('exhibitors').locator('img').all()) {
        expect(await img.getAttribute('width')).toMatch(/^\d+$/);
        expect(await img.getAttribute('height')).toMatch(/^\d+$/);
      }
      // the navigation leads here
      expect(await page.locator(`nav a[href="${prefix}/mw/exhibitors"]`).count()).toBeGreaterThan(0);
      await shot(page, `exhibitors-${lang}-${width}`);
    }
    if (lang === 'en') expect(untranslatedText(await (await page.request.get('/en/mw/exhibitors')).text())).toEqual([]);
    // JSON-LD: an ItemList of the Organizations, linking their company pages
    const lds = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = lds
      .map((s) => JSON.parse(s) as { '@type': string; itemListElement?: { item: { url: string; name: string } }[] })
      .find((d) => d['@type'] === 'ItemList');
    expect(list?.itemListElement).toHaveLength(exhibitors.length);
    expect(list!.itemListElement![0].item.url).toMatch(new RegExp(`${prefix}/yp/company/${exhibitors[0].id}$`));

    // the hreflang twin
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang === 'en' ? 'mn' : 'en'}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${lang === 'en' ? '' : '/en'}/mw/exhibitors$`),
    );

    // the B2B meetings link of a company that takes meetings
    const meeting = page
      .getByTestId('exhibitors')
      .getByRole('link', { name: lang === 'en' ? /^Book a B2B meeting with / : /B2B уулзалт товлох$/ })
      .first();
    await expect(meeting).toHaveAttribute('href', `${prefix}/yp/meetings`);

    // the first card's name opens its company page
    await page
      .getByTestId('exhibitors')
      .getByRole('link', { name: name(exhibitors[0]), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/yp/company/${exhibitors[0].id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(exhibitors[0]));

    await page.goBack();
    await meeting.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/yp/meetings$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? /meeting/i : /уулзалт/i);
  });
}

test('the admin adds an exhibitor through the picker; it shows on the rebuilt page; booth, order and removal', async ({ page }) => {
  test.setTimeout(300_000);
  const [company] = await withDb(
    async (db) =>
      (
        await db.query(`select id, name_mn, name_en from dir_companies c where approval
          and not exists (select 1 from event_exhibitors x where x.company_id = c.id and x.event_id = 3)
          and not exists (select 1 from dir_companies d where d.name_mn = c.name_mn and d.id <> c.id)
          order by id desc limit 1`)
      ).rows as { id: number; name_mn: string; name_en: string }[],
  );
  const before = await seeded();
  await adminPage(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/week/exhibitors');
    await expect(page.getByTestId('exhibitor-list').locator('tbody tr')).toHaveCount(before.length + (width === 390 ? 0 : 1));
    if (width === 1280) {
      // the sidebar names the screen
      await expect(page.getByRole('navigation', { name: 'Цэс' }).getByRole('link', { name: 'Үзэсгэлэн оролцогчид' })).toHaveCount(1);
      break;
    }

    // a company already exhibiting cannot be chosen again
    await page.locator('#exhibitor-company').fill(before[0].name_mn);
    const taken = page.getByTestId('exhibitor-results').getByRole('button', { name: new RegExp(before[0].name_mn) });
    await expect(taken).toBeDisabled();
    await expect(taken).toContainText('аль хэдийн оролцогч');

    // nothing chosen: the picker says so, nothing stored
    await page.locator('#exhibitor-company').fill('');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByTestId('error-company_id')).toHaveText('Компаниа сонгоно уу');

    await page.locator('#exhibitor-company').fill(company.name_mn);
    await page
      .getByTestId('exhibitor-results')
      .getByRole('button', { name: new RegExp(company.name_mn) })
      .click();
    await expect(page.getByTestId('exhibitor-chosen')).toHaveText(`Сонгосон: ${company.name_mn}`);
    await page.locator('#exhibitor-booth').fill('E-01');
    await shot(page, 'admin-exhibitors-picker-390');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай нэмэгдлээ.');
    const row = page.getByTestId('exhibitor-list').locator('tbody tr').filter({ hasText: company.name_mn });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('textbox')).toHaveValue('E-01');
  }
  await shot(page, 'admin-exhibitors-1280');

  // the static page is rebuilt with it, in both languages
  const deadline = Date.now() + 180_000;
  let shown = false;
  while (!shown && Date.now() < deadline) {
    const html = await (await page.request.get('/en/mw/exhibitors')).text();
    shown = html.includes(company.name_en.replace(/&/g, '&amp;'));
    if (!shown) await page.waitForTimeout(1000);
  }
  expect(shown).toBe(true);
  await page.goto('/mw/exhibitors');
  const card = page.getByTestId('exhibitors').locator('> li').last();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(company.name_mn);
  await expect(card).toContainText('E-01');
  await expect(card.getByRole('link', { name: company.name_mn })).toHaveAttribute('href', `/yp/company/${company.id}`);

  // the booth, edited in place
  await page.goto('/admin/week/exhibitors');
  const row = page.getByTestId('exhibitor-list').locator('tbody tr').filter({ hasText: company.name_mn });
  await row.getByRole('textbox').fill('E-02');
  await row.getByRole('button', { name: 'Лангуу хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  expect(
    await withDb(async (db) => (await db.query('select booth from event_exhibitors where company_id = $1', [company.id])).rows[0].booth),
  ).toBe('E-02');

  // order: the new one (last) moves up one place
  await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
  const order = page.getByTestId('exhibitor-order');
  await order.getByRole('button', { name: `Дээш ${before.length + 1}` }).click();
  await page.getByRole('button', { name: 'Дараалал хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Дараалал хадгалагдлаа.');
  const after = await seeded();
  expect(after.at(-2)!.id).toBe(company.id);
  expect(after.at(-1)!.id).toBe(before.at(-1)!.id);

  // removal asks first
  const listed = page.getByTestId('exhibitor-list').locator('tbody tr').filter({ hasText: company.name_mn });
  await listed.getByRole('button', { name: 'Устгах' }).click();
  await confirmDelete(page, `${company.name_mn}-г оролцогчдоос хасах уу?`);
  await expect(listed).toHaveCount(0);
  expect((await seeded()).map((e) => e.id)).toEqual(before.map((e) => e.id));
});
