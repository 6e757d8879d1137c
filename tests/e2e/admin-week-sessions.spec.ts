import writeXlsxFile from 'write-excel-file/node';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';
import { SESSION_IMPORT_COLUMNS } from '@shared/event-sessions';

/**
 * /admin/week/sessions (issue 27 §1): add two sessions (one with two speakers), edit one, reorder,
 * copy to the other language, import an XLSX (a bad row: errors and nothing stored; then a good
 * file), delete one. It works on the 2024 edition with its own hall and presenters, so the 2025
 * programme other specs read stays as seeded.
 */
const EVENT = 2;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-sessions/${name}.png`, fullPage: true });
const sessionsOfEvent = () =>
  withDb(async (db) => (await db.query('select * from event_sessions where event_id = $1 order by id', [EVENT])).rows);

async function xlsx(rows: Record<string, string>[]) {
  const sheet = [
    SESSION_IMPORT_COLUMNS.map((c) => ({ value: c, type: String })),
    ...rows.map((r) => SESSION_IMPORT_COLUMNS.map((c) => ({ value: r[c] ?? '', type: String }))),
  ];
  return Buffer.from(await writeXlsxFile(sheet as never).toBuffer());
}

test('sessions: add (two speakers), edit, reorder, copy to English, import (refused, then good), delete', async ({ page }) => {
  await withDb(async (db) => {
    await db.query('delete from event_sessions where event_id = $1', [EVENT]);
    await db.query(`insert into event_halls (event_id, hall_name, hall_name_en) values ($1, 'Туршилтын танхим', 'Test Hall')`, [EVENT]);
    await db.query(
      `insert into event_presenters (event_id, name_mn, name_en, position_mn, position_en, profile_img)
       values ($1, 'Туршилт Нэг', 'Tester One', 'Захирал', 'Director', '/images/event/presenter-male.png'),
              ($1, 'Туршилт Хоёр', 'Tester Two', 'Инженер', 'Engineer', '/images/event/presenter-female.png')`,
      [EVENT],
    );
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminPage(page);
  await page.goto('/admin/week/sessions');
  await expect(page.getByRole('heading', { name: 'Хуралдаанууд' })).toBeVisible();
  await page.getByTestId('session-event').selectOption(String(EVENT));
  await expect(page.getByRole('status').filter({ hasText: 'Энэ өдөр хуралдаан алга байна.' })).toBeVisible();

  // 1. a session with two speakers, in the order they are added
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await page.locator('#session-starts_at').fill('9:00');
  await page.locator('#session-ends_at').fill('10:00');
  await page.locator('#session-hall_id').selectOption({ label: 'Туршилтын танхим / Test Hall' });
  await page.locator('#session-title_mn').fill('Туршилтын нээлт');
  await page.locator('#session-track_mn').fill('Нээлт');
  await page.locator('#session-description_mn').fill('Нээлтийн үг.');
  const speakers = page.locator('#session-speakers');
  await speakers.selectOption({ label: 'Туршилт Хоёр / Tester Two' });
  await page.getByRole('button', { name: 'Илтгэгч нэмэх' }).click();
  await speakers.selectOption({ label: 'Туршилт Нэг / Tester One' });
  await page.getByRole('button', { name: 'Илтгэгч нэмэх' }).click();
  await expect(page.getByTestId('session-speakers')).toHaveText(/Туршилт Хоёр.*Туршилт Нэг/s);
  await shot(page, 'session-form-1280');
  await page.getByTestId('session-form').getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай нэмэгдлээ.');
  const list = page.getByTestId('session-list');
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list.locator('tbody tr').first()).toContainText('09:00–10:00');
  await expect(list.locator('tbody tr').first()).toContainText('Туршилт Хоёр, Туршилт Нэг');

  // 2. a second session at the same time in the same hall, English only; a wrong time is refused first
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await page.locator('#session-starts_at').fill('10:00');
  await page.locator('#session-ends_at').fill('09:00');
  await page.locator('#session-hall_id').selectOption({ label: 'Туршилтын танхим / Test Hall' });
  await page.locator('#session-title_en').fill('Test panel');
  await page.getByTestId('session-form').getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByTestId('error-ends_at')).toHaveText('The end time must be after the start time');
  expect(await sessionsOfEvent()).toHaveLength(1);
  await page.locator('#session-starts_at').fill('09:00');
  await page.locator('#session-ends_at').fill('10:00');
  await page.getByTestId('session-form').getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(list.locator('tbody tr')).toHaveCount(2);

  // 3. edit the panel
  await list.locator('tbody tr').filter({ hasText: 'Test panel' }).getByRole('button', { name: 'Засах' }).click();
  await page.locator('#session-title_en').fill('Test panel discussion');
  await page.getByTestId('session-form').getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  await expect(list.locator('tbody tr').nth(1)).toContainText('Test panel discussion');

  // 4. reorder: the panel first
  await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
  await page.getByTestId('session-order').getByRole('button', { name: 'Доош 1' }).click();
  await page.getByRole('button', { name: 'Дарааллыг хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Дарааллыг хадгаллаа.');
  await expect(list.locator('tbody tr').first()).toContainText('Test panel discussion');

  // 5. copy the opening's texts to English
  const opening = list.locator('tbody tr').filter({ hasText: 'Туршилтын нээлт' });
  await opening.getByRole('button', { name: 'Англи руу хуулах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Нөгөө хэл рүү хууллаа: хоосон 3 текст бөглөгдлөө.');
  const copied = (await sessionsOfEvent()).find((s) => s.title_mn === 'Туршилтын нээлт');
  expect(copied).toMatchObject({ title_en: 'Туршилтын нээлт', track_en: 'Нээлт', description_en: 'Нээлтийн үг.' });
  await shot(page, 'sessions-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'sessions-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // 6. import: a file with a bad row is refused whole, naming the row and column; then a good one
  await page.getByRole('button', { name: 'Хөтөлбөр оруулах' }).click();
  const good = {
    day: '2',
    start: '09:00',
    end: '10:00',
    hall: 'Test Hall',
    title_en: 'Imported keynote',
    speakers: 'Tester One; Туршилт Хоёр',
  };
  await page.getByTestId('session-import-file').setInputFiles({
    name: 'bad.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([good, { ...good, day: '9', title_en: 'Bad day' }]),
  });
  await page.getByRole('button', { name: 'Оруулах', exact: true }).click();
  const report = page.getByTestId('import-errors');
  await expect(report).toContainText('Юу ч нэмэгдээгүй');
  await expect(report.locator('tbody tr')).toHaveCount(1);
  await expect(report.locator('tbody tr').first()).toContainText('3');
  await expect(report.locator('tbody tr').first()).toContainText('day');
  await expect(report.locator('tbody tr').first()).toContainText('The day must be 1, 2, 3 or 4');
  await shot(page, 'session-import-refused-1280');
  expect(await sessionsOfEvent()).toHaveLength(2);

  await page.getByTestId('session-import-file').setInputFiles({
    name: 'good.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([good, { ...good, start: '10:30', end: '11:30', title_en: 'Imported panel', speakers: '' }]),
  });
  await page.getByRole('button', { name: 'Оруулах', exact: true }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('2 хуралдаан нэмэгдлээ; 0 устгагдлаа.');
  expect(await sessionsOfEvent()).toHaveLength(4);
  await page.getByRole('button', { name: /^2-р өдөр/ }).click();
  await expect(list.locator('tbody tr')).toHaveCount(2);
  await expect(list.locator('tbody tr').first()).toContainText('Туршилт Нэг, Туршилт Хоёр');
  await page.getByRole('button', { name: /^1-р өдөр/ }).click();

  // 7. delete the opening: the confirmation says what goes with it
  await list.locator('tbody tr').filter({ hasText: 'Туршилтын нээлт' }).getByRole('button', { name: 'Устгах' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 илтгэгчийн холбоос хамт устна');
  await dialog.getByRole('button', { name: 'Тийм, устгах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Хуралдааныг устгалаа (2 илтгэгчийн холбоостой).');
  await expect(list.locator('tbody tr')).toHaveCount(1);
  expect(await sessionsOfEvent()).toHaveLength(3);

  // 8. the presenters' form takes the speaker page's organisation and biography
  await page.goto('/admin/week/presenters');
  await page.getByTestId('presenter-event').selectOption(String(EVENT));
  await page.locator('tbody tr').filter({ hasText: 'Tester One' }).getByRole('button', { name: 'Засах' }).click();
  await page.locator('#presenter-organisation_en').fill('Test Mining LLC');
  await page.locator('#presenter-bio_en').fill('Geologist.\n\nThirty years in the field.');
  await page.getByRole('button', { name: 'Хадгалах' }).click();
  await expect(page.getByTestId('toast-success').last()).toHaveText('Амжилттай шинэчлэгдлээ.');
  const presenter = await withDb(async (db) => (await db.query(`select * from event_presenters where name_en = 'Tester One'`)).rows[0]);
  expect(presenter).toMatchObject({ organisation_en: 'Test Mining LLC', bio_en: 'Geologist.\n\nThirty years in the field.' });
});
