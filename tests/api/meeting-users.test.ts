import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingRooms, meetings, meetingSeats, meetingTimes, meetingUsers } from '@db/schema';
import { MEETING_MESSAGES as M, type MeetingUserRow } from '@shared/meetings';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { mn } from '../helpers/messages';

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) cookie[role] = (await signIn(t, role)).cookie;
});
afterAll(() => t.close());

type Who = 1 | 2 | 3 | null;
const headers = (who: Who, extra: Record<string, string> = {}) => ({ ...(who ? { cookie: cookie[who] } : {}), ...extra });
const get = (path: string, who: Who = 2) => t.request(`/api/yp${path}`, { headers: headers(who) });
const update = (body: unknown, who: Who = 2) =>
  t.request('/api/yp/yellow-page/update/meeting-user', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const del = (id: unknown, who: Who = 2) =>
  t.request(`/api/yp/yellow-page/delete/meeting-user?id=${id}`, { method: 'DELETE', headers: headers(who) });

type Listed = { users: MeetingUserRow[]; total: number; totalPages: number };
const list = async (query: string, who: Who = 2) => {
  const res = await get(`/yellow-page/get/meeting-users${query}`, who);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Listed;
};

const TYPES = ['Exhibitor', 'Attendee', 'Sponsor'] as const;
/** 25 exhibitors, 3 attendees, 2 sponsors, created one minute apart (user i is the i-th oldest). */
async function seedUsers() {
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: 30 }, (_, i) => ({
    name: `Хэрэглэгч ${i}`,
    name_en: `User ${i}`,
    email: `user${i}@example.mn`,
    phone_number: `9911${String(i).padStart(4, '0')}`,
    user_type: i < 25 ? TYPES[0] : i < 28 ? TYPES[1] : TYPES[2],
    created_at: new Date(base + i * 60_000),
  }));
  return t.db.insert(meetingUsers).values(rows).returning();
}
const userRow = (id: number) => t.db.select().from(meetingUsers).where(eq(meetingUsers.id, id));

let users: Awaited<ReturnType<typeof seedUsers>>;
beforeEach(async () => {
  await t.db.delete(meetings);
  await t.db.delete(meetingUsers);
  users = await seedUsers();
});

describe('GET /yellow-page/get/meeting-users', () => {
  it('pages every user newest first, 20 by default, with total and totalPages', async () => {
    const first = await list('');
    expect(first.total).toBe(30);
    expect(first.totalPages).toBe(2);
    expect(first.users).toHaveLength(20);
    expect(first.users[0]).toEqual({
      id: users[29].id,
      name: 'Хэрэглэгч 29',
      name_en: 'User 29',
      email: 'user29@example.mn',
      phone_number: '99110029',
      user_type: 'Sponsor',
      organisation: '',
      live_meetings: 0,
    });
    expect(first.users.map((u) => u.name_en)).toEqual(Array.from({ length: 20 }, (_, i) => `User ${29 - i}`));
    const second = await list('?type=all&page=2&limit=20', 3);
    expect(second.users.map((u) => u.name_en)).toEqual(Array.from({ length: 10 }, (_, i) => `User ${9 - i}`));
    expect(await list('?limit=50')).toMatchObject({ total: 30, totalPages: 1 });
    expect((await list('?limit=100&page=3')).users).toEqual([]);
  });

  it('filters by type, with the totals of that type', async () => {
    const exhibitors = await list('?type=Exhibitor&limit=20');
    expect(exhibitors).toMatchObject({ total: 25, totalPages: 2 });
    expect(exhibitors.users.every((u) => u.user_type === 'Exhibitor')).toBe(true);
    expect((await list('?type=Exhibitor&page=2')).users).toHaveLength(5);
    const attendees = await list('?type=Attendee');
    expect(attendees).toMatchObject({ total: 3, totalPages: 1 });
    expect(attendees.users.map((u) => u.name_en)).toEqual(['User 27', 'User 26', 'User 25']);
    expect(await list('?type=Sponsor')).toMatchObject({ total: 2, totalPages: 1 });
  });

  it('refuses bad queries (400) and callers without a session (401)', async () => {
    for (const q of ['type=exhibitor', 'type=', 'limit=30', 'limit=abc', 'page=0']) {
      const res = await get(`/yellow-page/get/meeting-users?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { message: string }).message, q).toBeTruthy();
    }
    expect(((await (await get('/yellow-page/get/meeting-users?type=x')).json()) as { message: string }).message).toBe(mn(M.userType));
    expect((await get('/yellow-page/get/meeting-users', null)).status).toBe(401);
  });
});

describe('POST /yellow-page/update/meeting-user', () => {
  const edit = {
    name: ' Шинэ нэр ',
    name_en: 'New name',
    email: ' NEW@Example.MN ',
    phone_number: '+976 9911-2233',
    user_type: 'Attendee',
  };

  it('saves every field (trimmed, e-mail lower-cased) and sets updated_at', async () => {
    const target = users[3];
    const res = await update({ id: target.id, ...edit }, 1);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: MeetingUserRow; message: string };
    expect(body).toEqual({
      user: {
        id: target.id,
        name: 'Шинэ нэр',
        name_en: 'New name',
        email: 'new@example.mn',
        phone_number: '+976 9911-2233',
        user_type: 'Attendee',
      },
      message: 'Амжилттай шинэчлэгдлээ.',
    });
    const [stored] = await userRow(target.id);
    expect(stored.updated_at.getTime()).toBeGreaterThan(target.updated_at.getTime());
    expect(stored.created_at).toEqual(target.created_at);
    // keeping one's own e-mail is not a conflict
    expect((await update({ id: target.id, ...edit, name: 'Дахин' })).status).toBe(200);
  });

  it('refuses bad input with the field and its message, changing nothing', async () => {
    const target = users[0];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', mn(M.name)],
      [{ name_en: '' }, 'name_en', mn(M.nameEn)],
      [{ email: 'not-an-email' }, 'email', mn(M.email)],
      [{ phone_number: 'call me' }, 'phone_number', mn(M.phone)],
      [{ user_type: 'Guest' }, 'user_type', mn(M.userType)],
      [{ name: 'x'.repeat(201) }, 'name', mn(M.tooLong)],
      [{ id: 0 }, 'id', mn(M.id)],
      [{ id: 'abc' }, 'id', mn(M.id)],
    ];
    for (const [change, field, message] of cases) {
      const res = await update({ id: target.id, ...edit, ...change });
      expect(res.status, field).toBe(400);
      expect(await res.json(), field).toMatchObject({ message, field });
    }
    expect((await userRow(target.id))[0]).toEqual(target);
  });

  it('answers 409 for an e-mail another user has, changing nothing', async () => {
    const target = users[0];
    const res = await update({ id: target.id, ...edit, email: 'USER5@example.mn' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: mn(M.emailTaken), field: 'email' });
    expect((await userRow(target.id))[0]).toEqual(target);
  });

  it('answers 404 for an unknown id, 401 without a session, 403 for a read-only account', async () => {
    const res = await update({ id: 999999, ...edit });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: mn(M.userNotFound) });
    expect((await update({ id: users[0].id, ...edit }, null)).status).toBe(401);
    expect((await update({ id: users[0].id, ...edit }, 3)).status).toBe(403);
    expect((await userRow(users[0].id))[0]).toEqual(users[0]);
  });
});

describe('DELETE /yellow-page/delete/meeting-user', () => {
  it('deletes the user with their meetings and seats (the live ones cancelled first); the other meetings stay', async () => {
    const [room] = await t.db.insert(meetingRooms).values({ room_number: 'A1', capacity: 4 }).returning();
    const [slot] = await t.db
      .insert(meetingTimes)
      .values({ meeting_date: '2025-09-01', start_time: '10:00', end_time: '11:00' })
      .returning();
    const [a, b, c, d] = users;
    const [gone, kept] = await t.db
      .insert(meetings)
      .values([
        { sender_id: a.id, receiver_id: b.id, time_id: slot.id, room_id: room.id, room_seat: 1, meeting_status: 'accepted' },
        { sender_id: c.id, receiver_id: d.id, time_id: slot.id, room_id: room.id, room_seat: 2, meeting_status: 'pending' },
      ])
      .returning();
    await t.db.insert(meetingSeats).values([
      { meeting_id: gone.id, user_id: a.id, time_id: slot.id },
      { meeting_id: gone.id, user_id: b.id, time_id: slot.id },
      { meeting_id: kept.id, user_id: c.id, time_id: slot.id },
      { meeting_id: kept.id, user_id: d.id, time_id: slot.id },
    ]);

    const res = await del(b.id, 1);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Амжилттай устгалаа.', cancelled: 1 });
    expect(await userRow(b.id)).toEqual([]);
    expect((await t.db.select({ id: meetings.id }).from(meetings)).map((m) => m.id)).toEqual([kept.id]);
    const seats = await t.db
      .select()
      .from(meetingSeats)
      .where(inArray(meetingSeats.user_id, [a.id, b.id, c.id, d.id]));
    expect(seats.map((s) => s.user_id).sort()).toEqual([c.id, d.id].sort());
    // the other participant stays, and so does the room's table: a new meeting may take seat 1 again
    expect(await userRow(a.id)).toHaveLength(1);
    expect((await list('')).total).toBe(29);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 and 403, deleting nothing', async () => {
    const res = await del(999999);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: mn(M.userNotFound) });
    for (const bad of ['0', 'abc', '']) {
      const r = await del(bad);
      expect(r.status, bad).toBe(400);
      expect(await r.json(), bad).toMatchObject({ message: mn(M.id), field: 'id' });
    }
    expect((await del(users[0].id, null)).status).toBe(401);
    expect((await del(users[0].id, 3)).status).toBe(403);
    expect((await list('')).total).toBe(30);
  });
});
