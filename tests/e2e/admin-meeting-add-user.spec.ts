import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';

/** /admin/yellow/add-user: one user with the form, then a bulk file refused with its problems, then a clean one. */
const SHOTS = '/tmp/shots-import';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const stamp = Date.now();
const domain = `import-${stamp}.example.mn`;
const countOurs = async () =>
  Number((await withDb((db) => db.query('select count(*) from meeting_users where email like $1', [`%@${domain}`]))).rows[0].count);
const csvFile = (name: string, ...rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(['name,name_en,email,phone_number,user_type', ...rows].join('\n')),
});

test.afterAll(async () => {
  await withDb((db) => db.query('delete from meeting_users where email like $1', [`%@${domain}`]));
});

test('add a meeting user with the form, then import a file: problems by row and column, nothing imported, then a clean file', async ({
  page,
}) => {
  await adminPage(page);
  await page.goto('/admin/yellow/add-user');
  const form = page.getByTestId('meeting-user-form');
  await expect(form).toBeVisible({ timeout: 30_000 });

  // required fields are checked before anything is sent
  await form.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-name')).toHaveText('Нэрээ оруулна уу');
  await expect(page.getByTestId('error-email')).toBeVisible();
  await page.locator('#meeting-user-name').fill('Ганбат');
  await page.locator('#meeting-user-name_en').fill('Ganbat');
  await page.locator('#meeting-user-email').fill(`single@${domain}`);
  await page.locator('#meeting-user-phone_number').fill('+976 9911 2233');
  await page.locator('#meeting-user-user_type').selectOption('Sponsor');
  await form.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');
  await expect(page.locator('#meeting-user-email')).toHaveValue('');
  await expect(page.locator('#meeting-user-user_type')).toHaveValue('Exhibitor');
  const [single] = (await withDb((db) => db.query('select name, user_type from meeting_users where email = $1', [`single@${domain}`])))
    .rows;
  expect(single).toEqual({ name: 'Ганбат', user_type: 'Sponsor' });

  // the same e-mail again: the server's message, shown as the error
  await page.locator('#meeting-user-name').fill('Ганбат');
  await page.locator('#meeting-user-name_en').fill('Ganbat');
  await page.locator('#meeting-user-email').fill(`SINGLE@${domain}`);
  await form.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-error').last()).toHaveText('Энэ и-мэйл хаягаар хэрэглэгч бүртгэгдсэн байна');
  await shot(page, 'add-user-form-1280');

  // bulk: nothing chosen, then a file with problems
  const importForm = page.getByTestId('meeting-import-form');
  await importForm.getByRole('button', { name: 'Файл оруулах' }).click();
  await expect(page.getByTestId('error-file')).toHaveText('Файлаа сонгоно уу');
  await page
    .getByTestId('meeting-import-file')
    .setInputFiles(
      csvFile(
        'bad.csv',
        `Нэг,One,one@${domain},,Exhibitor`,
        `,Two,two@${domain},,`,
        `Гурав,Three,not-an-email,,Attendee`,
        `Дөрөв,Four,four@${domain},,Guest`,
        `Тав,Five,ONE@${domain},,`,
        `=HYPERLINK("x"),Six,six@${domain},,`,
        `Долоо,Seven,single@${domain},,`,
      ),
    );
  await importForm.getByRole('button', { name: 'Файл оруулах' }).click();
  const report = page.getByTestId('import-errors');
  await expect(report.getByRole('heading')).toHaveText('Файлд 6 алдаа байна. Юу ч нэмэгдээгүй: алдааг засаад дахин оруулна уу.');
  const cells = await report.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) =>
      Array.from(r.querySelectorAll('td'), (td) => td.textContent ?? '')
        .slice(0, 2)
        .join(' '),
    ),
  );
  expect(cells).toEqual(['3 name', '4 email', '5 user_type', '6 email', '7 name', '8 email']);
  await expect(report.locator('tbody tr').nth(3)).toContainText('файлын 2-р мөрөнд давтагдсан');
  expect(await countOurs()).toBe(1);
  await shot(page, 'add-user-errors-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'add-user-errors-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // the fixed file goes in whole
  await page
    .getByTestId('meeting-import-file')
    .setInputFiles(
      csvFile(
        'good.csv',
        `Нэг,One,one@${domain},,Exhibitor`,
        `Хоёр,Two,two@${domain},,sponsor`,
        `Гурав,Three,three@${domain},+976 88112233,Attendee`,
      ),
    );
  await expect(report).toBeHidden();
  await importForm.getByRole('button', { name: 'Файл оруулах' }).click();
  await expect(page.getByTestId('import-success')).toHaveText('3 хэрэглэгч амжилттай нэмэгдлээ.');
  const types = (
    await withDb((db) => db.query('select email, user_type from meeting_users where email like $1 order by email', [`%@${domain}`]))
  ).rows.map((r) => `${r.email.split('@')[0]} ${r.user_type}`);
  expect(types).toEqual(['one Exhibitor', 'single Sponsor', 'three Attendee', 'two Sponsor']);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'add-user-form-390');
});
