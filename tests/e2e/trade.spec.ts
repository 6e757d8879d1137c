import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { isoDay } from '@shared/dates';

/** /mm/trade in both languages: tabs, page sizes, the date rule, sorting, empty states (seeded exchange data). */
const SHOTS = '/tmp/shots-trade';
mkdirSync(SHOTS, { recursive: true });

const ubToday = () => isoDay(new Date());
const shiftDay = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
const cards = (page: Page) => page.locator('#trade-panel-schedule article');
const rows = (page: Page) => page.locator('#trade-panel-report tbody tr');
const pager = (page: Page, name: string) => page.getByRole('navigation', { name });
/** Dates and times as each language writes them (src/shared/dates.ts). */
const MN_DATE_TIME = /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/;
const EN_DATE_TIME = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/;
/** A money cell's amount ("$2,474.00", "MNT 298,320.00"). */
const amount = (text: string) => (/\d/.test(text) ? Number(text.replace(/[^\d.]/g, '')) : null);

/**
 * Trade values (card dates and facts, report cells) that a visible floating button (call, mail,
 * back to top) lies over.
 */
const covered = (page: Page) =>
  page.evaluate(() => {
    const fabs = [...document.querySelectorAll('.floating .fab')]
      .filter((f) => f.checkVisibility({ visibilityProperty: true }))
      .map((f) => f.getBoundingClientRect());
    return [...document.querySelectorAll('.notice-card__date, .notice-card__facts dd, .trade-table td')]
      .map((v) => v.getBoundingClientRect())
      .filter((v) => v.width > 0 && fabs.some((f) => f.left < v.right && v.left < f.right && f.top < v.bottom && v.top < f.bottom)).length;
  });

test('the schedule tab shows notice cards with 12/24/50 per page and the pager (Mongolian)', async ({ page }) => {
  await page.goto('/mm/trade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Арилжааны мэдээлэл');
  await expect(page.getByRole('tab', { name: 'Арилжааны хуваарь' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first().locator('time')).toHaveText(MN_DATE_TIME);
  const total = Number((await page.getByText(/^Нийт: /).innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(24);

  const nav = pager(page, 'Хуудаслалт');
  const firstCard = await cards(page).first().locator('h3').innerText();
  await nav.getByRole('button', { name: '2-р хуудас' }).click();
  await expect(nav.getByRole('button', { name: '2-р хуудас' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first().locator('h3')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Эхний' })).toBeEnabled();

  const size = page.locator('#trade-panel-schedule').getByLabel('Хуудсанд');
  await expect(size.locator('option')).toHaveText(['12', '24', '50']);
  await size.selectOption('24');
  await expect(cards(page)).toHaveCount(24);
  await expect(nav.getByRole('button', { name: '1-р хуудас' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first().locator('h3')).toHaveText(firstCard);
  await size.selectOption('50');
  await expect(cards(page)).toHaveCount(Math.min(50, total));
  await page.screenshot({ path: `${SHOTS}/schedule-mn-${page.viewportSize()!.width}.png`, fullPage: true });
});

test('the report tab: default last 7 days, end pulled up to a later start, page sizes, sorting, empty range', async ({ page }) => {
  await page.goto('/mm/trade');
  await page.getByRole('tab', { name: 'Арилжааны тайлан' }).click();
  await expect(page).toHaveURL(/\/mm\/trade\?tab=report$/);
  const start = page.getByLabel('Эхлэх огноо');
  const end = page.getByLabel('Дуусах огноо');
  const today = ubToday();
  await expect(start).toHaveValue(shiftDay(today, -7));
  await expect(end).toHaveValue(today);
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeLessThanOrEqual(10);
  await expect(page.locator('#trade-panel-report thead th')).toHaveText([
    /Худалдагч/,
    /Бүтээгдэхүүн/,
    /Доод үнэ/,
    /Хэлцлийн үнэ/,
    /Огноо, цаг/,
    'Дэлгэрэнгүй',
  ]);
  await expect(
    rows(page)
      .first()
      .getByRole('link', { name: /Дэлгэрэнгүй/ }),
  ).toHaveAttribute('href', /^https?:\/\//);

  // a wider range, then the page sizes 10/20/30 (each resets to page 1); the new range's rows
  // must have arrived before paging (its answer would put the list back on page 1)
  const wider = page.waitForResponse((r) => r.url().includes('/get/trade?') && r.url().includes(shiftDay(today, -30)));
  await start.fill(shiftDay(today, -30));
  await wider;
  await expect(end).toHaveValue(today);
  await expect(rows(page)).toHaveCount(10);
  const size = page.locator('#trade-panel-report').getByLabel('Хуудсанд');
  await expect(size.locator('option')).toHaveText(['10', '20', '30']);
  const nav = pager(page, 'Хуудаслалт');
  const second = nav.getByRole('button', { name: '2-р хуудас' });
  await nav.getByRole('button', { name: 'Дараах' }).click();
  // on a loaded machine a late answer of the range's change can still put the list back on page 1
  // after the click: then page 2 is chosen again (idempotent, unlike Next) until it holds
  await expect(async () => {
    if ((await second.getAttribute('aria-current')) !== 'page') await second.click();
    await expect(second).toHaveAttribute('aria-current', 'page', { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await size.selectOption('20');
  await expect(rows(page)).toHaveCount(20);
  await expect(nav.getByRole('button', { name: '1-р хуудас' })).toHaveAttribute('aria-current', 'page');
  await size.selectOption('30');
  await expect(rows(page)).toHaveCount(30);

  // sorting applies to the whole range: deal price descending, page 1 then page 2 continue one order
  await expect(rows(page).first().locator('time')).toHaveText(MN_DATE_TIME);
  await size.selectOption('10');
  const priceSort = page.getByRole('button', { name: /Хэлцлийн үнэ/ });
  await priceSort.click();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Хэлцлийн үнэ');
  await priceSort.click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Хэлцлийн үнэ');
  const query = `startDate=${shiftDay(today, -30)}&endDate=${today}&sort=price&order=desc&limit=10&lang=mn`;
  const expected = async (n: number) =>
    ((await (await page.request.get(`/api/mm/get/trade?${query}&page=${n}`)).json()) as { trade: { price: number }[] }).trade.map(
      (r) => r.price,
    );
  const prices = () => rows(page).locator('td:nth-child(4)').allInnerTexts();
  await expect.poll(async () => (await prices()).map(amount)).toEqual(await expected(1));
  await nav.getByRole('button', { name: 'Дараах' }).click();
  await expect(nav.getByRole('button', { name: '2-р хуудас' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await prices()).map(amount)).toEqual(await expected(2));
  // a new page size keeps the order and starts again at page 1
  await size.selectOption('20');
  await expect(nav.getByRole('button', { name: '1-р хуудас' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Хэлцлийн үнэ');
  await expect.poll(async () => (await prices()).slice(0, 10).map(amount)).toEqual(await expected(1));
  await page.screenshot({ path: `${SHOTS}/report-mn-${page.viewportSize()!.width}.png`, fullPage: true });

  // a start after the end pulls the end up to the start
  const later = shiftDay(today, 3);
  await end.fill(shiftDay(today, -20));
  await start.fill(later);
  await expect(end).toHaveValue(later);
  await expect(page.getByText('Хайсан хугацаан дахь өгөгдөл олдсонгүй.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('English: ?tab=report and #report open the report; empty texts of both tabs', async ({ page }) => {
  await page.goto('/en/mm/trade?tab=report');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade information');
  await expect(page.getByRole('tab', { name: 'Trade report' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).first().locator('time')).toHaveText(EN_DATE_TIME);
  await expect(page.getByRole('button', { name: /Seller/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-en-${page.viewportSize()!.width}.png`, fullPage: true });

  await page.getByLabel('Start date').fill('2001-01-01');
  await page.getByLabel('End date').fill('2001-01-31');
  await expect(page.getByText('No Data was found')).toBeVisible();

  await page.goto('/en/mm/trade#report');
  await expect(page.getByRole('tab', { name: 'Trade report' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Trading schedule' }).click();
  await expect(page).toHaveURL(/\/en\/mm\/trade$/);
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first().locator('time')).toHaveText(EN_DATE_TIME);
  await page.screenshot({ path: `${SHOTS}/schedule-en-${page.viewportSize()!.width}.png`, fullPage: true });

  // no notices at all (the seeded database always has some: answer the call empty)
  for (const [path, text] of [
    ['/en/mm/trade', 'No data found.'],
    ['/mm/trade', 'Өгөгдөл олдсонгүй.'],
  ]) {
    await page.route(/\/api\/mm\/get\/notice\?/, (route) => route.fulfill({ json: { notice: [], totalPages: 0, total: 0 } }));
    await page.goto(path);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.unroute(/\/api\/mm\/get\/notice\?/);
  }
});

test('keyboard: arrow keys move between the tabs', async ({ page }) => {
  await page.goto('/mm/trade');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Арилжааны хуваарь' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Арилжааны тайлан' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Арилжааны тайлан' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Арилжааны хуваарь' })).toBeHidden();
});

test.describe('mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('both tabs fit a phone in both languages; the floating buttons cover no trade value', async ({ page }) => {
    /** Scrolls down with the wheel, as a visitor does, until the last of `last` is at the bottom of the screen. */
    const scrollToEnd = async (last: ReturnType<Page['locator']>) => {
      await page.mouse.move(195, 400);
      const bottom = await last.last().evaluate((el) => el.getBoundingClientRect().bottom - innerHeight + 8);
      await page.mouse.wheel(0, bottom);
      await expect.poll(() => last.last().evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
      await expect.poll(() => covered(page)).toBe(0);
    };
    for (const prefix of ['', '/en']) {
      const lang = prefix ? 'en' : 'mn';
      await page.goto(`${prefix}/mm/trade`);
      await expect(cards(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/schedule-${lang}-390.png`, fullPage: true });
      await scrollToEnd(cards(page));
      await page.goto(`${prefix}/mm/trade?tab=report`);
      await expect(rows(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/report-${lang}-390.png`, fullPage: true });
      await scrollToEnd(rows(page));
    }
  });
});
