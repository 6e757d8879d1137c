import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from './fixtures';
import { withDb } from './helpers';
import { adminPage } from './admin-helpers';
import { pdfPages } from '../helpers/pdf-text';

/**
 * The printed schedules (issue 26 §5): a participant downloads their own schedule from
 * /yp/meetings (English page: English PDF), the admin a person's from the meeting users list and a
 * room's door sign from the rooms screen; each file is a PDF that shows the meeting. The PDFs are
 * written to /tmp/shots-schedules (with E2E_SHOTS=1) to be looked at.
 */
const SHOTS = '/tmp/shots-schedules';
mkdirSync(SHOTS, { recursive: true });

const stamp = `${Date.now().toString(36)}${process.pid}`;
const A = { email: `e2e-pdf-a-${stamp}@example.mn`, name: `Өлзий Үүрийнтуяа ${stamp}`, name_en: `Ulzii Uuriintuya ${stamp}` };
const B = { email: `e2e-pdf-b-${stamp}@example.mn`, name: `Батбаяр ${stamp}`, name_en: `Batbayar ${stamp}` };
// short, as room names are (a long one wraps in its column)
const ROOM = `Z-${stamp.slice(-6)}`;
let meetingNumber = '';
let userA = 0;

test.beforeAll(async () => {
  await withDb(async (db) => {
    const users = await db.query(
      `insert into meeting_users (name, name_en, email, user_type, lang, organisation, position)
       values ($1, $2, $3, 'Exhibitor', 'en', 'Эрдэнэт үйлдвэр ХХК', 'Геологич'), ($4, $5, $6, 'Attendee', 'mn', 'Mongol Gold LLC', 'CEO')
       returning id`,
      [A.name, A.name_en, A.email, B.name, B.name_en, B.email],
    );
    [userA] = users.rows.map((r) => r.id as number);
    const [time] = (await db.query('select id from meeting_times order by meeting_date desc, start_time desc limit 1')).rows;
    const [room] = (await db.query(`insert into meeting_rooms (room_number, capacity) values ($1, 3) returning id`, [ROOM])).rows;
    const [meeting] = (
      await db.query(
        `insert into meetings (sender_id, receiver_id, time_id, room_id, room_seat, meeting_status)
         values ($1, $2, $3, $4, 2, 'accepted') returning meeting_number`,
        [userA, users.rows[1].id, time.id, room.id],
      )
    ).rows;
    meetingNumber = meeting.meeting_number;
  });
});
test.afterAll(async () => {
  await withDb(async (db) => {
    await db.query('delete from meeting_users where email = any($1)', [[A.email, B.email]]);
    await db.query('delete from meeting_rooms where room_number = $1', [ROOM]);
  });
});

/** The downloaded file's bytes, checked to be a PDF, and its text page by page. */
async function pdfOf(download: Download, name: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(await download.path()));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  if (process.env.E2E_SHOTS) writeFileSync(`${SHOTS}/${name}.pdf`, bytes);
  return pdfPages(bytes).join('\n');
}

/** Signs A in as the code would (a session row and its cookie): the sign-in itself is meetings-booking.spec's. */
async function signInA(page: Page, baseURL: string) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await withDb((db) =>
    db.query(`insert into meeting_sessions (token_hash, meeting_user_id, expires_at) values ($1, $2, now() + interval '1 hour')`, [
      hash,
      userA,
    ]),
  );
  await page.context().addCookies([{ name: 'meeting_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

test("a participant downloads their own schedule, in their page's language", async ({ page, baseURL }) => {
  await signInA(page, baseURL!);
  await page.goto('/en/yp/meetings');
  await expect(page.locator('.mtg-who__name')).toHaveText(A.name_en);
  const link = page.getByRole('link', { name: 'Download my schedule (PDF)' });
  await expect(link).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/participant-en-${width}.png` });
  }
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await pdfOf(download, 'participant-en');
  for (const shown of ['Meeting schedule', A.name_en, 'Ulaanbaatar time (UTC+8)', ROOM, B.name_en, 'CEO, Mongol Gold LLC', meetingNumber])
    expect(text).toContain(shown);

  // the Mongolian page gives the Mongolian schedule
  await page.goto('/yp/meetings');
  await expect(page.locator('.mtg-who__name')).toHaveText(A.name);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/participant-mn-${width}.png` });
  }
  const [mn] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Хуваариа татах (PDF)' }).click()]);
  const mnText = await pdfOf(mn, 'participant-mn');
  for (const shown of ['Уулзалтын хуваарь', A.name, 'Улаанбаатарын цагаар (UTC+8)', B.name, meetingNumber]) expect(mnText).toContain(shown);
});

test("the admin downloads a person's schedule and a room's door sign", async ({ page }) => {
  await adminPage(page);
  await page.goto('/admin/yellow/meeting-users');
  const row = page.getByRole('row').filter({ hasText: A.email });
  await expect(row).toBeVisible();
  const [person] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Хуваарь: ${A.name} (PDF, монголоор)` }).click(),
  ]);
  const text = await pdfOf(person, 'admin-person-mn');
  for (const shown of ['Уулзалтын хуваарь', A.name, 'Геологич, Эрдэнэт үйлдвэр ХХК', ROOM, B.name, meetingNumber])
    expect(text).toContain(shown);
  await page.screenshot({ path: `${SHOTS}/admin-users-1280.png` });

  await page.goto('/admin/yellow/meeting-info');
  const signs = page.getByTestId('room-schedules');
  await expect(signs).toBeVisible();
  await signs.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-rooms-1280.png`, fullPage: true });
  const [door] = await Promise.all([
    page.waitForEvent('download'),
    signs.getByRole('link', { name: `${ROOM} өрөөний хаалганы хуваарь (PDF, англиар)` }).click(),
  ]);
  const doorText = await pdfOf(door, 'admin-room-en');
  // a table's cell is narrow: a name may wrap there (read back without the space where it broke)
  const squash = (text: string) => text.replace(/\s+/g, '');
  for (const shown of [`Room ${ROOM}: tables by hour`, 'Table 1', 'Table 2', 'Table 3', 'free', A.name_en, B.name_en, meetingNumber])
    expect(squash(doorText)).toContain(squash(shown));
});
