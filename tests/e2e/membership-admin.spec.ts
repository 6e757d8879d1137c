import { expect, test } from './fixtures';
import { adminPage, shot as look } from './admin-helpers';
import { tinyPng, withDb } from './helpers';

/** Back-office screens of the membership domain: about, auditors, membership logos, companies, requests. */
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

test('membership logos: two lists and two forms; a main-member logo becomes a board member too, then is deleted', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/membership');
  const board = page.getByTestId('membership-board');
  const main = page.getByTestId('membership-main');
  await expect(board.getByRole('heading', { level: 1, name: 'Удирдах зөвлөлийн гишүүд' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('heading', { level: 1, name: 'Үндсэн гишүүд' })).toBeVisible();
  const seeded = await withDb(
    async (db) =>
      (
        await db.query(
          'select count(*) filter (where board_member)::int as board, count(*) filter (where main_member)::int as main from member_logos',
        )
      ).rows[0],
  );
  await expect(board.locator('tbody tr')).toHaveCount(seeded.board);
  await expect(main.locator('tbody tr')).toHaveCount(seeded.main);
  await look(page, 'admin-membership-1280');

  // the main-member form starts with its own flag ticked; the spec's messages
  await main.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(main.getByRole('heading', { name: 'Үндсэн гишүүний лого нэмэх' })).toBeVisible();
  await expect(main.locator('#membership-main-main_member')).toBeChecked();
  await expect(main.locator('#membership-main-board_member')).not.toBeChecked();
  await main.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(main.getByTestId('error-name')).toHaveText('Нэр оруулна уу');
  await expect(main.getByTestId('error-image')).toHaveText('Логог оруулна уу');
  await main.locator('#membership-main-name').fill('Э2Э Лого');
  await main.locator('#membership-main-link').fill('https://e2e.example.mn');
  await main.locator('#membership-main-image').setInputFiles(png());
  await main.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай шинэчлэгдлээ.');
  const stored = async () => (await withDb(async (db) => (await db.query("select * from member_logos where name = 'Э2Э Лого'")).rows))[0];
  expect(await stored()).toMatchObject({ board_member: false, main_member: true, link: 'https://e2e.example.mn' });
  const inMain = main.locator('tbody tr').filter({ hasText: 'Э2Э Лого' });
  const inBoard = board.locator('tbody tr').filter({ hasText: 'Э2Э Лого' });
  await expect(inMain).toHaveCount(1);
  await expect(inBoard).toHaveCount(0);

  // edit: flag it as a board member as well; it is listed in both
  await inMain.getByRole('button', { name: 'Засах' }).click();
  await main.locator('#membership-main-board_member').check();
  await main.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  await expect(inBoard).toHaveCount(1);
  await expect(inMain).toHaveCount(1);
  expect(await stored()).toMatchObject({ board_member: true, main_member: true });

  await inBoard.getByRole('button', { name: 'Устгах' }).click();
  await page.getByRole('dialog', { name: 'Э2Э Лого-г устгах уу?' }).getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(inBoard).toHaveCount(0);
  await expect(inMain).toHaveCount(0);
  expect(await stored()).toBeUndefined();
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

test('companies: a taken e-mail is refused with the spec message, a new company is added, edited and deleted', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/companies');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const count = () => withDb(async (db) => (await db.query('select count(*)::int as n from member_companies')).rows[0].n as number);
  const taken = await withDb(
    async (db) => (await db.query('select email from member_companies order by id limit 1')).rows[0].email as string,
  );
  const before = await count();

  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.locator('#companies-name').fill('Э2Э Давхар ХХК');
  await page.locator('#companies-email').fill(taken.toUpperCase());
  await page.locator('#companies-image').setInputFiles(png());
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-error')).toHaveText('Бүртгэлтэй и-мэйл хаяг байна.');
  await expect(page.getByTestId('toast-success')).toHaveCount(0);
  expect(await count()).toBe(before);
  // the form keeps what was typed, so the e-mail can be corrected
  await expect(page.locator('#companies-name')).toHaveValue('Э2Э Давхар ХХК');

  const email = `e2e-${Date.now()}@example.mn`;
  await page.locator('#companies-email').fill(email);
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  expect(await count()).toBe(before + 1);
  // a save returns to the list
  const search = page.getByLabel('Нэрээр хайх');
  await search.fill('Э2Э Давхар');
  await search.press('Enter');
  const row = page.locator('tbody tr').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#companies-name').fill('Э2Э Засварласан ХХК');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  await search.fill('Э2Э');
  await search.press('Enter');
  const edited = page.locator('tbody tr').filter({ hasText: 'Э2Э Засварласан ХХК' });
  await expect(edited).toHaveCount(1);
  await edited.getByRole('button', { name: 'Устгах' }).click();
  await page.getByRole('dialog', { name: 'Э2Э Засварласан ХХК-г устгах уу?' }).getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(edited).toHaveCount(0);
  expect(await count()).toBe(before);
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
  // the unfiltered page may still be on screen for a moment: wait until every row is a codex request
  await expect(rows.filter({ hasNotText: 'Ёс зүйн дүрэмд нэгдэх' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Ёс зүйн дүрэмд нэгдэх');
  await look(page, 'admin-requests-1280');
});
