import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { adminPage } from './admin-helpers';

/** /admin/trade: category trade/notice, the date filter's rules, page sizes 20/50/100, both table layouts, empty state. */
const SHOTS = '/tmp/shots-trade';
mkdirSync(SHOTS, { recursive: true });

const ubToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());
const shiftDay = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
const rows = (page: Page) => page.locator('tbody tr');
const total = async (page: Page) => Number((await page.getByTestId('total').innerText()).replace(/\D/g, ''));

test('stock-exchange data: trade by default, both layouts, page sizes and the date rules', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/trade');
  await expect(page.getByRole('heading', { level: 1, name: 'Биржийн мэдээ' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('trade-category')).toHaveValue('trade');
  const today = ubToday();
  await expect(page.getByTestId('trade-startDate')).toHaveValue(shiftDay(today, -7));
  await expect(page.getByTestId('trade-endDate')).toHaveValue(today);
  await expect(page.getByTestId('page-size').locator('option')).toHaveText(['20', '50', '100']);
  await expect(page.locator('thead th')).toHaveText([
    'Худалдагч',
    'Бүтээгдэхүүн',
    'Доод үнэ',
    'Хэлцлийн үнэ',
    'Арилжааны огноо',
    'Дэлгэрэнгүй',
  ]);
  await expect(rows(page).first()).toBeVisible();

  // a month of trades: 20 per page, then 50
  await page.getByTestId('trade-startDate').fill(shiftDay(today, -30));
  await page.getByRole('button', { name: 'Шүүх' }).click();
  await expect.poll(() => total(page)).toBeGreaterThan(20);
  const all = await total(page);
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('navigation', { name: 'Хуудаслалт' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Хуудаслалт' }).getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByTestId('page-size').selectOption('50');
  await expect(rows(page)).toHaveCount(Math.min(50, all));
  await page.getByTestId('page-size').selectOption('100');
  await expect(rows(page)).toHaveCount(Math.min(100, all));
  await page.screenshot({ path: `${SHOTS}/admin-trade-1280.png`, fullPage: true });

  // the notice layout
  await page.getByTestId('trade-category').selectOption('notice');
  await expect(page.locator('thead th')).toHaveText([
    'Худалдагч',
    'Захиалгын дугаар',
    'Төрөл',
    'Огноо',
    'Тоо хэмжээ',
    'Валют',
    'Лотын хэмжээ',
    'Дэлгэрэнгүй',
  ]);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-notice-1280.png`, fullPage: true });

  // a start after the end pulls the end up; a start after today is refused
  await page.getByTestId('trade-endDate').fill(shiftDay(today, -20));
  await page.getByTestId('trade-startDate').fill(shiftDay(today, -10));
  await expect(page.getByTestId('trade-endDate')).toHaveValue(shiftDay(today, -10));
  await page.getByTestId('trade-startDate').fill(shiftDay(today, 2));
  await page.getByRole('button', { name: 'Шүүх' }).click();
  await expect(page.getByTestId('trade-filter-error')).toHaveText('Эхлэх огноо өнөөдрөөс хойш байж болохгүй');

  // the filter runs only with both dates: the empty one is highlighted
  await page.getByTestId('trade-startDate').fill('');
  await page.getByRole('button', { name: 'Шүүх' }).click();
  await expect(page.getByTestId('trade-startDate')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('trade-endDate')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('trade-filter-error')).toHaveText('Эхлэх болон дуусах огноог сонгоно уу');
  await page.screenshot({ path: `${SHOTS}/admin-trade-invalid-1280.png`, fullPage: true });

  // a range without data
  await page.getByTestId('trade-startDate').fill('2001-01-01');
  await page.getByTestId('trade-endDate').fill('2001-01-31');
  await page.getByRole('button', { name: 'Шүүх' }).click();
  await expect(page.getByText('Мэдээлэл хоосон байна')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await page.getByTestId('trade-category').selectOption('trade');
  await expect(page.getByText('Мэдээлэл хоосон байна')).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the screen works on a phone', async ({ page }) => {
    await adminPage(page, { role: 3 });
    await page.goto('/admin/trade');
    // the screen is a lazily loaded chunk: allow a slow first load
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/admin-trade-390.png`, fullPage: true });
  });
});
