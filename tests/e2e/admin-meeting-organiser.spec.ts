import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { withDb } from './helpers';
import { adminPage } from './admin-helpers';
import { isoDay } from '@shared/dates';

/**
 * Organisers on meetings (issue 26 §1, §5, §6): an organiser moves an accepted meeting to another
 * slot and room from the meetings list, and both people, signed in with their e-mailed codes, see
 * the new table on their page; on a phone, the check-in screen marks a started meeting held (undo
 * allowed). Shots at 390 and 1280 px with E2E_SHOTS=1.
 */
const SHOTS = '/tmp/shots-admin';
mkdirSync(SHOTS, { recursive: true });
/** The screen at each width: the whole page, or only what shows (`fullPage` false: a long list behind a dialog). */
const shots = async (page: Page, name: string, widths = [390, 1280], fullPage = true) => {
  if (!process.env.E2E_SHOTS) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/organiser-${name}-${width}.png`, fullPage });
  }
};

const stamp = `${Date.now().toString(36)}${process.pid}`;
const people = {
  A: { email: `e2e-org-a-${stamp}@example.mn`, name: `Э2Э Бат ${stamp}`, name_en: `E2E Bat ${stamp}`, lang: 'mn' },
  B: { email: `e2e-org-b-${stamp}@example.com`, name: `Э2Э Дорж ${stamp}`, name_en: `E2E Dorj ${stamp}`, lang: 'en' },
  C: { email: `e2e-org-c-${stamp}@example.mn`, name: `Э2Э Сараа ${stamp}`, name_en: `E2E Saraa ${stamp}`, lang: 'mn' },
  D: { email: `e2e-org-d-${stamp}@example.mn`, name: `Э2Э Оюун ${stamp}`, name_en: `E2E Oyun ${stamp}`, lang: 'mn' },
};
// a far day of its own (slots of one day may not overlap), and today in Ulaanbaatar for the check-in
const DAY = `2099-0${1 + (process.pid % 9)}-${String(1 + (Date.now() % 28)).padStart(2, '0')}`;
const TODAY = isoDay(new Date());
const ROOM1 = `E2E-A ${stamp}`;
const ROOM2 = `E2E-B ${stamp}`;
const ids: { users: number[]; times: number[]; rooms: number[]; moved: number; checkin: string } = {
  users: [],
  times: [],
  rooms: [],
  moved: 0,
  checkin: '',
};

/** A live meeting as the booking stores it: the meeting at `table` and both seats. */
async function meet(
  db: Awaited<Parameters<Parameters<typeof withDb>[0]>[0]>,
  m: { a: number; b: number; time: number; room: number; table: number },
) {
  const { rows } = await db.query(
    `insert into meetings (sender_id, receiver_id, time_id, room_id, room_seat, meeting_status)
     values ($1, $2, $3, $4, $5, 'accepted') returning id, meeting_number`,
    [m.a, m.b, m.time, m.room, m.table],
  );
  await db.query('insert into meeting_seats (meeting_id, user_id, time_id) values ($1, $2, $4), ($1, $3, $4)', [
    rows[0].id,
    m.a,
    m.b,
    m.time,
  ]);
  return rows[0] as { id: number; meeting_number: string };
}

test.beforeAll(async () => {
  await withDb(async (db) => {
    for (const u of Object.values(people)) {
      const { rows } = await db.query('insert into meeting_users (name, name_en, email, lang) values ($1, $2, $3, $4) returning id', [
        u.name,
        u.name_en,
        u.email,
        u.lang,
      ]);
      ids.users.push(rows[0].id);
    }
    const times = await db.query(
      `insert into meeting_times (meeting_date, start_time, end_time) values ($1, '08:00', '09:00'), ($1, '09:00', '10:00'), ($2, '00:00', '00:30') returning id`,
      [DAY, TODAY],
    );
    ids.times = times.rows.map((r) => r.id);
    const rooms = await db.query('insert into meeting_rooms (room_number, capacity) values ($1, 3), ($2, 2) returning id', [ROOM1, ROOM2]);
    ids.rooms = rooms.rows.map((r) => r.id);
    const [a, b, c, d] = ids.users as [number, number, number, number];
    const [s1, s2, today] = ids.times as [number, number, number];
    const [r1, r2] = ids.rooms as [number, number];
    // A and B meet at 08:00 in room 1, table 1; C and D hold table 1 of room 2 at 09:00
    ids.moved = (await meet(db, { a, b, time: s1, room: r1, table: 1 })).id;
    await meet(db, { a: c, b: d, time: s2, room: r2, table: 1 });
    // C and D meet today at 00:00 (started) for the check-in
    ids.checkin = (await meet(db, { a: c, b: d, time: today, room: r1, table: 2 })).meeting_number;
  });
});
test.afterAll(async () => {
  await withDb(async (db) => {
    await db.query('delete from meeting_users where id = any($1)', [ids.users]);
    await db.query('delete from meetings where time_id = any($1)', [ids.times]);
    await db.query('delete from meeting_times where id = any($1)', [ids.times]);
    await db.query('delete from meeting_rooms where id = any($1)', [ids.rooms]);
  });
});

/** No serious or critical axe findings inside `selector`. */
async function noSeriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual(
    [],
  );
}

let ipCounter = 0;
const ownIp = (page: Page) => page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.79.${process.pid % 250}.${++ipCounter}` });
const mails = (to: string) =>
  withDb(
    async (db) =>
      (await db.query('select subject, text from outbox where "to" = $1 order by id', [to])).rows as { subject: string; text: string }[],
  );

/** Signs a meeting user in on their page with the code mailed to them. */
async function signInUser(page: Page, who: { email: string; lang: string }) {
  await ownIp(page);
  await page.goto(who.lang === 'en' ? '/en/yp/meetings' : '/yp/meetings');
  await expect(page.locator('#mtg-email')).toBeEnabled();
  const before = (await mails(who.email)).length;
  await page.locator('#mtg-email').fill(who.email);
  await page.getByRole('button', { name: /^(Код илгээх|Send code)$/ }).click();
  await expect(page.locator('#mtg-code')).toBeFocused();
  await expect.poll(async () => (await mails(who.email)).length).toBeGreaterThan(before);
  const code = (await mails(who.email)).at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
  await page.locator('#mtg-code').fill(code);
  await page.getByRole('button', { name: /^(Нэвтрэх|Sign in)$/, exact: true }).click();
  await expect(page.locator('.mtg-who__name')).toBeVisible();
}

test('an organiser moves a meeting to another slot and room; both people see the new table', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await adminPage(page);
  await page.goto('/admin/yellow/meeting-list');
  await page.getByTestId('meeting-status').selectOption('accepted');
  const row = page.locator('tbody tr').filter({ hasText: people.A.name });
  await expect(row).toContainText(ROOM1);
  await expect(row.getByTestId('meeting-table')).toHaveText('1-р ширээ');
  await shots(page, 'list', [390, 1280], false);
  await row.getByRole('button', { name: /дэлгэрэнгүй$/ }).click();
  const detail = page.getByTestId('meeting-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByTestId('meeting-detail-table')).toHaveText('1');
  await expect(page.getByTestId('meeting-actions').getByRole('button', { name: 'Хүлээн авагчийн өмнөөс зөвшөөрөх' })).toHaveCount(0);
  await shots(page, 'detail', [390, 1280], false);
  await page.getByTestId('meeting-actions').getByRole('button', { name: 'Шилжүүлэх' }).click();

  // the dialog: the 09:00 slot, room 2 (one table of two free there)
  const dialog = page.getByTestId('move-dialog');
  await expect(dialog.getByTestId('move-slot')).toBeVisible();
  await dialog.getByTestId('move-slot').selectOption(String(ids.times[1]));
  await expect(dialog.getByTestId('move-room').locator(`option[value="${ids.rooms[1]}"]`)).toHaveText(`${ROOM2} (1 сул)`);
  await dialog.getByTestId('move-room').selectOption(String(ids.rooms[1]));
  await shots(page, 'move', [390, 1280], false);
  await noSeriousViolations(page, '.mo-move');
  await dialog.getByRole('button', { name: 'Шилжүүлж, хоёуланд мэдэгдэх' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Уулзалтыг шилжүүллээ.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(ROOM2);
  await expect(row.getByTestId('meeting-table')).toHaveText('2-р ширээ');
  await shots(page, 'list-moved', [1280], false);
  const stored = await withDb(
    async (db) => (await db.query('select time_id, room_id, room_seat from meetings where id = $1', [ids.moved])).rows[0],
  );
  expect(stored).toEqual({ time_id: ids.times[1], room_id: ids.rooms[1], room_seat: 2 });
  expect((await mails(people.B.email)).at(-1)!.subject).toBe('Your meeting has moved');
  expect((await mails(people.A.email)).at(-1)!.subject).toBe('Уулзалтын цаг, байр өөрчлөгдлөө');

  // the dialog opens on where the meeting is now: moving it there is refused, the reason shown in the dialog
  await row.getByRole('button', { name: /дэлгэрэнгүй$/ }).click();
  await page.getByTestId('meeting-actions').getByRole('button', { name: 'Шилжүүлэх' }).click();
  await expect(dialog.getByTestId('move-room').locator(`option[value="${ids.rooms[1]}"]`)).toHaveText(`${ROOM2} (1 сул)`);
  await dialog.getByRole('button', { name: 'Шилжүүлж, хоёуланд мэдэгдэх' }).click();
  await expect(dialog.getByTestId('move-error')).toHaveText('Өөр цаг эсвэл өрөө сонгоно уу');
  await dialog.getByRole('button', { name: 'Болих' }).click();
  await expect(dialog).toBeHidden();

  // both people see table 2 of room 2 on their own page, in their language
  for (const who of [people.A, people.B]) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const userPage = await context.newPage();
    await signInUser(userPage, who);
    await userPage.getByRole('tab', { name: who.lang === 'en' ? /^Agenda/ : /^Хуваарь/ }).click();
    const card = userPage.getByTestId('meeting').filter({ hasText: who === people.A ? people.B.name : people.A.name_en });
    await expect(card).toContainText(ROOM2);
    await expect(card).toContainText(who.lang === 'en' ? 'Table 2' : '2-р ширээ');
    if (process.env.E2E_SHOTS) await userPage.screenshot({ path: `${SHOTS}/organiser-user-${who.lang}-390.png`, fullPage: true });
    await context.close();
  }
});

test('check-in on a phone: a started meeting marked held, undone, marked again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminPage(page);
  await page.goto('/admin/yellow/meeting-checkin');
  await expect(page.getByRole('heading', { level: 1, name: 'Өнөөдрийн уулзалтууд' })).toBeVisible();
  const card = page.getByTestId(`checkin-${ids.checkin}`);
  await expect(card).toContainText(ROOM1);
  await expect(card).toContainText('2-р ширээ');
  const held = card.getByRole('button', { name: /^Болсон:/ });
  const box = await held.boundingBox();
  // big enough for a thumb
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await shots(page, 'checkin', [390]);
  await noSeriousViolations(page, '.mo-checkin');
  await held.click();
  await expect(card.getByTestId('checkin-mark')).toHaveText('Болсон');
  await shots(page, 'checkin-held', [390, 1280]);
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: 'Буцаах' }).click();
  await expect(card.getByRole('button', { name: /^Ирээгүй:/ })).toBeVisible();
  await card.getByRole('button', { name: /^Болсон:/ }).click();
  await expect(card.getByTestId('checkin-mark')).toHaveText('Болсон');
  const mark = await withDb(
    async (db) => (await db.query('select attendance from meetings where meeting_number = $1', [ids.checkin])).rows[0].attendance,
  );
  expect(mark).toBe('held');

  // the dashboard counts it
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('meeting-dashboard')).toBeVisible();
  await noSeriousViolations(page, '.mo-dash');
  await shots(page, 'dashboard');
});
