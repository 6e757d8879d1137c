import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminPage } from './admin-helpers';
import { withDb } from './helpers';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { mn } from '../helpers/messages';

/**
 * Issue 26 (items 3, 4, 10): the admin finds a meeting user on a late page through the server's
 * search, a delete's confirmation names the live meetings it cancels, the meetings list searches by
 * participant, the time form is 24-hour in an en-US browser.
 */
const SHOTS = '/tmp/shots-h26c';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('meeting users: the search box finds an e-mail on a late page; the column filter searches the whole list too', async ({ page }) => {
  const stamp = Date.now().toString(36);
  // 300 users of this run, the one looked for the oldest of all: on the last page of the newest-first list
  await withDb((db) =>
    db.query(
      `insert into meeting_users (name, name_en, email, user_type, created_at)
       select 'Хайлт ' || i, 'Search ' || i, 'late-' || $1 || '-' || i || '@example.mn', 'Attendee', now() - i * interval '1 minute'
       from generate_series(1, 300) as i`,
      [stamp],
    ),
  );
  await withDb((db) =>
    db.query(
      `insert into meeting_users (name, name_en, email, user_type, organisation, created_at)
       values ('Олдох ' || $1, 'Found ' || $1, 'found-' || $1 || '@example.mn', 'Exhibitor', 'Говь ХХК', timestamp '2001-01-01')`,
      [stamp],
    ),
  );
  try {
    await adminPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/yellow/meeting-users');
    const rows = page.locator('table tbody tr');
    await expect(rows.first().getByRole('button', { name: 'Засах' })).toBeVisible({ timeout: 30_000 });
    await expect(rows.filter({ hasText: `found-${stamp}` })).toHaveCount(0);
    // 20 a page: the user is at least 15 pages away
    const total = Number((await page.getByTestId('total').textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(300);

    await page.getByTestId('meeting-user-search').fill(`found-${stamp}@example.mn`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Found ${stamp}`);
    await expect(page.getByTestId('total')).toHaveText('Нийт: 1');
    await shot(page, 'meeting-users-search-1280');

    // the search and the organisation; then cleared, the whole list is back
    await page.getByTestId('meeting-user-search').fill('');
    await expect(rows).toHaveCount(20);
    // the table's e-mail filter also goes to the server
    await page.getByLabel('Шүүх: И-мэйл').fill(`found-${stamp}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`found-${stamp}@example.mn`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Шүүх: И-мэйл').fill('');
    await page.getByTestId('meeting-user-search').fill(`found-${stamp}`);
    await expect(rows).toHaveCount(1);
    await shot(page, 'meeting-users-search-390');
  } finally {
    await withDb((db) => db.query(`delete from meeting_users where email like $1`, [`%-${stamp}%@example.mn`]));
  }
});

test('meeting users: deleting one with live meetings names the count, cancels and mails the other side', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const ids = await withDb(async (db) => {
    const people = await db.query(
      `insert into meeting_users (name, name_en, email, user_type) values
         ('Устах ' || $1, 'Gone ' || $1, 'gone-' || $1 || '@example.mn', 'Exhibitor'),
         ('Үлдэх ' || $1, 'Stays ' || $1, 'stays-' || $1 || '@example.mn', 'Attendee'),
         ('Гурав ' || $1, 'Third ' || $1, 'third-' || $1 || '@example.mn', 'Sponsor')
       returning id`,
      [stamp],
    );
    const [gone, stays, third] = people.rows.map((r) => r.id as number);
    const room = await db.query(`insert into meeting_rooms (room_number, capacity) values ('Del ' || $1, 4) returning id`, [stamp]);
    // two slots on a day far ahead that no other run uses
    const day = new Date(Date.UTC(2090, 0, 1) + (Date.now() % 20_000) * 86_400_000).toISOString().slice(0, 10);
    const slots = await db.query(
      `insert into meeting_times (meeting_date, start_time, end_time) values ($1, '10:00', '11:00'), ($1, '11:00', '12:00') returning id`,
      [day],
    );
    const [s1, s2] = slots.rows.map((r) => r.id as number);
    const made = await db.query(
      `insert into meetings (sender_id, receiver_id, time_id, room_id, room_seat, meeting_status) values
         ($1, $2, $4, $5, 1, 'accepted'), ($3, $1, $6, $5, 1, 'pending') returning id`,
      [gone, stays, third, s1, room.rows[0].id, s2],
    );
    for (const [m, a, b, s] of [
      [made.rows[0].id, gone, stays, s1],
      [made.rows[1].id, third, gone, s2],
    ])
      await db.query(`insert into meeting_seats (meeting_id, user_id, time_id) values ($1, $2, $4), ($1, $3, $4)`, [m, a, b, s]);
    return { gone, stays, room: room.rows[0].id as number, slots: [s1, s2] };
  });
  try {
    await adminPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/yellow/meeting-users');
    const rows = page.locator('table tbody tr');
    await expect(rows.first().getByRole('button', { name: 'Засах' })).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('meeting-user-search').fill(`gone-${stamp}`);
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('button', { name: 'Устгах' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Түүний 2 идэвхтэй уулзалт цуцлагдаж');
    await shot(page, 'meeting-user-delete-confirm-1280');
    await dialog.getByRole('button', { name: 'Тийм, устгах' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Жагсаалт хоосон байна' })).toBeVisible();

    const left = await withDb(async (db) => ({
      users: (await db.query('select count(*)::int as n from meeting_users where id = $1', [ids.gone])).rows[0].n,
      seats: (await db.query('select count(*)::int as n from meeting_seats where time_id = any($1)', [ids.slots])).rows[0].n,
    }));
    expect(left).toEqual({ users: 0, seats: 0 });
    // the other side of the accepted meeting is told, with a cancelling calendar entry
    await expect
      .poll(async () => {
        const mails = await withDb((db) => db.query('select attachments from outbox where "to" = $1', [`stays-${stamp}@example.mn`]));
        return JSON.stringify(mails.rows.map((r) => r.attachments));
      })
      .toContain('METHOD:CANCEL');

    // the phone: the other one's row and its confirmation
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('meeting-user-search').fill(`stays-${stamp}`);
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('button', { name: 'Устгах' }).click();
    await expect(page.getByRole('dialog')).toContainText('Хэрэглэгчийн мэдээллийг устгах уу?');
    await shot(page, 'meeting-user-delete-confirm-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Болих' }).click();
  } finally {
    await withDb(async (db) => {
      await db.query(`delete from meeting_users where email like $1`, [`%-${stamp}@example.mn`]);
      await db.query('delete from meeting_times where id = any($1)', [ids.slots]);
      await db.query('delete from meeting_rooms where id = $1', [ids.room]);
    });
  }
});

test('meetings list: the search finds a meeting by either person or its number', async ({ page }) => {
  await adminPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/yellow/meeting-list');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const [seeded] = (
    await withDb((db) =>
      db.query(`select m.meeting_number, r.name_en from meetings m join meeting_users r on r.id = m.receiver_id order by m.id limit 1`),
    )
  ).rows as { meeting_number: string; name_en: string }[];
  await page.getByTestId('meeting-search').fill(seeded.meeting_number);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(seeded.meeting_number);
  await page.getByTestId('meeting-search').fill(seeded.name_en);
  await expect(rows.filter({ hasText: seeded.meeting_number })).toHaveCount(1);
  await shot(page, 'meeting-list-search-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'meeting-list-search-390');
});

test.describe('en-US browser', () => {
  test.use({ locale: 'en-US' });
  test('the meeting time form offers 24-hour whole hours (no AM/PM)', async ({ page }) => {
    await adminPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/yellow/meeting-info');
    await page.getByRole('button', { name: 'Өдөр, цаг нэмэх' }).click();
    const start = page.locator('#meeting-time-start_time');
    await expect(start).toBeVisible();
    const options = await start.locator('option').allTextContents();
    expect(options).toHaveLength(25);
    expect(options.slice(1)).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`));
    await start.selectOption('13:00');
    await expect(start).toHaveValue('13:00');
    await expect(start.locator('option:checked')).toHaveText('13:00');
    expect(await page.locator('form[data-testid="meeting-time-form"]').textContent()).not.toMatch(/\b(AM|PM)\b/);
    await shot(page, 'meeting-time-form-en-US-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'meeting-time-form-en-US-390');
  });
});

test('add user: the form refuses a formula name like the import; toasts stay few and clear of the import report', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await adminPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/yellow/add-user');
  const form = page.getByTestId('meeting-user-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await page.locator('#meeting-user-name').fill('=HYPERLINK("http://x","click")');
  await page.locator('#meeting-user-name_en').fill('Click');
  await page.locator('#meeting-user-email').fill(`click-${stamp}@example.mn`);
  await form.getByRole('button', { name: 'Нэмэх' }).click();
  await expect(page.getByTestId('error-name')).toHaveText(mn(M.formula));
  expect(
    (await withDb((db) => db.query('select count(*)::int as n from meeting_users where email = $1', [`click-${stamp}@example.mn`]))).rows[0]
      .n,
  ).toBe(0);

  // four refused uploads in a row (not a spreadsheet): one toast, not four
  const importForm = page.getByTestId('meeting-import-form');
  for (let i = 0; i < 4; i++) {
    await page
      .getByTestId('meeting-import-file')
      .setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from([0xff, 0xfe, 0x00]) });
    await importForm.getByRole('button', { name: 'Файл оруулах' }).click();
    await expect(page.getByTestId('toast-error').first()).toBeVisible();
  }
  expect(await page.getByTestId('toast-error').count()).toBeLessThanOrEqual(1);
  // then a file with bad rows: its report's title is in view and no toast covers it
  await page.getByTestId('meeting-import-file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,name_en,email,phone_number,user_type\n=1,One,bad-${stamp}@example.mn,,\n`),
  });
  await importForm.getByRole('button', { name: 'Файл оруулах' }).click();
  const title = page.getByTestId('import-errors').getByRole('heading');
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  // the report takes the refusals' place: their toasts are gone
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
  const box = (await title.boundingBox())!;
  for (const toast of await page.locator('.adm-toast').all()) {
    const t = await toast.boundingBox();
    if (!t) continue;
    const overlaps = t.x < box.x + box.width && box.x < t.x + t.width && t.y < box.y + box.height && box.y < t.y + t.height;
    expect(overlaps).toBe(false);
  }
  await shot(page, 'import-report-toasts-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await title.scrollIntoViewIfNeeded();
  await shot(page, 'import-report-toasts-390');
});
