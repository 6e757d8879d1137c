import { expect as baseExpect, test } from './fixtures';
import { adminPage } from './admin-helpers';

// the machine is shared and slow: a lazily loaded screen may take several seconds to appear
const expect = baseExpect.configure({ timeout: 20_000 });
const shotTo = (name: string) => `/tmp/shots-audit/${name}.png`;

/** Issue 15 item 8: an admin's edit is on record at /admin/audit, found by its filters; other roles are told they cannot see it. */
test('an account edit appears in the audit log, filtered by person and record type', async ({ page }) => {
  const who = await adminPage(page, { firstName: 'Аудит' });
  const position = `Хянагч ${Date.now()}`;

  await page.goto('/admin/accounts');
  // accounts are listed oldest first: ours is on the last page (other specs add accounts to the same database)
  await page.getByTestId('page-size').selectOption('30');
  const last = page.getByRole('button', { name: 'Сүүлийн хуудас' });
  if ((await last.count()) > 0 && (await last.isEnabled())) await last.click();
  const row = page.locator('tbody tr').filter({ hasText: who.email });
  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#account-position').fill(position);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success')).toBeVisible();

  await page.goto('/admin/audit');
  const filter = page.getByRole('search', { name: 'Өөрчлөлтийн бүртгэлийг шүүх' });
  await filter.getByLabel('Хэрэглэгч').selectOption(who.email);
  await filter.getByLabel('Бичлэгийн төрөл').selectOption('mm/account');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());
  await filter.getByLabel('Эхлэх огноо').fill(today);
  await filter.getByLabel('Дуусах огноо').fill(today);
  await filter.getByRole('button', { name: 'Шүүх' }).click();

  await expect(page.getByTestId('total')).toContainText('1');
  const entry = page.locator('tbody tr').filter({ hasText: 'mm/account #' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Зассан');
  await expect(entry).toContainText('POST /mm/update/account');
  await entry.locator('summary').click();
  await expect(entry.locator('[data-field="position"]')).toContainText(position);
  await page.screenshot({ path: shotTo('audit-1280'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotTo('audit-390'), fullPage: true });
});

test('a moderator opening /admin/audit is told only administrators may see it', async ({ page }) => {
  await adminPage(page, { role: 1 });
  await page.goto('/admin/audit');
  await expect(page.getByTestId('audit-no-access')).toContainText('зөвхөн админ');
  await expect(page.locator('table')).toHaveCount(0);
});
