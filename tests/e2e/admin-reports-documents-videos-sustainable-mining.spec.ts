import { expect as baseExpect, test, type Page } from './fixtures';
import { tinyPng, withDb } from './helpers';
import { adminPage, shot } from './admin-helpers';
import { mp4Bytes, pdfBytes } from '../helpers/upload-files';

// lazily loaded screens on a shared, slow machine
const expect = baseExpect.configure({ timeout: 20_000 });

/** Admin screens of the file lists: documents, videos, reports (+ add-report), sustainable mining. */
const shoot = (page: Page, name: string) => shot(page, `files-${name}`);
const pdf = (name = 'doc.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes) });
const png = (name = 'poster.png') => ({ name, mimeType: 'image/png', buffer: tinyPng(60, 85) });
const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
const count = (sql: string, params: unknown[] = []) => withDb(async (db) => Number((await db.query(sql, params)).rows[0].n));
async function confirmDelete(page: Page, row: ReturnType<typeof rowOf>, question: string) {
  await row.getByRole('button', { name: 'Устгах' }).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(row).toHaveCount(0);
}

test('documents: validation, add a PDF, rename only, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/document');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-title')).toHaveText('Файлын нэрийг оруулна уу');
  await expect(page.getByTestId('error-pdf')).toHaveText('Файлыг оруулна уу');
  const title = `Журам ${Date.now()}`;
  await page.locator('#document-title').fill(title);
  await page.locator('#document-pdf').setInputFiles(pdf());
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  const row = rowOf(page, title);
  await expect(row).toBeVisible();
  await shoot(page, 'document');

  await row.getByRole('button', { name: 'Засах' }).click();
  await expect(page.locator('#document-pdf')).toHaveCount(0);
  await page.locator('#document-title').fill(`${title} v2`);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(rowOf(page, `${title} v2`)).toBeVisible();
  expect(await count('select count(*)::int as n from documents where title = $1', [`${title} v2`])).toBe(1);
  await confirmDelete(page, rowOf(page, `${title} v2`), 'Файлыг устгах уу?');
  expect(await count('select count(*)::int as n from documents where title like $1', [`${title}%`])).toBe(0);
});

test('videos: add an mp4 through the upload, rename, delete; page sizes 10/20/30', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/video');
  await expect(page.getByTestId('page-size')).toHaveValue('10');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.locator('#video-video').setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes) });
  await page.locator('#video-title').fill('x');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByText('Зөвхөн MP4 файл сонгоно уу.').first()).toBeVisible();
  const title = `Хичээл ${Date.now()}`;
  await page.locator('#video-title').fill(title);
  await page.locator('#video-video').setInputFiles({ name: 'lesson.mp4', mimeType: 'video/mp4', buffer: Buffer.from(mp4Bytes) });
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  const row = rowOf(page, title);
  await expect(row).toBeVisible();
  await shoot(page, 'video');
  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#video-title').fill(`${title} v2`);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await confirmDelete(page, rowOf(page, `${title} v2`), 'Бичлэгийг устгах уу?');
});

test('reports: add on /admin/add-report, edit in place, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/add-report');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-title')).toHaveText('Гарчиг оруулна уу');
  await expect(page.getByTestId('error-image')).toHaveText('Зураг оруулна уу');
  await expect(page.getByTestId('error-pdf')).toHaveText('Тайланг оруулна уу');
  const stamp = Date.now();
  const title = `Тайлан ${stamp}`;
  await page.locator('#report-title').fill(title);
  // named like the public reports spec expects of admin rows, so it can tell them from seeded ones
  await page.locator('#report-title_en').fill(`Report ${stamp}`);
  await page.locator('#report-image').setInputFiles(png('cover.png'));
  await page.locator('#report-pdf').setInputFiles(pdf('report.pdf'));
  await shoot(page, 'add-report');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай шинэчлэгдлээ.');

  await page.getByRole('link', { name: /Тайлангийн жагсаалт/ }).click();
  await expect(page).toHaveURL(/\/admin\/report$/);
  await expect(page.getByTestId('page-size')).toHaveValue('5');
  const row = rowOf(page, title);
  await expect(row).toBeVisible();
  await shoot(page, 'report');
  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#report-title').fill(`${title} v2`);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(rowOf(page, `${title} v2`)).toBeVisible();
  await confirmDelete(page, rowOf(page, `${title} v2`), 'Тайланг устгах уу?');
  expect(await count('select count(*)::int as n from reports where title like $1', [`${title}%`])).toBe(0);
});

test('sustainable mining: posters in an order, edit mixing kept and new posters, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/sustainable-mining');
  await expect(page.getByTestId('page-size')).toHaveValue('10');
  await page.getByTestId('language').selectOption('en');
  await expect(rowOf(page, 'Sustainable mining: water')).toBeVisible();
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-title')).toHaveText('Гарчиг оруулна уу');
  await expect(page.getByTestId('error-images')).toHaveText('Зурагт хуудас оруулна уу');
  await expect(page.getByTestId('error-pdf')).toHaveText('PDF файл оруулна уу');

  const title = `Тогтвортой ${Date.now()}`;
  await page.locator('#mining-title').fill(title);
  await page.locator('#mining-images').setInputFiles([png('a.png'), png('b.png')]);
  await expect(page.getByTestId('poster')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '1-р зурагт хуудсыг дээш' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '2-р зурагт хуудсыг доош' })).toBeDisabled();
  await page.getByRole('button', { name: '1-р зурагт хуудсыг доош' }).click();
  await page.locator('#mining-pdf').setInputFiles(pdf('guide.pdf'));
  await shoot(page, 'mining-form');
  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  await page.getByTestId('language').selectOption('mn');
  const row = rowOf(page, title);
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveCount(2);
  const before = await withDb(
    async (db) => (await db.query('select posters from sustainable_mining where title = $1', [title])).rows[0].posters as string[],
  );
  await shoot(page, 'mining');

  await row.getByRole('button', { name: 'Засах' }).click();
  await expect(page.getByTestId('poster')).toHaveCount(2);
  await page.getByRole('button', { name: '1-р зурагт хуудсыг хасах' }).click();
  await page.locator('#mining-images').setInputFiles([png('c.png')]);
  await page.getByRole('button', { name: '2-р зурагт хуудсыг дээш' }).click();
  // the add's toast (3 s) must be gone, or it would pass for the edit's before the update is stored
  await expect(page.getByTestId('toast-success')).toHaveCount(0);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  const after = await withDb(
    async (db) => (await db.query('select posters from sustainable_mining where title = $1', [title])).rows[0].posters as string[],
  );
  expect(after).toHaveLength(2);
  expect(after[1]).toBe(before[1]);
  expect(before).not.toContain(after[0]);

  await confirmDelete(page, rowOf(page, title), 'Та энэ файлыг устгахдаа итгэлтэй байна уу?');
  expect(await count('select count(*)::int as n from sustainable_mining where title = $1', [title])).toBe(0);
});
