import { expect, test, type Page } from '@playwright/test';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';

/** Back-office screens of the membership domain: about, auditors, membership logos, companies, requests. */
const SHOTS = process.env.SHOTS_DIR;
const look = (page: Page, name: string) => (SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : Promise.resolve());
const png = () => ({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng(240, 120) });

test('about: three sections; a president is added with the default picture and deleted', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/about');
  for (const title of ['Хүндэт ерөнхийлөгчид', 'Ассоциацийн зөвлөл', 'Ажлын алба'])
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const presidents = page.getByTestId('about-president');
  await expect(presidents.locator('tbody tr')).toHaveCount(4);
  await look(page, 'admin-about-1280');

  await presidents.getByRole('button', { name: 'Нэмэх' }).click();
  await presidents.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(presidents.getByTestId('error-name')).toHaveText('Нэр оруулна уу');
  await presidents.locator('#about-president-name').fill('Э2Э Ерөнхийлөгч');
  await presidents.locator('#about-president-years_of_work').fill('2030–2034');
  await presidents.locator('#about-president-profile_default').selectOption('female');
  await presidents.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай шинэчлэгдлээ.');
  const row = presidents.locator('tbody tr').filter({ hasText: 'Э2Э Ерөнхийлөгч' });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Устгах' }).click();
  await page.getByRole('dialog', { name: 'Э2Э Ерөнхийлөгч-г устгах уу?' }).getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(row).toHaveCount(0);
});

test('auditors: the seeded three are listed', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/auditor');
  await expect(page.locator('tbody tr')).toHaveCount(3, { timeout: 30_000 });
  await look(page, 'admin-auditor-1280');
});

test('membership logos: add with both flags, then delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/membership');
  await page.getByRole('button', { name: 'Нэмэх' }).click({ timeout: 30_000 });
  await page.locator('#membership-name').fill('Э2Э Лого');
  await page.locator('#membership-link').fill('https://e2e.example.mn');
  await page.locator('#membership-image').setInputFiles(png());
  await page.locator('#membership-board_member').check();
  await page.locator('#membership-main_member').check();
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай шинэчлэгдлээ.');
  const stored = await withDb(async (db) => (await db.query("select * from member_logos where name = 'Э2Э Лого'")).rows[0]);
  expect(stored).toMatchObject({ board_member: true, main_member: true, link: 'https://e2e.example.mn' });
  const row = page.locator('tbody tr').filter({ hasText: 'Э2Э Лого' });
  await look(page, 'admin-membership-1280');
  await row.getByRole('button', { name: 'Устгах' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(row).toHaveCount(0);
});

test('companies: name search on Enter and button, reset', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/companies');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(14, { timeout: 30_000 });
  const search = page.getByLabel('Нэрээр хайх');
  await search.fill('Говь');
  await search.press('Enter');
  await expect(rows).toHaveCount(2);
  for (const r of await rows.all()) await expect(r).toContainText('Говь');
  await page.getByRole('button', { name: 'Цэвэрлэх' }).first().click();
  await expect(rows).toHaveCount(14);
  await search.fill('zzz-none');
  await page.getByRole('button', { name: 'Хайх' }).click();
  await expect(page.getByText('Жагсаалт хоосон байна')).toBeVisible();
  await look(page, 'admin-companies-1280');
});

test('requests: purpose from the flags, page sizes, search mode', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/request-list');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('page-size')).toHaveValue('10');
  await expect(rows.filter({ hasText: 'Гишүүнээр элсэх' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Хайх' }).click();
  await page.getByTestId('request-search').getByLabel('Зорилго').selectOption('codex');
  await page.getByTestId('request-search').getByRole('button', { name: 'Хайх' }).click();
  await expect(rows.first()).toContainText('Ёс зүйн дүрэмд нэгдэх');
  for (const r of await rows.all()) await expect(r).toContainText('Ёс зүйн дүрэмд нэгдэх');
  await look(page, 'admin-requests-1280');
});
