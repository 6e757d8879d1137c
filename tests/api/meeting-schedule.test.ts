import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingRooms, meetings, meetingSeats, meetingTimes, meetingUsers } from '@db/schema';
import { MEETING_MESSAGES as M, ROOM_PIC_FOLDER, type MeetingRow } from '@shared/meetings';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { htmlBytes, jpgBytes, pngBytes } from '../helpers/upload-files';
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
const postJson = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/yp${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(who, { 'content-type': 'application/json' }),
  });
const postForm = (path: string, fd: FormData, who: Who = 2) =>
  t.request(`/api/yp${path}`, { method: 'POST', body: fd, headers: headers(who) });
const del = (path: string, who: Who = 2) => t.request(`/api/yp${path}`, { method: 'DELETE', headers: headers(who) });
const body = async <T = { message: string; field?: string }>(res: Response) => (await res.json()) as T;

const form = (fields: Record<string, string | Blob | [Uint8Array, string]>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) fd.append(k, new Blob([v[0] as BlobPart]), v[1]);
    else fd.append(k, v);
  }
  return fd;
};
const roomFiles = async () => readdir(join(t.filesDir, ROOM_PIC_FOLDER)).catch(() => [] as string[]);
const times = () => t.db.select().from(meetingTimes).orderBy(asc(meetingTimes.id));
const rooms = () => t.db.select().from(meetingRooms).orderBy(asc(meetingRooms.id));

/** Two people, a slot, a room of capacity 3 and one meeting per state (the live ones holding their seats). */
async function seedMeetings() {
  await t.db.delete(meetings);
  await t.db.delete(meetingTimes);
  await t.db.delete(meetingRooms);
  await t.db.delete(meetingUsers);
  const users = await t.db
    .insert(meetingUsers)
    .values([
      { name: 'Бат', name_en: 'Bat', email: 'bat@example.mn', user_type: 'Exhibitor' },
      { name: 'Дорж', name_en: 'Dorj', email: 'dorj@example.mn', user_type: 'Attendee' },
      { name: 'Сараа', name_en: 'Saraa', email: 'saraa@example.mn', user_type: 'Sponsor' },
      { name: 'Оюун', name_en: 'Oyun', email: 'oyun@example.mn', user_type: 'Attendee' },
    ])
    .returning();
  const [slot, other] = await t.db
    .insert(meetingTimes)
    .values([
      { meeting_date: '2030-05-01', start_time: '10:00', end_time: '11:00' },
      { meeting_date: '2030-05-01', start_time: '09:00', end_time: '10:00' },
    ])
    .returning();
  const [room] = await t.db.insert(meetingRooms).values({ room_number: 'A-101', capacity: 3, room_pic: null }).returning();
  const made = await t.db
    .insert(meetings)
    .values([
      {
        sender_id: users[0].id,
        receiver_id: users[1].id,
        time_id: slot.id,
        room_id: room.id,
        room_seat: 1,
        meeting_status: 'accepted',
        created_at: new Date('2030-01-01T00:00:00Z'),
      },
      {
        sender_id: users[2].id,
        receiver_id: users[0].id,
        time_id: other.id,
        room_id: room.id,
        room_seat: 1,
        meeting_status: 'pending',
        meeting_description: 'Хамтын ажиллагаа',
        created_at: new Date('2030-01-02T00:00:00Z'),
      },
      {
        sender_id: users[3].id,
        receiver_id: users[2].id,
        time_id: slot.id,
        room_id: room.id,
        room_seat: 2,
        meeting_status: 'pending',
        created_at: new Date('2030-01-03T00:00:00Z'),
      },
      {
        sender_id: users[0].id,
        receiver_id: users[2].id,
        time_id: slot.id,
        room_id: room.id,
        room_seat: 3,
        meeting_status: 'cancelled',
        created_at: new Date('2030-01-04T00:00:00Z'),
      },
    ])
    .returning();
  for (const m of made.filter((x) => x.meeting_status !== 'cancelled'))
    await t.db.insert(meetingSeats).values([
      { meeting_id: m.id, user_id: m.sender_id, time_id: m.time_id },
      { meeting_id: m.id, user_id: m.receiver_id, time_id: m.time_id },
    ]);
  return { users, slot, other, room, made };
}

describe('meeting times', () => {
  beforeEach(seedMeetings);

  it('adds a slot (200, whole hours) and lists slots by day and hour with their live meetings, rooms by name', async () => {
    const res = await postJson('/yellow-page/insert/meeting-time', { date: '2030-05-01', start_time: '11:00', end_time: '12:00:00' });
    expect(res.status).toBe(200);
    const added = await body<{ time: { id: number }; message: string }>(res);
    expect(added).toEqual({
      time: { id: added.time.id, meeting_date: '2030-05-01', start_time: '11:00:00', end_time: '12:00:00', booked: 0 },
      message: mn(M.added),
    });
    await postJson('/yellow-page/insert/meeting-time', { date: '2030-04-30', start_time: '15:00', end_time: '17:00' });
    await t.db.insert(meetingRooms).values({ room_number: 'B-1', capacity: 1 });

    const list = await get('/yellow-page/get/meeting-times-rooms', 3);
    expect(list.status).toBe(200);
    const { meetings: m } = await body<{
      meetings: { times: { start_time: string; meeting_date: string; booked: number }[]; rooms: { room_number: string }[] };
    }>(list);
    expect(m.times.map((x) => [x.meeting_date, x.start_time, x.booked])).toEqual([
      ['2030-04-30', '15:00:00', 0],
      ['2030-05-01', '09:00:00', 1],
      ['2030-05-01', '10:00:00', 2],
      ['2030-05-01', '11:00:00', 0],
    ]);
    expect(m.rooms.map((r) => r.room_number)).toEqual(['A-101', 'B-1']);
    expect(Object.keys(m.rooms[0]).sort()).toEqual(['capacity', 'id', 'room_number', 'room_pic']);
    expect((await get('/yellow-page/get/meeting-times-rooms', null)).status).toBe(401);
  });

  it('refuses a bad slot with the message and its field (400), an overlap (409), 401 and 403; nothing stored', async () => {
    const before = await times();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ start_time: '12:00', end_time: '13:00' }, 400, mn(M.date), 'date'],
      [{ date: '', start_time: '12:00', end_time: '13:00' }, 400, mn(M.date), 'date'],
      [{ date: '2030-02-30', start_time: '12:00', end_time: '13:00' }, 400, mn(M.date), 'date'],
      [{ date: '2030-05-02', end_time: '13:00' }, 400, mn(M.startTime), 'start_time'],
      [{ date: '2030-05-02', start_time: '25:00', end_time: '13:00' }, 400, mn(M.startTime), 'start_time'],
      [{ date: '2030-05-02', start_time: '12:00' }, 400, mn(M.endTime), 'end_time'],
      [{ date: '2030-05-02', start_time: '12:30', end_time: '13:00' }, 400, mn(M.wholeHour), 'start_time'],
      [{ date: '2030-05-02', start_time: '12:00', end_time: '13:00:30' }, 400, mn(M.wholeHour), 'end_time'],
      [{ date: '2030-05-02', start_time: '13:00', end_time: '13:00' }, 400, mn(M.endAfterStart), 'end_time'],
      [{ date: '2030-05-02', start_time: '14:00', end_time: '12:00' }, 400, mn(M.endAfterStart), 'end_time'],
      [{ date: '2030-05-01', start_time: '10:00', end_time: '11:00' }, 409, mn(M.overlap), 'start_time'],
      [{ date: '2030-05-01', start_time: '08:00', end_time: '12:00' }, 409, mn(M.overlap), 'start_time'],
      [{ date: '2030-05-01', start_time: '09:00', end_time: '11:00' }, 409, mn(M.overlap), 'start_time'],
    ];
    for (const [input, status, message, field] of cases) {
      const res = await postJson('/yellow-page/insert/meeting-time', input);
      expect(res.status, JSON.stringify(input)).toBe(status);
      expect(await body(res), JSON.stringify(input)).toMatchObject({ message, field });
    }
    const ok = { date: '2030-05-02', start_time: '12:00', end_time: '13:00' };
    expect((await postJson('/yellow-page/insert/meeting-time', ok, null)).status).toBe(401);
    expect((await postJson('/yellow-page/insert/meeting-time', ok, 3)).status).toBe(403);
    expect(await times()).toEqual(before);
    // touching slots do not overlap; the same hours on another day are free
    expect(
      (await postJson('/yellow-page/insert/meeting-time', { date: '2030-05-01', start_time: '11:00', end_time: '12:00' }, 1)).status,
    ).toBe(200);
    expect(
      (await postJson('/yellow-page/insert/meeting-time', { date: '2030-05-02', start_time: '10:00', end_time: '11:00' })).status,
    ).toBe(200);
  });

  it('deletes a free slot with its cancelled meetings; refuses one with live meetings (409), unknown (404), 401, 403', async () => {
    const { slot, other, made } = await seedMeetings();
    expect(await body(await del(`/yellow-page/delete/meeting-time?id=${slot.id}`))).toEqual({ message: mn(M.timeHasMeetings) });
    expect((await del(`/yellow-page/delete/meeting-time?id=${slot.id}`)).status).toBe(409);
    expect((await del(`/yellow-page/delete/meeting-time?id=${slot.id}`, null)).status).toBe(401);
    expect((await del(`/yellow-page/delete/meeting-time?id=${slot.id}`, 3)).status).toBe(403);
    expect(await body(await del('/yellow-page/delete/meeting-time?id=999999'))).toEqual({ message: mn(M.timeNotFound) });
    expect((await del('/yellow-page/delete/meeting-time?id=999999')).status).toBe(404);
    expect((await del('/yellow-page/delete/meeting-time?id=x')).status).toBe(400);
    expect((await times()).length).toBe(2);

    // once its live meetings are cancelled (seats given up) the slot goes, and its cancelled meetings with it
    await t.db.delete(meetingSeats).where(eq(meetingSeats.time_id, slot.id));
    await t.db.update(meetings).set({ meeting_status: 'cancelled' }).where(eq(meetings.time_id, slot.id));
    const res = await del(`/yellow-page/delete/meeting-time?id=${slot.id}`);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: mn(M.deleted) });
    expect((await times()).map((x) => x.id)).toEqual([other.id]);
    const left = await t.db.select().from(meetings);
    expect(left.map((m) => m.id)).toEqual([made[1].id]);
  });
});

describe('meeting rooms', () => {
  beforeEach(seedMeetings);

  it('adds a room with or without a picture (checked by content) and refuses bad ones; nothing stored', async () => {
    const files = (await roomFiles()).length;
    const plain = await postForm('/yellow-page/insert/meeting-room', form({ room_number: ' B-2 ', capacity: '4' }));
    expect(plain.status).toBe(200);
    expect(await body(plain)).toMatchObject({ room: { room_number: 'B-2', capacity: 4, room_pic: null }, message: mn(M.added) });

    const pictured = await postForm(
      '/yellow-page/insert/meeting-room',
      form({ room_number: 'C-3', capacity: '1000', image: [pngBytes, 'room.png'] }),
      1,
    );
    expect(pictured.status).toBe(200);
    const { room } = await body<{ room: { room_pic: string } }>(pictured);
    expect(room.room_pic).toMatch(new RegExp(`${ROOM_PIC_FOLDER}/.+\\.png$`));
    expect((await roomFiles()).length).toBe(files + 1);

    const before = await rooms();
    const cases: [Record<string, string | [Uint8Array, string]>, number, string][] = [
      [{ capacity: '4' }, 400, mn(M.roomNumber)],
      [{ room_number: '  ', capacity: '4' }, 400, mn(M.roomNumber)],
      [{ room_number: 'D', capacity: '' }, 400, mn(M.capacity)],
      [{ room_number: 'D' }, 400, mn(M.capacity)],
      [{ room_number: 'D', capacity: '0' }, 400, mn(M.capacity)],
      [{ room_number: 'D', capacity: '1001' }, 400, mn(M.capacity)],
      [{ room_number: 'D', capacity: '2.5' }, 400, mn(M.capacity)],
      [{ room_number: 'D', capacity: '2', image: [htmlBytes, 'evil.png'] }, 415, mn(M.roomPic)],
      [{ room_number: 'A-101', capacity: '2', image: [jpgBytes, 'a.jpg'] }, 409, mn(M.roomTaken)],
    ];
    for (const [fields, status, message] of cases) {
      const res = await postForm('/yellow-page/insert/meeting-room', form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect((await body(res)).message, JSON.stringify(fields)).toBe(message);
    }
    const ok = { room_number: 'E', capacity: '2' };
    expect((await postForm('/yellow-page/insert/meeting-room', form(ok), null)).status).toBe(401);
    expect((await postForm('/yellow-page/insert/meeting-room', form(ok), 3)).status).toBe(403);
    expect((await postJson('/yellow-page/insert/meeting-room', ok)).status).toBe(415);
    expect(await rooms()).toEqual(before);
    // the refused picture of the taken name was deleted again
    expect((await roomFiles()).length).toBe(files + 1);
  });

  it('updates a room (a new picture replaces the old file), keeps the picture without one, refuses a capacity below its meetings', async () => {
    const { room } = await seedMeetings();
    const first = await postForm(
      '/yellow-page/update/meeting-room',
      form({ id: String(room.id), room_number: 'A-102', capacity: '5', image: [pngBytes, 'a.png'] }),
    );
    expect(first.status).toBe(200);
    const { room: withPic, message } = await body<{ room: { room_pic: string }; message: string }>(first);
    expect(message).toBe(mn(M.updated));
    expect(withPic).toMatchObject({ id: room.id, room_number: 'A-102', capacity: 5 });
    const oldFile = withPic.room_pic.split('/').pop()!;
    expect(await roomFiles()).toContain(oldFile);

    const replaced = await body<{ room: { room_pic: string } }>(
      await postForm(
        '/yellow-page/update/meeting-room',
        form({ id: String(room.id), room_number: 'A-102', capacity: '5', image: [jpgBytes, 'b.jpg'] }),
      ),
    );
    expect(replaced.room.room_pic).toMatch(/\.jpg$/);
    expect(await roomFiles()).not.toContain(oldFile);

    const kept = await postForm(
      '/yellow-page/update/meeting-room',
      form({ id: String(room.id), room_number: 'A-102', capacity: '2', image: '' }),
    );
    expect(await body(kept)).toMatchObject({ room: { capacity: 2, room_pic: replaced.room.room_pic } });

    const before = await rooms();
    await t.db.insert(meetingRooms).values({ room_number: 'Z', capacity: 1 });
    const taken = await rooms();
    const cases: [Record<string, string | [Uint8Array, string]>, number, string][] = [
      [{ id: String(room.id), room_number: 'A-102', capacity: '1' }, 409, mn(M.capacityBelowBooked)],
      [{ id: String(room.id), room_number: 'Z', capacity: '3' }, 409, mn(M.roomTaken)],
      [{ id: '999999', room_number: 'Q', capacity: '3' }, 404, mn(M.roomNotFound)],
      [{ id: 'x', room_number: 'Q', capacity: '3' }, 400, mn(M.id)],
      [{ id: String(room.id), room_number: '', capacity: '3' }, 400, mn(M.roomNumber)],
      [{ id: String(room.id), room_number: 'Q', capacity: '-1' }, 400, mn(M.capacity)],
      [{ id: String(room.id), room_number: 'Q', capacity: '3', image: [htmlBytes, 'x.png'] }, 415, mn(M.roomPic)],
      [{ id: String(room.id), room_number: 'Q', capacity: '1', image: [pngBytes, 'y.png'] }, 409, mn(M.capacityBelowBooked)],
    ];
    const files = (await roomFiles()).length;
    for (const [fields, status, msg] of cases) {
      const res = await postForm('/yellow-page/update/meeting-room', form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect((await body(res)).message, JSON.stringify(fields)).toBe(msg);
    }
    const ok = { id: String(room.id), room_number: 'Q', capacity: '3' };
    expect((await postForm('/yellow-page/update/meeting-room', form(ok), null)).status).toBe(401);
    expect((await postForm('/yellow-page/update/meeting-room', form(ok), 3)).status).toBe(403);
    expect(await rooms()).toEqual(taken);
    expect(taken.slice(0, before.length)).toEqual(before);
    expect((await roomFiles()).length).toBe(files);

    // a cancelled meeting holds no table: once the slot's only live meetings are gone, capacity 1 is allowed
    await t.db.update(meetings).set({ meeting_status: 'cancelled' }).where(eq(meetings.room_seat, 2));
    expect(
      (await postForm('/yellow-page/update/meeting-room', form({ id: String(room.id), room_number: 'A-102', capacity: '1' }))).status,
    ).toBe(200);
  });
});

describe('meetings list', () => {
  it('lists meetings newest first with both names, slot and room, filtered by state and paged with totals', async () => {
    const { made, room } = await seedMeetings();
    type Listed = { meetings: MeetingRow[]; total: number; totalPages: number };
    const all = await body<Listed>(await get('/yellow-page/get/meetings', 3));
    expect(all.total).toBe(4);
    expect(all.totalPages).toBe(1);
    expect(all.meetings.map((m) => m.id)).toEqual([...made].reverse().map((m) => m.id));
    expect(all.meetings.map((m) => m.meeting_status)).toEqual(['cancelled', 'pending', 'pending', 'accepted']);
    expect(all.meetings[2]).toEqual({
      id: made[1].id,
      meeting_number: made[1].meeting_number,
      meeting_status: 'pending',
      meeting_date: '2030-05-01',
      meeting_time: '09:00:00',
      end_time: '10:00:00',
      sender_name: 'Сараа',
      sender_name_en: 'Saraa',
      receiver_name: 'Бат',
      receiver_name_en: 'Bat',
      meeting_description: 'Хамтын ажиллагаа',
      room_number: room.room_number,
      capacity: 3,
      room_pic: null,
      created_at: '2030-01-02T00:00:00.000Z',
      table: 1,
      attendance: null,
    });

    const pending = await body<Listed>(await get('/yellow-page/get/meetings?type=pending&page=1&limit=20'));
    expect(pending.meetings.map((m) => m.id)).toEqual([made[2].id, made[1].id]);
    expect(pending.total).toBe(2);
    const accepted = await body<Listed>(await get('/yellow-page/get/meetings?type=accepted'));
    expect(accepted.meetings.map((m) => m.meeting_status)).toEqual(['accepted']);
    const cancelled = await body<Listed>(await get('/yellow-page/get/meetings?type=cancelled&page=2&limit=50'));
    expect(cancelled).toEqual({ meetings: [], total: 1, totalPages: 1 });

    // 25 more accepted meetings: 2 pages of 20
    const [slot] = await t.db
      .insert(meetingTimes)
      .values({ meeting_date: '2030-06-01', start_time: '10:00', end_time: '11:00' })
      .returning();
    const [big] = await t.db.insert(meetingRooms).values({ room_number: 'Hall', capacity: 30 }).returning();
    const people = await t.db
      .insert(meetingUsers)
      .values(Array.from({ length: 50 }, (_, k) => ({ name: `Хүн ${k}`, name_en: `Person ${k}`, email: `p${k}@example.mn` })))
      .returning();
    await t.db.insert(meetings).values(
      Array.from({ length: 25 }, (_, k) => ({
        sender_id: people[2 * k].id,
        receiver_id: people[2 * k + 1].id,
        time_id: slot.id,
        room_id: big.id,
        room_seat: k + 1,
        meeting_status: 'accepted',
      })),
    );
    const p1 = await body<Listed>(await get('/yellow-page/get/meetings?type=accepted&limit=20'));
    expect([p1.meetings.length, p1.total, p1.totalPages]).toEqual([20, 26, 2]);
    const p2 = await body<Listed>(await get('/yellow-page/get/meetings?type=accepted&page=2&limit=20'));
    expect(p2.meetings.length).toBe(6);
    expect(new Set([...p1.meetings, ...p2.meetings].map((m) => m.id)).size).toBe(26);

    for (const q of ['type=done', 'limit=30', 'page=0']) {
      const res = await get(`/yellow-page/get/meetings?${q}`);
      expect(res.status, q).toBe(400);
      expect((await body(res)).message).toBeTruthy();
    }
    expect((await get('/yellow-page/get/meetings', null)).status).toBe(401);
  });
});
