import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { tinyPng, withDb } from './helpers';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { mn } from '../helpers/messages';

/** Meeting places and times (/admin/yellow/meeting-info) and the meetings list (/admin/yellow/meeting-list). */
const SHOTS = '/tmp/shots-schedule';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** A day far ahead that no other run uses (the seeded slots are two weeks ahead). */
const freshDay = () => new Date(Date.UTC(2080, 0, 1) + (Date.now() % 20_000) * 86_400_000).toISOString().slice(0, 10);

test('meeting times: required messages, add (form cleared), an overlap refused, delete after the confirmation', async ({ page }) => {
  const day = freshDay();
  await adminPage(page);
  try {
    await page.goto('/admin/yellow/meeting-info');
    await expect(page.getByTestId('meeting-times').locator('.ms-slot').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'meeting-info-1280');

    await page.getByRole('button', { name: 'Өдөр, цаг нэмэх' }).click();
    const add = page.getByRole('button', { name: 'Нэмэх', exact: true });
    await add.click();
    await expect(page.getByTestId('error-date')).toHaveText(mn(M.date));
    await expect(page.getByTestId('error-start_time')).toHaveText(mn(M.startTime));
    await expect(page.getByTestId('error-end_time')).toHaveText(mn(M.endTime));
    // whole hours, 24-hour choices whatever the locale (issue 26)
    await expect(page.locator('#meeting-time-start_time')).toHaveAttribute('data-step', '3600');

    await page.locator('#meeting-time-date').fill(day);
    await page.locator('#meeting-time-start_time').selectOption('10:00');
    await page.locator('#meeting-time-end_time').selectOption('11:00');
    await add.click();
    await expect(page.getByTestId('toast-success').last()).toHaveText(mn(M.added));
    for (const f of ['date', 'start_time', 'end_time']) await expect(page.locator(`#meeting-time-${f}`)).toHaveValue('');

    await page.locator('#meeting-time-date').fill(day);
    await page.locator('#meeting-time-start_time').selectOption('10:00');
    await page.locator('#meeting-time-end_time').selectOption('12:00');
    await add.click();
    await expect(page.getByTestId('toast-error').last()).toHaveText(mn(M.error));
    await expect(page.getByTestId('error-start_time')).toHaveText(mn(M.overlap));
    await shot(page, 'meeting-time-form-1280');

    await page.getByRole('button', { name: 'Буцах' }).click();
    const slots = page.locator(`[data-day="${day}"]`);
    await expect(slots.locator('.ms-slot')).toHaveText([/10:00 – 11:00/]);
    await slots.getByRole('button', { name: `${day} 10:00 цагийг устгах` }).click();
    await page
      .getByRole('dialog', { name: `${day} 10:00 цагийг устгах уу?` })
      .getByRole('button', { name: 'Тийм, устгах' })
      .click();
    await expect(page.getByTestId('toast-success').last()).toHaveText(mn(M.deleted));
    await expect(slots).toHaveCount(0);
    expect((await withDb((db) => db.query('select 1 from meeting_times where meeting_date = $1', [day]))).rowCount).toBe(0);
  } finally {
    await withDb((db) => db.query('delete from meeting_times where meeting_date = $1', [day]));
  }
});

test('meeting rooms: add one with a picture, then edit its capacity', async ({ page }) => {
  const name = `E2E өрөө ${Date.now()}`;
  await adminPage(page);
  try {
    await page.goto('/admin/yellow/meeting-info');
    await page.getByRole('button', { name: 'Өрөө нэмэх' }).click();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByTestId('error-room_number')).toHaveText(mn(M.roomNumber));
    await expect(page.getByTestId('error-capacity')).toHaveText(mn(M.capacity));
    await page.locator('#meeting-room-room_number').fill(name);
    await page.locator('#meeting-room-capacity').fill('4');
    await page.locator('#meeting-room-image').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: tinyPng(40, 30) });
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await shot(page, 'meeting-room-form-1280');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByTestId('toast-success').last()).toHaveText(mn(M.added));

    const room = page.getByRole('button', { name: `${name} өрөөг засах` });
    await expect(room).toContainText('Багтаамж: 4');
    await expect(room.locator('img')).toBeVisible();
    await room.click();
    await expect(page.locator('#meeting-room-capacity')).toHaveValue('4');
    await page.locator('#meeting-room-capacity').fill('6');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(page.getByTestId('toast-success').last()).toHaveText(mn(M.updated));
    await expect(room).toContainText('Багтаамж: 6');
    const [row] = (await withDb((db) => db.query('select capacity, room_pic from meeting_rooms where room_number = $1', [name]))).rows;
    expect(row.capacity).toBe(6);
    expect(row.room_pic).toMatch(/meetings\/rooms\/.+\.png$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'meeting-info-390');
    await page.getByRole('button', { name: 'Өдөр, цаг нэмэх' }).click();
    await shot(page, 'meeting-time-form-390');
  } finally {
    await withDb((db) => db.query('delete from meeting_rooms where room_number = $1', [name]));
  }
});

test('meetings list: filter accepted, open a meeting in the detail modal', async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/yellow/meeting-list');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('meeting-status').selectOption('accepted');
  await expect(page.locator('tbody [data-status]').first()).toBeVisible();
  await expect(page.locator('tbody [data-status]:not([data-status="accepted"])')).toHaveCount(0);
  await shot(page, 'meeting-list-1280');

  const first = rows.first();
  const number = (await first.locator('td').first().textContent())!.trim();
  await first.getByRole('button', { name: 'Дэлгэрэнгүй' }).click();
  const dialog = page.getByRole('dialog', { name: `Уулзалт ${number}` });
  await expect(dialog.getByTestId('meeting-detail')).toContainText('Зөвшөөрсөн');
  await expect(dialog.locator('[lang="en"]')).toHaveCount(2);
  await shot(page, 'meeting-detail-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'meeting-detail-390');
  await dialog.getByRole('button', { name: 'Хаах' }).click();
  await expect(dialog).toBeHidden();
  await shot(page, 'meeting-list-390');
});
