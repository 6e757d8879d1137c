import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';

/** /admin/week/gallery: several pictures to day 4 with previews and progress; nothing sent without a file; a fake PNG refused. */
const SHOTS = '/tmp/shots-gal';
// every test here adds to or deletes from day 4: one at a time, so each one's counts hold
test.describe.configure({ mode: 'serial' });
mkdirSync(SHOTS, { recursive: true });

const dayCount = (folder: number) =>
  withDb(
    async (db) =>
      (await db.query('select count(*)::int as n from event_gallery where event_id = 3 and event_date_id = $1', [folder])).rows[0]
        .n as number,
  );
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng(64, 40) });

async function openDay4(page: Page) {
  await adminPage(page);
  await page.goto('/admin/week/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зургийн сан');
  await page.getByLabel('Өдөр').selectOption('4');
}

test('uploads two pictures to a day: previews, progress bar, "Successfully added." and the day shows them (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDay4(page);
  const before = await dayCount(4);
  await page.getByLabel('Зургууд *').setInputFiles([png('mine-1.png'), png('mine-2.png')]);
  await expect(page.getByTestId('gallery-previews').locator('img')).toHaveCount(2);
  // hold the answer a moment so the progress bar can be seen
  await page.route('**/api/mw/insert/gallery', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Хуулах' }).click();
  await expect(page.getByRole('progressbar', { name: 'Хуулж байгаа явц' })).toBeVisible();
  await expect(page.getByTestId('toast-success')).toHaveText('Successfully added.');
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(page.getByTestId('gallery-previews')).toBeHidden();
  expect(await dayCount(4)).toBe(before + 2);
  const shown = Math.min(before + 2, 12);
  await expect(page.getByTestId('gallery-current').locator('img')).toHaveCount(shown);
  await page.screenshot({ path: `${SHOTS}/admin-gallery-1280.png`, fullPage: true });
});

test('sends nothing without a file and refuses a text file named .png with the error message (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDay4(page);
  const before = await dayCount(4);
  let sent = 0;
  page.on('request', (req) => void (req.url().includes('/api/mw/insert/gallery') && sent++));
  await page.getByRole('button', { name: 'Хуулах' }).click();
  await expect(page.getByTestId('toast-error')).toHaveText('An error occurred: Please choose at least one image.');
  expect(sent).toBe(0);

  await page
    .getByLabel('Зургууд *')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await expect(page.getByTestId('gallery-previews').locator('li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Хуулах' }).click();
  await expect(
    page.getByTestId('toast-error').filter({ hasText: 'An error occurred: notes.png: only JPG and PNG images can be uploaded.' }),
  ).toBeVisible();
  expect(sent).toBe(1);
  expect(await dayCount(4)).toBe(before);
  await page.screenshot({ path: `${SHOTS}/admin-gallery-390.png`, fullPage: true });
});

for (const width of [1280, 390]) {
  test(`deletes a picture of a day after a confirmation that says what goes (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDay4(page);
    await page.getByLabel('Зургууд *').setInputFiles([png(`gone-${width}.png`)]);
    await page.getByRole('button', { name: 'Хуулах' }).click();
    await expect(page.getByTestId('toast-success')).toHaveText('Successfully added.');
    const before = await dayCount(4);
    const last = await withDb(
      async (db) =>
        (
          await db.query(`select id, image from event_gallery where event_id = 3 and event_date_id = 4 and image like '%.png'
             and image not like '/files/seed/%' order by id desc limit 1`)
        ).rows[0] as {
          id: number;
          image: string;
        },
    );
    const grid = page.getByTestId('gallery-current');
    // the newest is the last of the day (oldest first): show the next chunks until it is there
    const mine = grid.locator('li').filter({ has: page.locator(`a[href="${last.image}"]`) });
    const more = page.getByRole('button', { name: 'Цааш үзэх' });
    await expect(grid.locator('li').first()).toBeVisible();
    while ((await mine.count()) === 0) {
      const shown = await grid.locator('li').count();
      await more.click();
      await expect(grid.locator('li')).not.toHaveCount(shown);
    }
    const remove = mine.getByRole('button', { name: /^\d+-р зургийг устгах$/ });
    const n = Number((await remove.getAttribute('aria-label'))!.split('-')[0]);
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Энэ зургийг устгах уу?' });
    await expect(dialog).toContainText(
      `${n}-р зураг сайтын зургийн сангаас хасагдаж, хадгалсан файл болон түүний бүх жижигрүүлсэн хувилбар устана.`,
    );
    await page.screenshot({ path: `${SHOTS}/admin-gallery-delete-confirm-${width}.png` });
    // Cancel keeps it
    await dialog.getByRole('button', { name: 'Болих' }).click();
    expect(await dayCount(4)).toBe(before);
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Зургийг устгах' }).click();
    await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай устгалаа.');
    expect(await dayCount(4)).toBe(before - 1);
    expect(await withDb(async (db) => (await db.query('select 1 from event_gallery where id = $1', [last.id])).rowCount)).toBe(0);
    const file = await page.request.get(last.image);
    expect(file.status()).toBe(404);
    await expect(grid.locator('li')).toHaveCount(Math.min(before - 1, 12));
    await page.screenshot({ path: `${SHOTS}/admin-gallery-after-delete-${width}.png`, fullPage: true });
  });
}
