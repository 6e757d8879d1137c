import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';

/** /admin/week/presenters and /admin/week/agenda: add with an upload, edit, delete, the full-screen agenda image. */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-prog/${name}.png`, fullPage: true });
test.describe.configure({ mode: 'serial' });

const confirmDelete = (page: Page, text: string) =>
  page.getByRole('dialog', { name: text }).getByRole('button', { name: 'Тийм, устгах' }).click();

for (const width of [390, 1280]) {
  test(`presenters at ${width}: add with a photo, edit to a placeholder and the first place, delete`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminPage(page);
    await page.goto('/admin/week/presenters');
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await expect(page.getByTestId('page-size')).toHaveValue('20');
    await expect(page.locator('tbody tr').first()).toContainText('B. Batbayar');

    const name = `Test Speaker ${width}`;
    await page.getByRole('button', { name: 'Нэмэх' }).click();
    await page.locator('#presenter-image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng(40, 40) });
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await page.locator('#presenter-name_mn').fill(`Илтгэгч ${width}`);
    await page.locator('#presenter-position_mn').fill('Захирал');
    await page.locator('#presenter-name_en').fill(name);
    await page.locator('#presenter-position_en').fill('Director');
    const addButton = page.getByRole('button', { name: 'Нэмэх' }).last();
    const addColour = await addButton.evaluate((b) => getComputedStyle(b).backgroundColor);
    await addButton.click();
    // an add says so (not 'шинэчлэгдлээ')
    await expect(page.getByTestId('toast-success')).toHaveText('Амжилттай нэмэгдлээ.');
    const stored = await withDb(async (db) => (await db.query('select * from event_presenters where name_en = $1', [name])).rows[0]);
    expect(stored.profile_img).toMatch(/^\/files\/event\/presenters\/.+\.png$/);

    // it went to the end of the queue: the last page of 20
    await page.getByTestId('page-size').selectOption('50');
    const row = page.locator('tbody tr').filter({ hasText: name });
    await row.getByRole('button', { name: 'Засах' }).click();
    await page.getByRole('radio', { name: 'Үндсэн зураг (эмэгтэй)' }).check();
    await expect(page.locator('#presenter-image')).toHaveCount(0);
    await page.locator('#presenter-presenter_queue').fill('0');
    // edit mode: the button's label and colour change (spec §4)
    const save = page.getByRole('button', { name: 'Хадгалах' });
    expect(await save.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(addColour);
    if (width === 1280) await shot(page, 'admin-presenter-edit-1280');
    await save.click();
    // the add's toast may still be showing: the newest is the save's
    await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
    await expect(page.locator('tbody tr').first()).toContainText(name);
    await expect(page.locator('tbody tr').first().locator('img')).toHaveAttribute('src', '/images/event/presenter-female.png');
    await shot(page, `admin-presenters-${width}`);

    await page.locator('tbody tr').first().getByRole('button', { name: 'Устгах' }).click();
    await confirmDelete(page, `${name} илтгэгчийг устгах уу?`);
    await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);
  });
}

test('agenda: event selector, language filter, full-screen image, add, edit, delete', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/week/agenda');
  await expect(page.getByTestId('agenda-language')).toHaveValue('all');
  await expect(page.locator('tbody tr')).toHaveCount(6);
  // the spec's event selector: the current edition by default; another edition lists its own (none here)
  const event = page.getByTestId('agenda-event');
  await expect(event).toHaveValue('3');
  await expect(event.locator('option')).toHaveText(['Mining Week 2025', 'Mining Week 2024', 'Mining Week 2023']);
  let asked = '';
  page.on('request', (req) => void (req.url().includes('/api/mw/get/agenda') && (asked = req.url())));
  await event.selectOption('2');
  await expect(page.getByText('list is empty')).toBeVisible();
  expect(new URL(asked).searchParams.get('event')).toBe('2');
  expect(new URL(asked).searchParams.get('page')).toBe('1');
  await shot(page, 'admin-agenda-event-2024');
  await event.selectOption('3');
  await expect(page.locator('tbody tr')).toHaveCount(6);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(event).toBeVisible();
  await shot(page, 'admin-agenda-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('agenda-language').selectOption('2');
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await expect(page.locator('tbody tr').first()).toContainText('English');

  // the image opens full screen; a click or Escape closes it
  await page.getByRole('button', { name: 'Хөтөлбөрийн зургийг томоор харах' }).first().click();
  const overlay = page.getByTestId('agenda-overlay');
  await expect(overlay).toBeVisible();
  const box = await overlay.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  await shot(page, 'admin-agenda-overlay');
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await page.getByRole('button', { name: 'Хөтөлбөрийн зургийг томоор харах' }).first().click();
  await overlay.click();
  await expect(overlay).toHaveCount(0);

  await page.getByRole('button', { name: 'Нэмэх' }).click();
  await page.locator('#agenda-image').setInputFiles({ name: 'day4.png', mimeType: 'image/png', buffer: tinyPng(30, 40) });
  await page.locator('#agenda-event_date_id').selectOption('4');
  await page.locator('#agenda-language_id').selectOption('1');
  await page.getByRole('button', { name: 'Нэмэх' }).last().click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');
  const added = await withDb(async (db) => (await db.query('select * from event_agenda where event_date_id = 4')).rows);
  expect(added).toHaveLength(1);

  await page.getByTestId('agenda-language').selectOption('all');
  const row = page.locator('tbody tr').filter({ hasText: 'Уурхайн аялал' });
  await row.getByRole('button', { name: 'Засах' }).click();
  await page.locator('#agenda-language_id').selectOption('2');
  await expect(page.getByRole('button', { name: 'Хадгалах' })).toHaveClass(/adm-btn--edit/);
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  const english = page.locator('tbody tr').filter({ hasText: 'Mine site visit' });
  await expect(english).toHaveCount(1);
  await shot(page, 'admin-agenda-1280');

  await english.getByRole('button', { name: 'Устгах' }).click();
  await confirmDelete(page, 'Энэ хөтөлбөрийн зургийг устгах уу?');
  await expect(english).toHaveCount(0);
  expect(
    await withDb(async (db) => (await db.query('select count(*)::int as n from event_agenda where event_date_id = 4')).rows[0].n),
  ).toBe(0);
});
