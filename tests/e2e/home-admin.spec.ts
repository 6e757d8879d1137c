import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';

/** Back-office screens of the home domain: social links, slides, menu + static page, accounts. */
const SHOTS = '/tmp/shots-home';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const confirmDialog = (page: Page, name: string) => page.getByRole('dialog', { name }).getByRole('button', { name: 'Тийм, устгах' });

test('social links: the spec messages, add, edit, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/social-links');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('error-icon')).toHaveText('Icon-ийг сонгоно уу');
  await page.getByRole('radio', { name: 'Telegram' }).check();
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('error-link')).toHaveText('Линкийг оруулна уу');
  await page.locator('#social-link-link').fill('https://t.me/mining_demo');
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: 'https://t.me/mining_demo' });
  await expect(row).toHaveCount(1);
  await shot(page, 'admin-social-links-1280');

  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#social-link-link').fill('https://t.me/mining_demo2');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  const edited = page.locator('tbody tr').filter({ hasText: 'https://t.me/mining_demo2' });
  await expect(edited).toHaveCount(1);
  await edited.getByRole('button', { name: 'Устгах' }).click();
  await confirmDialog(page, 'Холбоосыг устгах уу?').click();
  await expect(edited).toHaveCount(0);
});

test('slides: add a banner, reorder with up and down, save, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/slides');
  const list = page.getByTestId('banner-list');
  await expect(list.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 }); // lazy chunk + data
  const before = await list.locator('tbody tr').count();

  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('button', { name: 'Хуулах' }).click();
  await expect(page.getByTestId('error-image')).toHaveText('Зураг оруулна уу');
  await page.locator('#banner-image').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: tinyPng(73, 45) });
  await page.getByRole('button', { name: 'Хуулах' }).click();
  await expect(list.locator('tbody tr')).toHaveCount(before + 1);

  await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
  const order = page.getByTestId('banner-order');
  await expect(order.getByRole('button', { name: 'Дээш 1' })).toBeDisabled();
  await expect(order.getByRole('button', { name: `Доош ${before + 1}` })).toBeDisabled();
  const lastImage = await order.locator('tbody tr').last().locator('img').getAttribute('src');
  await order.getByRole('button', { name: `Дээш ${before + 1}` }).click();
  await order.getByRole('button', { name: `Дээш ${before}` }).click();
  await shot(page, 'admin-slides-order-1280');
  await page.getByRole('button', { name: 'Дараалал хадгалах' }).click();
  await expect(list).toBeVisible();
  expect(
    await list
      .locator('tbody tr')
      .nth(before - 2)
      .locator('img')
      .getAttribute('src'),
  ).toBe(lastImage);
  const stored = await withDb(async (db) =>
    (await db.query('select image from banners order by sequence')).rows.map((r) => r.image as string),
  );
  expect(stored[before - 2]).toBe(lastImage);

  await list
    .locator('tbody tr')
    .nth(before - 2)
    .getByRole('button', { name: 'Устгах' })
    .click();
  await confirmDialog(page, 'Баннерийг устгах уу?').click();
  await expect(list.locator('tbody tr')).toHaveCount(before);
  await shot(page, 'admin-slides-1280');
});

test('menu: add a static item with a parent, edit its page, delete it', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/link');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('error-page_type')).toHaveText('Хуудасны төрлийг сонгоно уу');
  await page.locator('#category-page_type').selectOption('static');
  await page.locator('#category-category_level').selectOption('2');
  await page.locator('#category-category').fill('Түүх');
  await page.locator('#category-category_en').fill('History');
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('error-pid')).toHaveText('Эцэг цэсийг сонгоно уу');
  await page.locator('#category-pid').selectOption({ label: '1 · Бидний тухай' });
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: 'History' });
  await expect(row).toHaveCount(1);
  await shot(page, 'admin-link-1280');

  await row.getByRole('link', { name: /Статик/ }).click();
  await expect(page).toHaveURL(/\/admin\/edit-static\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Статик хуудас: Түүх' })).toBeVisible();
  const editors = page.locator('[contenteditable="true"]');
  await editors.first().click();
  await page.keyboard.type('Ассоциацийн түүх');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  // the menu item's own success toast may still be showing
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Хадгалах' })).toBeVisible();
  const text = await withDb(
    async (db) =>
      (await db.query("select s.text from static_data s join categories c on c.cid = s.category_cid where c.category_en = 'History'"))
        .rows[0]?.text,
  );
  expect(text).toContain('Ассоциацийн түүх');
  await shot(page, 'admin-edit-static-1280');

  await page.goto('/admin/link');
  await page.locator('tbody tr').filter({ hasText: 'History' }).getByRole('button', { name: 'Устгах' }).click();
  await confirmDialog(page, '“Түүх” цэсийг устгах уу?').click();
  await expect(page.locator('tbody tr').filter({ hasText: 'History' })).toHaveCount(0);
});

test('accounts: an admin adds an account (the spec messages, role) and deletes it', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Админы эрхтэй хэрэглэгчид' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('total')).toBeVisible();
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('error-first_name')).toHaveText('Хэрэглэгчийн нэрийг оруулна уу');
  await page.locator('#account-first_name').fill('Сараа');
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('error-email')).toHaveText('Хэрэглэгчийн и-мэйл хаягийг оруулна уу');
  const email = `saraa-${Date.now()}@mining.mn`;
  await page.locator('#account-email').fill(email);
  await page.locator('#account-account_role').selectOption('1');
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  await page.getByTestId('page-size').selectOption('30');
  const row = page.locator('tbody tr').filter({ hasText: email });
  // the list is in id order and other specs add accounts too: walk to the page that holds the new one
  const before = await withDb(
    async (db) =>
      (await db.query('select count(*)::int as n from admins where id <= (select id from admins where email = $1)', [email])).rows[0].n,
  );
  await expect(page.getByText(/^1 \/ \d+ хуудас$/)).toBeVisible();
  for (let p = 2; p <= Math.ceil(before / 30); p++) {
    await page.getByRole('button', { name: 'Дараагийн хуудас' }).click();
    await expect(page.getByText(new RegExp(`^${p} / \\d+ хуудас$`))).toBeVisible();
  }
  await expect(row).toContainText('Модератор');
  await shot(page, 'admin-accounts-1280');
  await row.getByRole('button', { name: 'Устгах' }).click();
  await confirmDialog(page, 'Сараа-г устгах уу?').click();
  await expect(row).toHaveCount(0);
});
