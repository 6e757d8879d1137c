import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, meetingRooms, meetings, meetingSeats, meetingTimes, meetingUsers, outbox } from '@db/schema';
import { MEETING_MESSAGES as M, type MeetingRow, type MeetingUserListRow } from '@shared/meetings';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { mn } from '../helpers/messages';
import { csvOf } from '@admin/kit/spreadsheet';
import { meetingUsersTable } from '@admin/screens/meetings/users/export-table';

/**
 * Issue 26 items 3 and 4: the admin's meeting users and meetings lists search the whole list on the
 * server; deleting a meeting user first cancels their live meetings and tells the other people.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
});
afterAll(() => t.close());

type Who = 1 | 2 | 3 | null;
const get = (path: string, who: Who = 2) => t.request(`/api/yp${path}`, { headers: who ? { cookie: cookie[who] } : {} });
const del = (id: unknown, who: Who = 2) =>
  t.request(`/api/yp/yellow-page/delete/meeting-user?id=${id}`, { method: 'DELETE', headers: who ? { cookie: cookie[who] } : {} });
type Users = { users: MeetingUserListRow[]; total: number; totalPages: number };
const users = async (query: string) => {
  const res = await get(`/yellow-page/get/meeting-users?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Users;
};
const meetingList = async (query: string) => {
  const res = await get(`/yellow-page/get/meetings?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as { meetings: MeetingRow[]; total: number; totalPages: number };
};
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

beforeEach(async () => {
  await t.db.delete(meetings);
  await t.db.delete(meetingUsers);
  await t.db.delete(meetingTimes);
  await t.db.delete(meetingRooms);
  await t.db.delete(outbox);
});

describe('GET /yellow-page/get/meeting-users?term', () => {
  it('finds a user on page 50 of 10,000 by e-mail, name, English name, phone or organisation', async () => {
    // 10,000 users in one statement, user i created i seconds after the first (newest first: user 0 is on the last page)
    await t.db.execute(sql`
      insert into meeting_users (name, name_en, email, phone_number, user_type, organisation, created_at)
      select 'Хэрэглэгч ' || i, 'User ' || i, 'user' || i || '@example.mn', '9900' || lpad(i::text, 4, '0'),
             (array['Exhibitor','Attendee','Sponsor'])[1 + i % 3], 'Org ' || i, timestamp '2025-01-01' + i * interval '1 second'
      from generate_series(0, 9999) as i`);
    await t.db.execute(sql`update meeting_users set email = 'exhibitor@example.mn', user_type = 'Exhibitor', organisation = 'Говь ХХК'
      where email = 'user0@example.mn'`);
    const all = await users('limit=20');
    expect(all).toMatchObject({ total: 10000, totalPages: 500 });
    // the user is on the last page of the whole list: the loaded page never has them
    expect(all.users.some((u) => u.email === 'exhibitor@example.mn')).toBe(false);
    expect((await users('limit=20&page=500')).users.at(-1)?.email).toBe('exhibitor@example.mn');

    for (const term of ['exhibitor@example.mn', 'EXHIBITOR@example', 'Хэрэглэгч 0', 'говь', '99000000']) {
      const found = await users(`term=${encodeURIComponent(term)}`);
      expect(
        found.users.map((u) => u.email),
        term,
      ).toContain('exhibitor@example.mn');
    }
    const exact = await users('term=exhibitor%40example.mn');
    expect(exact).toMatchObject({ total: 1, totalPages: 1 });
    expect(exact.users[0]).toMatchObject({ email: 'exhibitor@example.mn', organisation: 'Говь ХХК', live_meetings: 0 });
    // the table's column filters search their column over the whole list too
    expect((await users('email=exhibitor%40example.mn')).users.map((u) => u.email)).toEqual(['exhibitor@example.mn']);
    expect((await users('name_en=User%200&email=exhibitor')).total).toBe(1);
    expect((await users('name=exhibitor')).total).toBe(0);
    expect((await users('phone_number=99000000&user_type=exhib')).total).toBe(1);
    // the search and the type filter together, paged
    const byName = await users('term=User%20999&type=all&limit=20');
    expect(byName.total).toBe(11); // User 999, 9990..9999
    expect((await users('term=User%20999&type=Attendee')).users.every((u) => u.user_type === 'Attendee')).toBe(true);
    expect((await users('term=exhibitor%40example.mn&type=Sponsor')).total).toBe(0);
    // page 2 of a search
    const second = await users('term=user99&limit=20&page=2');
    expect(second.total).toBe(111); // user99, user990..999, user9900..9999
    expect(second.users).toHaveLength(20);
    // spaces around the term are trimmed; an empty term is the whole list
    expect((await users('term=%20%20')).total).toBe(10000);
  }, 60_000);

  it('takes % and _ literally', async () => {
    await t.db.insert(meetingUsers).values([
      { name: '100% Mongol', name_en: 'Hundred', email: 'a_b@example.mn' },
      { name: 'Bat', name_en: 'Bat', email: 'axb@example.mn' },
    ]);
    expect((await users('term=%25')).users.map((u) => u.name)).toEqual(['100% Mongol']);
    expect((await users('term=a_b')).users.map((u) => u.email)).toEqual(['a_b@example.mn']);
    expect((await users('term=%5C')).total).toBe(0);
  });

  it('refuses a too long term (400 with the message), and callers without a session (401)', async () => {
    const res = await get(`/yellow-page/get/meeting-users?term=${'x'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: mn(M.meetingSearch), field: 'term' });
    expect((await get('/yellow-page/get/meeting-users?term=a', null)).status).toBe(401);
  });
});

/** Four people, one room, three slots: a–b accepted, a–c pending, d–a cancelled, b–c accepted. */
async function seedMeetings() {
  const people = await t.db
    .insert(meetingUsers)
    .values([
      { name: 'Бат', name_en: 'Bat', email: 'a@example.mn', lang: 'mn' },
      { name: 'Дорж', name_en: 'Dorj', email: 'b@example.mn', lang: 'en' },
      { name: 'Сараа', name_en: 'Saraa', email: 'c@example.mn', lang: 'mn' },
      { name: 'Нараа', name_en: 'Naraa', email: 'd@example.mn', lang: 'mn' },
    ])
    .returning();
  const [a, b, c, d] = people;
  const [room] = await t.db.insert(meetingRooms).values({ room_number: 'A1', capacity: 10 }).returning();
  const [slot, later, third] = await t.db
    .insert(meetingTimes)
    .values([
      { meeting_date: '2030-09-01', start_time: '10:00', end_time: '11:00' },
      { meeting_date: '2030-09-02', start_time: '11:00', end_time: '12:00' },
      { meeting_date: '2030-09-02', start_time: '12:00', end_time: '13:00' },
    ])
    .returning();
  const rows = await t.db
    .insert(meetings)
    .values([
      { sender_id: a.id, receiver_id: b.id, time_id: slot.id, room_id: room.id, room_seat: 1, meeting_status: 'accepted' },
      { sender_id: a.id, receiver_id: c.id, time_id: later.id, room_id: room.id, room_seat: 1, meeting_status: 'pending' },
      { sender_id: d.id, receiver_id: a.id, time_id: later.id, room_id: room.id, room_seat: 3, meeting_status: 'cancelled' },
      { sender_id: b.id, receiver_id: c.id, time_id: third.id, room_id: room.id, room_seat: 1, meeting_status: 'accepted' },
    ])
    .returning();
  await t.db.insert(meetingSeats).values([
    { meeting_id: rows[0].id, user_id: a.id, time_id: slot.id },
    { meeting_id: rows[0].id, user_id: b.id, time_id: slot.id },
    { meeting_id: rows[1].id, user_id: a.id, time_id: later.id },
    { meeting_id: rows[1].id, user_id: c.id, time_id: later.id },
    { meeting_id: rows[3].id, user_id: b.id, time_id: third.id },
    { meeting_id: rows[3].id, user_id: c.id, time_id: third.id },
  ]);
  return { a, b, c, d, rows, slot, later };
}

describe('GET /yellow-page/get/meetings?term&date', () => {
  it('searches either person in both languages or the number, with the status and the day', async () => {
    const { rows } = await seedMeetings();
    expect((await meetingList('')).total).toBe(4);
    expect((await meetingList('term=dorj')).meetings.map((m) => m.id).sort()).toEqual([rows[0].id, rows[3].id].sort());
    expect((await meetingList(`term=${encodeURIComponent('Нараа')}`)).meetings.map((m) => m.id)).toEqual([rows[2].id]);
    expect((await meetingList(`term=${rows[1].meeting_number}`)).meetings.map((m) => m.id)).toEqual([rows[1].id]);
    expect((await meetingList('term=saraa&type=accepted')).meetings.map((m) => m.id)).toEqual([rows[3].id]);
    const day = await meetingList('term=bat&date=2030-09-01');
    expect(day).toMatchObject({ total: 1, totalPages: 1 });
    expect(day.meetings[0].id).toBe(rows[0].id);
    expect((await meetingList('term=%25')).total).toBe(0);
    expect((await meetingList('term=_')).total).toBe(0);
  });

  it('refuses a bad day or a too long term (400), and no session (401)', async () => {
    for (const q of ['date=2030-02-30', 'date=tomorrow', `term=${'x'.repeat(101)}`]) {
      const res = await get(`/yellow-page/get/meetings?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { message: string }).message, q).toBeTruthy();
    }
    expect((await get('/yellow-page/get/meetings?term=a', null)).status).toBe(401);
  });
});

describe('DELETE /yellow-page/delete/meeting-user: live meetings are cancelled first', () => {
  it('shows the count on the row, mails the other people (a CANCEL .ics for an accepted one), frees the slots', async () => {
    const { a, b, c, rows, slot } = await seedMeetings();
    const listed = await users('term=example.mn&limit=20');
    const count = (id: number) => listed.users.find((u) => u.id === id)?.live_meetings;
    // a: the accepted a–b and the pending a–c (the cancelled d–a is not live); b: a–b and b–c
    expect([count(a.id), count(b.id), count(c.id)]).toEqual([2, 2, 2]);

    const res = await del(a.id, 2);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: mn(M.deleted), cancelled: 2 });

    // the deleted user gets nothing; b (English) and c (Mongolian) each get the cancellation
    expect(await mailsTo('a@example.mn')).toEqual([]);
    const [toB] = await mailsTo('b@example.mn');
    expect(toB.subject).toMatch(/cancel/i);
    expect(toB.text).toContain('The organisers cancelled the meeting: the other participant no longer takes part.');
    const [ics] = toB.attachments as { filename: string; contentType: string; content: string }[];
    expect(ics.filename).toBe(`${rows[0].meeting_number}.ics`);
    expect(ics.contentType).toContain('method=CANCEL');
    expect(ics.content).toContain('METHOD:CANCEL');
    expect(ics.content).toContain('STATUS:CANCELLED');
    const toC = await mailsTo('c@example.mn');
    expect(toC).toHaveLength(1);
    // a request never accepted had no invitation: nothing to cancel in a calendar
    expect(toC[0].attachments ?? []).toEqual([]);
    expect(toC[0].html + toC[0].text).toContain(rows[1].meeting_number);
    expect(toC[0].text).toContain('Нөгөө оролцогч уулзалтад оролцохоо больсон тул зохион байгуулагч уулзалтыг цуцаллаа.');

    // the slots are free: b's 10:00 seat went with the meeting, b–c stays with its seats
    const seats = await t.db.select().from(meetingSeats);
    expect(seats.filter((s) => s.time_id === slot.id)).toEqual([]);
    expect(seats.filter((s) => s.meeting_id === rows[3].id)).toHaveLength(2);
    expect((await t.db.select({ id: meetings.id }).from(meetings)).map((m) => m.id)).toEqual([rows[3].id]);
    expect((await users('term=b%40example.mn')).users[0].live_meetings).toBe(1);

    // the audit log has the delete
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(a.id)))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'delete' });
  });

  it('cancels through the history: the organiser is the actor (seen before the user goes)', async () => {
    const { a, rows } = await seedMeetings();
    // the history rows go with the meetings (foreign keys cascade): watch them from a trigger-free copy
    await t.db.execute(sql`create table if not exists seen_events as select * from meeting_events with no data`);
    await t.db.execute(sql`delete from seen_events`);
    await t.db.execute(sql`
      create or replace function copy_event() returns trigger language plpgsql as $$
      begin insert into seen_events select new.*; return new; end $$`);
    await t.db.execute(sql`drop trigger if exists copy_event on meeting_events`);
    await t.db.execute(sql`create trigger copy_event after insert on meeting_events for each row execute function copy_event()`);
    try {
      expect((await del(a.id, 1)).status).toBe(200);
      const answer = (await t.db.execute(
        sql`select meeting_id, action, actor, admin_id from seen_events order by meeting_id`,
      )) as unknown as {
        rows: unknown[];
      };
      const seen = answer.rows as {
        meeting_id: number;
        action: string;
        actor: string;
        admin_id: number | null;
      }[];
      expect(seen.map((e) => [e.meeting_id, e.action, e.actor])).toEqual([
        [rows[0].id, 'cancelled', 'organiser'],
        [rows[1].id, 'cancelled', 'organiser'],
      ]);
      expect(seen.every((e) => typeof e.admin_id === 'number')).toBe(true);
    } finally {
      await t.db.execute(sql`drop trigger if exists copy_event on meeting_events`);
    }
  });

  it('a refused delete (404, 401, 403) cancels nothing and mails nobody', async () => {
    const { a } = await seedMeetings();
    expect((await del(999999)).status).toBe(404);
    expect((await del(a.id, null)).status).toBe(401);
    expect((await del(a.id, 3)).status).toBe(403);
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect((await t.db.select().from(meetings).where(eq(meetings.meeting_status, 'cancelled'))).length).toBe(1);
  });
});

describe('the single add form and the import share the formula rule (issue 26 item 10)', () => {
  const insert = (body: Record<string, string>) =>
    t.request('/api/yp/yellow-page/insert/meeting-user', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { cookie: cookie[2], 'content-type': 'application/json' },
    });
  const ok = { name: 'Бат', name_en: 'Bat', email: 'bat@example.mn', phone_number: '+976 99112233', user_type: 'Exhibitor' };

  it('refuses =, +, -, @, tab and CR at the start of a name, an e-mail or (but +) a phone, storing nothing', async () => {
    const bad: [string, string][] = [
      ['name', '=HYPERLINK("http://x","click")'],
      ['name', '  =1+1'],
      ['name_en', '+Bat'],
      ['name_en', '-Bat'],
      ['name', '@SUM(A1)'],
      ['name', '\t=1'],
      ['email', '-x@example.mn'],
      ['email', '+x@example.mn'],
      ['phone_number', '-99112233'],
    ];
    for (const [field, value] of bad) {
      const res = await insert({ ...ok, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(await res.json(), `${field}=${value}`).toMatchObject({ field });
    }
    const res = await insert({ ...ok, name: '=HYPERLINK("http://x","click")' });
    expect(await res.json()).toMatchObject({ message: mn(M.formula), field: 'name' });
    expect(await t.db.select().from(meetingUsers)).toEqual([]);
    // a phone may start with '+'; a name may hold '=' inside
    expect((await insert({ ...ok, name: 'Бат = Болд' })).status).toBe(200);
  });
});

describe('the CSV export is re-importable (issue 26 item 10)', () => {
  it('export -> import of the file -> the same users, phones plain', async () => {
    const people = [
      { name: 'Бат-Эрдэнэ', name_en: 'Bat-Erdene', email: 'bat@example.mn', phone_number: '+976 99112233', user_type: 'Exhibitor' },
      { name: 'Сараа, ХХК', name_en: 'Saraa "Co"', email: 'saraa@example.mn', phone_number: '(976) 88-11-22', user_type: 'Sponsor' },
      { name: 'Дорж', name_en: 'Dorj', email: 'dorj@example.mn', phone_number: '', user_type: 'Attendee' },
    ];
    await t.db.insert(meetingUsers).values(people);
    const before = (await users('limit=100')).users;
    const csv = csvOf(meetingUsersTable(before));
    expect(csv.split(/\r?\n/)[0]).toBe('\uFEFFname,name_en,email,phone_number,user_type');
    expect(csv).toContain('+976 99112233');
    expect(csv).not.toContain("'+976");

    await t.db.delete(meetingUsers);
    const fd = new FormData();
    fd.append('file', new File([csv], 'meeting-users-all.csv', { type: 'text/csv' }));
    const res = await t.request('/api/yp/yellow-page/upload/meeting-users', { method: 'POST', body: fd, headers: { cookie: cookie[2] } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ imported: 3 });
    const strip = (u: MeetingUserListRow) => ({
      name: u.name,
      name_en: u.name_en,
      email: u.email,
      phone_number: u.phone_number,
      user_type: u.user_type,
    });
    const after = (await users('limit=100')).users;
    expect(after.map(strip).sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      before.map(strip).sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it('still neutralises a formula-like phone the import would refuse anyway', () => {
    const table = meetingUsersTable([
      { id: 1, name: '=1', name_en: 'x', email: 'x@example.mn', phone_number: '-1', user_type: 'Exhibitor' },
    ]);
    expect(csvOf(table)).toContain(`'=1,x,x@example.mn,'-1,Exhibitor`);
  });
});
