import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { mn } from '../helpers/messages';

/** /admin/yellow/meeting-users: type filter, page sizes, the grid (sort, filter, move), edit, delete, export. */
const SHOTS = '/tmp/shots-users';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Two sponsors of this run (the demo database is shared: every check narrows to them by the stamp). */
async function insertUsers(stamp: string) {
  const insert = (name: string, nameEn: string, email: string) =>
    withDb((db) =>
      db.query(
        `insert into meeting_users (name, name_en, email, phone_number, user_type) values ($1, $2, $3, '99112233', 'Sponsor') returning id`,
        [name, nameEn, email],
      ),
    );
  // older first: the list is newest first, so "Zeta" comes before "Alpha" until sorted
  await insert(`Альфа ${stamp}`, `Alpha ${stamp}`, `mu-alpha-${stamp}@example.mn`);
  await insert(`=Формула ${stamp}`, `Zeta ${stamp}`, `mu-zeta-${stamp}@example.mn`);
}

const headers = (page: Page) => page.locator('table thead th');

test('meeting users: type filter, page size, sort, filter, move, edit (toggle, refusal, save), export CSV, delete', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await insertUsers(stamp);
  try {
    await adminPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/yellow/meeting-users');
    const rows = page.locator('table tbody tr');
    await expect(rows.first().getByRole('button', { name: 'Засах' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('total')).toHaveText(/^Нийт: \d+$/);
    await expect(rows).toHaveCount(20);

    // type filter and page sizes (each returns to page 1)
    await page.getByTestId('user-type').selectOption('Sponsor');
    await expect(rows.first().locator('td:nth-last-child(2)')).toHaveText('Sponsor');
    await page.getByTestId('page-size').selectOption('100');
    await expect(page.getByTestId('page-size')).toHaveValue('100');
    await expect(rows.filter({ hasText: stamp })).toHaveCount(2);
    for (const type of await rows.locator('td:nth-last-child(2)').allTextContents()) expect(type).toBe('Sponsor');

    // a column filter over the loaded rows, then sorting by a header: ascending, descending, none
    await page.getByLabel('Шүүх: Англи нэр').fill(stamp.toUpperCase());
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Zeta ${stamp}`);
    const nameEn = headers(page).filter({ hasText: 'Англи нэр' });
    await nameEn.getByRole('button', { name: 'Англи нэр', exact: true }).click();
    await expect(nameEn).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.nth(0)).toContainText(`Alpha ${stamp}`);
    await nameEn.getByRole('button', { name: 'Англи нэр', exact: true }).click();
    await expect(nameEn).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(0)).toContainText(`Zeta ${stamp}`);
    await nameEn.getByRole('button', { name: 'Англи нэр', exact: true }).click();
    await expect(nameEn).toHaveAttribute('aria-sort', 'none');

    // a column moves left with its header's button; the cells follow
    await expect(headers(page)).toHaveText([/Үйлдэл/, /^Нэр/, /Англи нэр/, /И-мэйл/, /Утасны дугаар/, /Төрөл/, /Хуваарь PDF/]);
    await page.getByRole('button', { name: 'Англи нэр баганыг зүүн тийш зөөх' }).click();
    await expect(headers(page)).toHaveText([/Үйлдэл/, /Англи нэр/, /^Нэр/, /И-мэйл/, /Утасны дугаар/, /Төрөл/, /Хуваарь PDF/]);
    await expect(rows.nth(0).locator('td').nth(1)).toHaveText(`Zeta ${stamp}`);
    await shot(page, 'meeting-users-1280');

    // edit toggles on the same row; a taken e-mail is refused with the server's message; a save shows the new value
    const zeta = rows.filter({ hasText: `Zeta ${stamp}` });
    const panel = page.getByTestId('meeting-user-edit');
    await zeta.getByRole('button', { name: 'Засах' }).click();
    await expect(panel).toBeVisible();
    await expect(page.locator('#meeting-user-name')).toHaveValue(`=Формула ${stamp}`);
    await expect(zeta.getByRole('button', { name: 'Засах' })).toHaveAttribute('aria-pressed', 'true');
    await zeta.getByRole('button', { name: 'Засах' }).click();
    await expect(panel).toBeHidden();
    await zeta.getByRole('button', { name: 'Засах' }).click();
    // the stored formula-like name is refused by the form's rule, the import's own (issue 26)
    await panel.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(page.getByTestId('error-name')).toHaveText(mn(M.formula));
    await page.locator('#meeting-user-name').fill(`Формула ${stamp}`);
    await page.locator('#meeting-user-email').fill(`mu-alpha-${stamp}@example.mn`);
    await panel.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(page.getByTestId('toast-error').last()).toHaveText('Энэ и-мэйл хаягаар хэрэглэгч бүртгэгдсэн байна');
    await expect(page.getByTestId('error-email')).toBeVisible();
    await page.locator('#meeting-user-email').fill(`mu-zeta-${stamp}@example.mn`);
    await page.locator('#meeting-user-name_en').fill(`Omega ${stamp}`);
    await page.locator('#meeting-user-user_type').selectOption('Exhibitor');
    await shot(page, 'meeting-users-edit-1280');
    await panel.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
    await expect(panel).toBeHidden();
    // still the Sponsor list: the user is now an exhibitor
    await expect(rows).toHaveCount(1);
    await page.getByTestId('user-type').selectOption('all');
    const omega = rows.filter({ hasText: `Omega ${stamp}` });
    await expect(omega.locator('td:nth-last-child(2)')).toHaveText('Exhibitor');

    // CSV of the Exhibitor type: every page, in the import's own columns (issue 26)
    await page.getByTestId('user-type').selectOption('Exhibitor');
    await expect(omega).toHaveCount(1);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(file.suggestedFilename()).toBe('meeting-users-Exhibitor.csv');
    const csv = (await readFile((await file.path())!)).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFname,name_en,email,phone_number,user_type');
    expect(csv).toContain(`Формула ${stamp},Omega ${stamp},mu-zeta-${stamp}@example.mn,99112233,Exhibitor`);
    expect(csv).not.toContain(`Alpha ${stamp}`);

    // delete after the confirmation; then a filter matching nothing shows the empty text
    await page.getByTestId('user-type').selectOption('all');
    const alpha = rows.filter({ hasText: `Alpha ${stamp}` });
    await alpha.getByRole('button', { name: 'Устгах' }).click();
    await page.getByRole('dialog', { name: 'Хэрэглэгчийн мэдээллийг устгах уу?' }).getByRole('button', { name: 'Тийм, устгах' }).click();
    await expect(alpha).toHaveCount(0);
    await expect(rows.filter({ hasText: stamp })).toHaveCount(1);
    const left = await withDb((db) =>
      db.query('select count(*)::int as n from meeting_users where email = $1', [`mu-alpha-${stamp}@example.mn`]),
    );
    expect(left.rows[0].n).toBe(0);
    await page.getByLabel('Шүүх: И-мэйл').fill(`nobody-${stamp}`);
    await expect(page.getByRole('status').filter({ hasText: 'Жагсаалт хоосон байна' })).toBeVisible();
  } finally {
    await withDb((db) => db.query('delete from meeting_users where email like $1', [`mu-%-${stamp}@example.mn`]));
  }
});

test('meeting users at 390 px: the grid scrolls inside its box', async ({ page }) => {
  await adminPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/yellow/meeting-users');
  await expect(page.locator('table tbody tr').first().getByRole('button', { name: 'Засах' })).toBeVisible({ timeout: 30_000 });
  const box = page.getByRole('region', { name: 'Уулзалтын хэрэглэгчид' });
  const size = await box.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight, width: el.getBoundingClientRect().right }));
  // 60vh less the box's borders and a horizontal scrollbar
  expect(size.client).toBeGreaterThan(844 * 0.6 - 24);
  expect(size.client).toBeLessThanOrEqual(844 * 0.6);
  expect(size.scroll).toBeGreaterThan(size.client);
  expect(size.width).toBeLessThanOrEqual(390);
  await shot(page, 'meeting-users-390');
});
