import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';

/** /admin/week: the event menu, social links and footer info (the spec's English texts), and the placeholders. */
const SHOTS = '/tmp/shots-site';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const confirm = (page: Page, name: string) => page.getByRole('dialog', { name }).getByRole('button', { name: 'Тийм, устгах' });
const addButton = (page: Page) => page.getByRole('button', { name: 'Нэмэх' }).last();

test('menu categories: messages, add under a parent, status dot, edit, delete with confirmation', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/week/link');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('tbody [data-status="inactive"]').first()).toContainText('Inactive');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await addButton(page).click();
  await expect(page.getByTestId('error-category')).toHaveText('Please enter the menu name');
  await page.locator('#mw-category-category').fill('Туршилтын цэс');
  await addButton(page).click();
  await expect(page.getByTestId('error-category_en')).toHaveText('Please enter the menu English name');
  await page.locator('#mw-category-category_en').fill('Test menu');
  await page.locator('#mw-category-pid').selectOption({ label: '3 · Programme' });
  await addButton(page).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Successfully saved.');
  const row = page.locator('tbody tr').filter({ hasText: 'Test menu' });
  await expect(row).toContainText('Programme');
  await expect(row.locator('[data-status="active"]')).toContainText('Active');
  await expect(row).toContainText('Static');
  await shot(page, 'admin-week-link-1280');

  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#mw-category-category_status').selectOption('false');
  await page.locator('#mw-category-page_type').selectOption('news');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(row.locator('[data-status="inactive"]')).toHaveCount(1);
  await expect(row).toContainText('News');
  const stored = await withDb(
    async (db) => (await db.query("select category_status, page_type from event_categories where category_en = 'Test menu'")).rows[0],
  );
  expect(stored).toEqual({ category_status: false, page_type: 'news' });

  // a cycle is refused: Programme (3) cannot go under its own sub-menu, the test menu; nothing stored
  const cid = await withDb(
    async (db) => (await db.query("select cid from event_categories where category_en = 'Test menu'")).rows[0].cid as number,
  );
  const programme = page.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: /^3$/ }) });
  await programme.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#mw-category-pid').selectOption({ label: `${cid} · Test menu` });
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('error-pid')).toHaveText('Цэсийг өөрийн дэд цэсний доор байрлуулах боломжгүй');
  await shot(page, 'admin-week-link-cycle-1280');
  expect(await withDb(async (db) => (await db.query('select pid from event_categories where cid = 3')).rows[0].pid)).toBeNull();
  await page.getByRole('button', { name: 'Буцах' }).click();

  await row.getByRole('button', { name: 'Устгах' }).click();
  await confirm(page, 'Delete the menu "Test menu"? Its sub-menus move to the top level.').click();
  await expect(row).toHaveCount(0);
});

test('social links: the twenty icons, messages, add, edit, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/week/social-link');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByRole('radio')).toHaveCount(20);
  await addButton(page).click();
  await expect(page.getByTestId('error-icon')).toHaveText('Select an icon');
  await page.getByRole('radio', { name: 'Steam' }).check();
  await addButton(page).click();
  await expect(page.getByTestId('error-link')).toHaveText('Enter the link');
  await page.locator('#mw-social-link-link').fill('https://store.example.com/miningweek');
  await addButton(page).click();
  const row = page.locator('tbody tr').filter({ hasText: 'https://store.example.com/miningweek' });
  await expect(row).toHaveCount(1);
  await shot(page, 'admin-week-social-link-1280');
  await row.getByRole('button', { name: 'Засах' }).click();
  await page.getByRole('radio', { name: 'Threads' }).check();
  await page.locator('#mw-social-link-link').fill('https://threads.example.com/miningweek');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  const edited = page.locator('tbody tr').filter({ hasText: 'https://threads.example.com/miningweek' });
  await expect(edited).toContainText('Threads');
  await edited.getByRole('button', { name: 'Устгах' }).click();
  await confirm(page, 'Delete this social link?').click();
  await expect(edited).toHaveCount(0);
});

test('footer info: messages, add an e-mail, edit, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/week/footer');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await addButton(page).click();
  await expect(page.getByTestId('error-type')).toHaveText('Enter the type');
  await page.locator('#mw-footer-type').selectOption('email');
  await addButton(page).click();
  await expect(page.getByTestId('error-information')).toHaveText('Enter the information');
  await page.locator('#mw-footer-information').fill('press@miningweek.mn');
  await addButton(page).click();
  const row = page.locator('tbody tr').filter({ hasText: 'press@miningweek.mn' });
  await expect(row).toContainText('E-mail');
  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#mw-footer-information').fill('media@miningweek.mn');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  const edited = page.locator('tbody tr').filter({ hasText: 'media@miningweek.mn' });
  await expect(edited).toHaveCount(1);
  await edited.getByRole('button', { name: 'Устгах' }).click();
  await confirm(page, 'Delete this footer item?').click();
  await expect(edited).toHaveCount(0);
});

test('at 390 px the three lists and the placeholders read well', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminPage(page);
  for (const screen of ['link', 'social-link', 'footer']) {
    await page.goto(`/admin/week/${screen}`);
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, `admin-week-${screen}-390`);
  }
  for (const screen of ['home', 'add-news', 'update-news', 'event-date', 'presentation']) {
    await page.goto(`/admin/week/${screen}`);
    await expect(page.getByTestId('week-unavailable')).toContainText('not available in this version');
  }
  await shot(page, 'admin-week-presentation-390');
});
