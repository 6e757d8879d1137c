import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  meetingEvents,
  meetingRooms,
  meetings,
  meetingSeats,
  meetingSessions,
  meetingTimes,
  meetingUsers,
  outbox,
  rateLimits,
} from '@db/schema';
import { changeStatus, insertMeeting } from '@api/yp/meetings/booking/queries';
import { newToken, sha256Hex } from '@platform/auth/sessions';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { mn } from '../helpers/messages';
import { json, type TestApp } from './assessment-fixtures';

/**
 * Organisers stepping in on meetings (issue 26 §1) and marking them on the day (§6): who may, the
 * refusals (nothing stored), the history row, the audit entry, the mails with their .ics, and the
 * database guarantees when an organiser's move races a user's booking.
 */
let t: TestApp;
const clock = { current: new Date('2026-03-01T08:00:00Z'), now: () => clock.current };
const cookie: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
const adminId: Record<1 | 2 | 3, number> = { 1: 0, 2: 0, 3: 0 };

type Who = 1 | 2 | 3 | null;
const post = (path: string, body: unknown, who: Who = 2) =>
  t.request(`/api/yp/yellow-page${path}`, json(body, who ? { cookie: cookie[who] } : {}));
const get = (path: string, who: Who = 2) => t.request(`/api/yp/yellow-page${path}`, { headers: who ? { cookie: cookie[who] } : {} });
const setStatus = (id: number, action: string, who: Who = 2) => post('/update/meeting-status', { id, action }, who);
const move = (id: number, time: { id: number }, room: { id: number }, who: Who = 2) =>
  post('/update/meeting-move', { id, time_id: time.id, room_id: room.id }, who);
const mark = (id: number, attendance: string | null, who: Who = 2) => post('/update/meeting-attendance', { id, attendance }, who);

const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
const icsOf = (mail: { attachments: unknown }) => (mail.attachments as { contentType: string; content: string }[])[0];
const row = async (id: number) => (await t.db.select().from(meetings).where(eq(meetings.id, id)))[0]!;
const seatsOf = (id: number) => t.db.select().from(meetingSeats).where(eq(meetingSeats.meeting_id, id)).orderBy(asc(meetingSeats.user_id));
const eventsOf = (id: number) => t.db.select().from(meetingEvents).where(eq(meetingEvents.meeting_id, id)).orderBy(asc(meetingEvents.id));
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'yp/meeting'), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));

let n = 0;
/** Two new people (the first reads Mongolian, the second English). */
async function pair() {
  n++;
  return t.db
    .insert(meetingUsers)
    .values([
      { name: `Бат ${n}`, name_en: `Bat ${n}`, email: `bat${n}@org.mn`, lang: 'mn' },
      { name: `Дорж ${n}`, name_en: `Dorj ${n}`, email: `dorj${n}@org.mn`, lang: 'en' },
    ])
    .returning({ id: meetingUsers.id, email: meetingUsers.email, name: meetingUsers.name });
}
type Person = Awaited<ReturnType<typeof pair>>[number];

/** A meeting between two new people, pending or accepted (made as the booking makes it, whatever the clock). */
async function meeting(time: { id: number }, room: { id: number }, status: 'pending' | 'accepted' = 'accepted', people?: Person[]) {
  const [a, b] = people ?? (await pair());
  const id = await insertMeeting(t.db, {
    sender_id: a.id,
    receiver_id: b.id,
    time_id: time.id,
    room_id: room.id,
    meeting_description: '',
    expires_at: new Date('2026-03-05T00:00:00Z'),
  });
  if (status === 'accepted') await changeStatus(t.db, id, ['pending'], 'accepted', { actor: 'receiver' }, clock.current);
  return { id, a: a!, b: b! };
}

let slot: { id: number }[];
let started: { id: number };
let roomA: { id: number };
let roomB: { id: number };

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const role of [1, 2, 3] as const) {
    const s = await signIn(t, role);
    cookie[role] = s.cookie;
    adminId[role] = s.adminId;
  }
  slot = await t.db
    .insert(meetingTimes)
    .values([
      { meeting_date: '2026-03-10', start_time: '10:00', end_time: '11:00' },
      { meeting_date: '2026-03-10', start_time: '11:00', end_time: '12:00' },
      { meeting_date: '2026-03-10', start_time: '12:00', end_time: '13:00' },
      { meeting_date: '2026-03-11', start_time: '10:00', end_time: '11:00' },
      { meeting_date: '2026-03-11', start_time: '11:00', end_time: '12:00' },
    ])
    .returning({ id: meetingTimes.id });
  // 2026-03-01 15:00 in Ulaanbaatar = 07:00Z: started at the test clock (08:00Z)
  [started] = await t.db
    .insert(meetingTimes)
    .values({ meeting_date: '2026-03-01', start_time: '15:00', end_time: '16:00' })
    .returning({ id: meetingTimes.id });
  [roomA, roomB] = await t.db
    .insert(meetingRooms)
    .values([
      { room_number: 'A1', capacity: 50 },
      { room_number: 'B1', capacity: 1 },
    ])
    .returning({ id: meetingRooms.id });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('who may step in', () => {
  it('answers 401 without a session and 403 to a read-only account, and stores nothing', async () => {
    const { id } = await meeting(slot[0]!, roomA, 'pending');
    const before = await row(id);
    for (const who of [null, 3] as const) {
      const status = who ? 403 : 401;
      expect((await setStatus(id, 'cancel', who)).status).toBe(status);
      expect((await move(id, slot[1]!, roomA, who)).status).toBe(status);
      expect((await mark(id, 'held', who)).status).toBe(status);
    }
    for (const path of [`/get/meeting-move-options?id=${id}`, '/get/meetings-today', '/get/meeting-dashboard'])
      expect((await get(path, null)).status).toBe(401);
    expect(await row(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['requested']);
  });

  it('lets a moderator (role 1) step in', async () => {
    const { id } = await meeting(slot[0]!, roomA, 'pending');
    expect((await setStatus(id, 'cancel', 1)).status).toBe(200);
    const [event] = (await eventsOf(id)).slice(-1);
    expect(event).toMatchObject({ action: 'cancelled', actor: 'organiser', admin_id: adminId[1] });
  });
});

describe('refusals', () => {
  it('answers 400 with a message to bad input, and stores nothing', async () => {
    const { id } = await meeting(slot[0]!, roomA, 'pending');
    const before = await row(id);
    const cases: [string, unknown, string][] = [
      ['/update/meeting-status', { id, action: 'approve' }, mn(M.organiserAction)],
      ['/update/meeting-status', { id: 'x', action: 'cancel' }, mn(M.id)],
      ['/update/meeting-move', { id, time_id: 0, room_id: roomA.id }, mn(M.timeNotFound)],
      ['/update/meeting-move', { id, time_id: slot[1]!.id }, mn(M.roomNotFound)],
      ['/update/meeting-attendance', { id, attendance: 'maybe' }, mn(M.attendance)],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const same = await move(id, slot[0]!, roomA);
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe(mn(M.samePlace));
    expect(await row(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['requested']);
  });

  it('answers 404 for a missing meeting, slot or room', async () => {
    const { id } = await meeting(slot[0]!, roomA, 'pending');
    const missing = await setStatus(999_999, 'cancel');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(mn(M.meetingNotFound));
    expect((await move(999_999, slot[1]!, roomA)).status).toBe(404);
    expect((await mark(999_999, 'held')).status).toBe(404);
    expect((await get('/get/meeting-move-options?id=999999')).status).toBe(404);
    const noTime = await move(id, { id: 999_999 }, roomA);
    expect(noTime.status).toBe(404);
    expect((await noTime.json()).message).toBe(mn(M.timeNotFound));
    const noRoom = await move(id, slot[1]!, { id: 999_999 });
    expect(noRoom.status).toBe(404);
    expect((await noRoom.json()).message).toBe(mn(M.roomNotFound));
    expect((await row(id)).meeting_status).toBe('pending');
  });

  it('refuses (409) what the state does not allow, and anything once a slot has started', async () => {
    const pending = await meeting(slot[0]!, roomA, 'pending');
    const accepted = await meeting(slot[0]!, roomA, 'accepted');
    // accept only a pending one
    const twice = await setStatus(accepted.id, 'accept');
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(mn(M.meetingState));
    // a cancelled one can be neither cancelled, accepted nor moved
    expect((await setStatus(pending.id, 'cancel')).status).toBe(200);
    expect((await setStatus(pending.id, 'cancel')).status).toBe(409);
    expect((await setStatus(pending.id, 'accept')).status).toBe(409);
    expect((await move(pending.id, slot[1]!, roomA)).status).toBe(409);
    // the slot of the meeting or the target has started
    const past = await meeting(started, roomA, 'accepted');
    for (const res of [await setStatus(past.id, 'cancel'), await move(past.id, slot[1]!, roomA), await move(accepted.id, started, roomA)]) {
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(mn(M.slotStarted));
    }
    expect((await row(past.id)).meeting_status).toBe('accepted');
    expect((await row(accepted.id)).time_id).toBe(slot[0]!.id);
  });
});

describe('accept and cancel', () => {
  it('accepts a pending meeting for the receiver: history, audit, a confirmation with an .ics to both', async () => {
    const { id, a, b } = await meeting(slot[1]!, roomA, 'pending');
    const res = await setStatus(id, 'accept');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(mn(M.organiserAccepted));
    expect((await row(id)).meeting_status).toBe('accepted');
    expect((await eventsOf(id)).at(-1)).toMatchObject({ action: 'accepted', actor: 'organiser', admin_id: adminId[2] });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ admin_id: adminId[2], route: '/yp/yellow-page/update/meeting-status', action: 'update' });
    expect(entry!.changes.meeting_status).toEqual({ before: 'pending', after: 'accepted' });
    const [mnMail] = await mailsTo(a.email);
    const [enMail] = await mailsTo(b.email);
    expect(mnMail!.subject).toBe('Уулзалтыг зохион байгуулагч баталгаажууллаа');
    expect(enMail!.subject).toBe('Meeting confirmed by the organisers');
    expect(enMail!.text).toContain('The organisers accepted the meeting request on behalf of the receiver');
    for (const mail of [mnMail!, enMail!]) {
      const ics = icsOf(mail);
      expect(ics.contentType).toContain('method=REQUEST');
      expect(ics.content).toContain('METHOD:REQUEST');
      expect(ics.content).toContain('SEQUENCE:0');
      expect(ics.content).toContain('DTSTART:20260310T030000Z');
    }
    expect(icsOf(enMail!).content).toContain('LOCATION:Room A1\\, table');
  });

  it('cancels an accepted meeting: seats freed, closed as cancelled, a cancelling .ics to both', async () => {
    const { id, a, b } = await meeting(slot[1]!, roomA, 'accepted');
    const res = await setStatus(id, 'cancel');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(mn(M.organiserCancelled));
    expect(await row(id)).toMatchObject({ meeting_status: 'cancelled', closed_reason: 'cancelled' });
    expect(await seatsOf(id)).toEqual([]);
    expect((await eventsOf(id)).at(-1)).toMatchObject({ action: 'cancelled', actor: 'organiser', admin_id: adminId[2] });
    expect((await auditOf(id))[0]!.changes.meeting_status).toEqual({ before: 'accepted', after: 'cancelled' });
    const [enMail] = await mailsTo(b.email);
    expect(enMail!.subject).toBe('Meeting cancelled by the organisers');
    expect((await mailsTo(a.email))[0]!.subject).toBe('Уулзалтыг зохион байгуулагч цуцаллаа');
    for (const u of [a, b]) {
      const ics = icsOf((await mailsTo(u.email))[0]!);
      expect(ics.content).toContain('METHOD:CANCEL');
      expect(ics.content).toContain('SEQUENCE:1');
    }
  });

  it('cancels a pending request with mails and no calendar', async () => {
    const { id, a, b } = await meeting(slot[2]!, roomA, 'pending');
    expect((await setStatus(id, 'cancel')).status).toBe(200);
    for (const u of [a, b]) expect((await mailsTo(u.email))[0]!.attachments).toEqual([]);
  });
});

describe('moving a meeting', () => {
  it('moves an accepted meeting to another slot and room: seats, table, history, audit, mails with a newer .ics', async () => {
    const { id, a, b } = await meeting(slot[0]!, roomA, 'accepted');
    const before = await row(id);
    const res = await move(id, slot[3]!, roomB);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id, table: 1, message: mn(M.organiserMoved) });
    expect(await row(id)).toMatchObject({ time_id: slot[3]!.id, room_id: roomB.id, room_seat: 1, meeting_status: 'accepted' });
    expect((await seatsOf(id)).map((s) => s.time_id)).toEqual([slot[3]!.id, slot[3]!.id]);
    const moved = (await eventsOf(id)).at(-1)!;
    expect(moved).toMatchObject({ action: 'moved', actor: 'organiser', admin_id: adminId[2] });
    expect(moved.detail).toEqual({
      from: { time_id: slot[0]!.id, room_id: roomA.id, room: 'A1', table: before.room_seat },
      to: { time_id: slot[3]!.id, room_id: roomB.id, room: 'B1', table: 1 },
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ route: '/yp/yellow-page/update/meeting-move', admin_id: adminId[2] });
    expect(entry!.changes.time_id).toEqual({ before: slot[0]!.id, after: slot[3]!.id });
    expect(entry!.changes.room_id).toEqual({ before: roomA.id, after: roomB.id });

    const [enMail] = await mailsTo(b.email);
    const [mnMail] = await mailsTo(a.email);
    expect(enMail!.subject).toBe('Your meeting has moved');
    expect(enMail!.text).toContain('Room: B1, table 1');
    expect(enMail!.text).toContain(`Before: 2026-03-10 10:00–11:00, Room A1, table ${before.room_seat}`);
    expect(mnMail!.subject).toBe('Уулзалтын цаг, байр өөрчлөгдлөө');
    expect(mnMail!.text).toContain(`Өмнө нь: 2026-03-10 10:00–11:00, A1 өрөө, ${before.room_seat}-р ширээ`);
    const uid = icsOf(enMail!).content.match(/UID:(\S+)/)![1];
    for (const [mail, location] of [
      [enMail!, 'LOCATION:Room B1\\, table 1'],
      [mnMail!, 'LOCATION:B1 өрөө\\, 1-р ширээ'],
    ] as const) {
      const ics = icsOf(mail);
      expect(ics.contentType).toContain('method=REQUEST');
      expect(ics.content).toContain('METHOD:REQUEST');
      expect(ics.content).toContain('SEQUENCE:1');
      expect(ics.content).toContain(`UID:${uid}`);
      expect(ics.content).toContain(location);
      // 2026-03-11 10:00 in Ulaanbaatar
      expect(ics.content).toContain('DTSTART:20260311T020000Z');
    }
    // a second move raises the SEQUENCE again; a cancellation after it is one above
    expect((await move(id, slot[4]!, roomA)).status).toBe(200);
    expect(icsOf((await mailsTo(b.email))[0]!).content).toContain('SEQUENCE:2');
    expect((await setStatus(id, 'cancel')).status).toBe(200);
    const cancel = icsOf((await mailsTo(b.email))[0]!).content;
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('SEQUENCE:3');
    expect(cancel).toContain(`UID:${uid}`);
  });

  it('moves within the slot to another room, and a pending request without a calendar', async () => {
    const { id, a } = await meeting(slot[2]!, roomA, 'pending');
    expect((await move(id, slot[2]!, roomB)).status).toBe(200);
    expect(await row(id)).toMatchObject({ time_id: slot[2]!.id, room_id: roomB.id, room_seat: 1, meeting_status: 'pending' });
    expect((await seatsOf(id)).map((s) => s.time_id)).toEqual([slot[2]!.id, slot[2]!.id]);
    const [mail] = await mailsTo(a.email);
    expect(mail!.subject).toBe('Уулзалтын цаг, байр өөрчлөгдлөө');
    expect(mail!.attachments).toEqual([]);
  });

  it('refuses (409) a move when a person is busy then, saying who, or the room is full; nothing changes', async () => {
    const { id, a } = await meeting(slot[0]!, roomA, 'accepted');
    // a has another meeting at slot[1]
    const [other] = await pair();
    await meeting(slot[1]!, roomA, 'pending', [other!, a]);
    const before = await row(id);
    const busy = await move(id, slot[1]!, roomA);
    expect(busy.status).toBe(409);
    expect((await busy.json()).message).toBe(mn(M.personBusy, { name: a.name }));
    // a room of one table, taken at slot[2]
    const [single] = await t.db.insert(meetingRooms).values({ room_number: 'C1', capacity: 1 }).returning({ id: meetingRooms.id });
    await meeting(slot[2]!, single!, 'accepted');
    const res = await move(id, slot[2]!, single!);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(mn(M.roomFull));
    expect(await row(id)).toEqual(before);
    expect((await seatsOf(id)).map((s) => s.time_id)).toEqual([slot[0]!.id, slot[0]!.id]);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['requested', 'accepted']);
    expect(await auditOf(id)).toEqual([]);
  });

  it('offers every slot with who is busy and each room’s free tables', async () => {
    const { id, a } = await meeting(slot[0]!, roomA, 'accepted');
    const [other] = await pair();
    await meeting(slot[1]!, roomA, 'pending', [other!, a]);
    const res = await get(`/get/meeting-move-options?id=${id}`, 3);
    expect(res.status).toBe(200);
    const options = await res.json();
    expect(options.meeting).toMatchObject({ id, time_id: slot[0]!.id, room_id: roomA.id, meeting_status: 'accepted' });
    expect(options.rooms.map((r: { room_number: string }) => r.room_number)).toEqual(expect.arrayContaining(['A1', 'B1']));
    const at = (time: { id: number }) => options.slots.find((s: { time_id: number }) => s.time_id === time.id);
    expect(at(slot[1]!)).toMatchObject({ sender_busy: true, receiver_busy: false, started: false });
    expect(at(slot[0]!)).toMatchObject({ sender_busy: false, receiver_busy: false });
    expect(at(started)).toMatchObject({ started: true });
    // its own table counts as free where it is
    const live = await t.db
      .select()
      .from(meetings)
      .where(
        and(
          eq(meetings.time_id, slot[0]!.id),
          eq(meetings.room_id, roomA.id),
          ne(meetings.meeting_status, 'cancelled'),
          ne(meetings.id, id),
        ),
      );
    expect(at(slot[0]!).free[roomA.id]).toBe(50 - live.length);
  });
});

describe('check-in', () => {
  it('marks an accepted meeting held or no-show once its slot has started, with undo; history and audit', async () => {
    const { id } = await meeting(started, roomA, 'accepted');
    const held = await mark(id, 'held', 1);
    expect(held.status).toBe(200);
    expect((await held.json()).message).toBe(mn(M.attendanceHeld));
    expect(await row(id)).toMatchObject({ attendance: 'held', attendance_at: clock.current });
    expect((await eventsOf(id)).at(-1)).toMatchObject({ action: 'held', actor: 'organiser', admin_id: adminId[1] });
    expect((await auditOf(id))[0]!.changes.attendance).toEqual({ before: null, after: 'held' });
    // undo, then no-show
    expect((await mark(id, null)).status).toBe(200);
    expect(await row(id)).toMatchObject({ attendance: null, attendance_at: null });
    expect((await eventsOf(id)).at(-1)).toMatchObject({ action: 'held', detail: { undone: true } });
    expect((await mark(id, 'no_show')).status).toBe(200);
    expect((await row(id)).attendance).toBe('no_show');
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['requested', 'accepted', 'held', 'held', 'no_show']);
  });

  it('refuses (409) a pending or cancelled meeting, and one whose slot has not started', async () => {
    const pending = await meeting(started, roomA, 'pending');
    const res = await mark(pending.id, 'held');
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(mn(M.meetingState));
    await changeStatus(t.db, pending.id, ['pending'], 'cancelled', { actor: 'sender' }, clock.current);
    expect((await mark(pending.id, 'no_show')).status).toBe(409);
    const future = await meeting(slot[4]!, roomA, 'accepted');
    const early = await mark(future.id, 'held');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(mn(M.notStarted));
    expect((await row(future.id)).attendance).toBeNull();
    expect(await auditOf(future.id)).toEqual([]);
  });

  it('lists the day’s accepted meetings by hour, room and table (today in Ulaanbaatar by default)', async () => {
    const res = await get('/get/meetings-today', 3);
    expect(res.status).toBe(200);
    const day = await res.json();
    expect(day.date).toBe('2026-03-01');
    expect(day.days).toEqual(['2026-03-01', '2026-03-10', '2026-03-11']);
    expect(day.meetings.length).toBeGreaterThan(0);
    for (const m of day.meetings) expect(m).toMatchObject({ time_id: started.id, started: true, room_number: 'A1' });
    const other = await (await get('/get/meetings-today?date=2026-03-11')).json();
    expect(other.meetings.every((m: { started: boolean }) => !m.started)).toBe(true);
    expect((await get('/get/meetings-today?date=tomorrow')).status).toBe(400);
  });

  it('counts meetings by state and day, live meetings per slot and room, and no-shows on the dashboard', async () => {
    const res = await get('/get/meeting-dashboard', 3);
    expect(res.status).toBe(200);
    const d = await res.json();
    const all = await t.db.select().from(meetings).innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id));
    for (const day of d.days) {
      const of = all.filter((r) => r.meeting_times.meeting_date === day.date).map((r) => r.meetings);
      expect(day).toEqual({
        date: day.date,
        pending: of.filter((m) => m.meeting_status === 'pending').length,
        accepted: of.filter((m) => m.meeting_status === 'accepted').length,
        cancelled: of.filter((m) => m.meeting_status === 'cancelled').length,
        held: of.filter((m) => m.attendance === 'held').length,
        no_show: of.filter((m) => m.attendance === 'no_show').length,
      });
    }
    const s0 = d.slots.find((s: { time_id: number }) => s.time_id === slot[0]!.id);
    const liveA = all.filter(
      (r) => r.meetings.time_id === slot[0]!.id && r.meetings.room_id === roomA.id && r.meetings.meeting_status !== 'cancelled',
    );
    expect(s0.rooms.find((r: { room_id: number }) => r.room_id === roomA.id)?.live ?? 0).toBe(liveA.length);
    expect(d.no_shows.length).toBe(all.filter((r) => r.meetings.attendance === 'no_show').length);
    expect(d.no_shows[0]).toMatchObject({ room_number: 'A1', meeting_date: '2026-03-01' });
  });

  it('shows the table and the mark in the admin meetings list', async () => {
    const res = await get('/get/meetings?type=accepted&page=1&limit=100', 3);
    const { meetings: rows } = await res.json();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toHaveProperty('table');
    expect(rows.some((r: { attendance: string | null }) => r.attendance === 'no_show')).toBe(true);
  });
});

/** Meeting users with open sessions (made directly: the code flow is tested elsewhere). */
async function signedIn(count: number, tag: string) {
  const users = await t.db
    .insert(meetingUsers)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${tag} ${i}`, name_en: `${tag} ${i}`, email: `${tag}${i}-${n++}@race.mn` })))
    .returning({ id: meetingUsers.id, email: meetingUsers.email, name: meetingUsers.name });
  const tokens = users.map(() => newToken());
  await t.db.insert(meetingSessions).values(
    await Promise.all(
      users.map(async (u, i) => ({
        token_hash: await sha256Hex(tokens[i]!),
        meeting_user_id: u.id,
        created_at: clock.current,
        expires_at: new Date(clock.current.getTime() + 3600_000),
      })),
    ),
  );
  return users.map((u, i) => ({ ...u, cookie: `meeting_session=${tokens[i]}` }));
}
const book = (cookieValue: string, body: { receiver_id: number; time_id: number; room_id: number }) =>
  t.request('/api/yp/insert/meeting', json(body, { cookie: cookieValue }));

/**
 * The move's and the booking's answers, [move, booking], sent together; odd rounds send the booking
 * first and hold the move back a little, so each side wins some rounds.
 */
async function race(round: number, moving: () => Response | Promise<Response>, booking: () => Response | Promise<Response>) {
  if (round % 2 === 0) return Promise.all([moving(), booking()]);
  const [b, m] = await Promise.all([booking(), new Promise<Response>((done) => setTimeout(() => done(moving()), 5 * (round % 3)))]);
  return [m, b];
}

describe('an organiser’s move racing a booking', () => {
  it('for the last free table of a room and slot: exactly one wins, no table twice', async () => {
    for (let round = 0; round < 5; round++) {
      const [time] = await t.db
        .insert(meetingTimes)
        .values({
          meeting_date: '2026-04-01',
          start_time: `${String(8 + round).padStart(2, '0')}:00`,
          end_time: `${String(9 + round).padStart(2, '0')}:00`,
        })
        .returning({ id: meetingTimes.id });
      const [room] = await t.db
        .insert(meetingRooms)
        .values({ room_number: `Race ${round}`, capacity: 2 })
        .returning({ id: meetingRooms.id });
      // one table of two is taken; the organiser moves a meeting there while two users book it
      await meeting(time!, room!, 'accepted');
      const { id } = await meeting(slot[0]!, roomA, 'accepted');
      const [u, v] = await signedIn(2, `r${round}`);
      const answers = await race(
        round,
        () => move(id, time!, room!),
        () => book(u!.cookie, { receiver_id: v!.id, time_id: time!.id, room_id: room!.id }),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409]);
      const live = await t.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.time_id, time!.id), eq(meetings.room_id, room!.id), ne(meetings.meeting_status, 'cancelled')));
      expect(live).toHaveLength(2);
      expect(new Set(live.map((m) => m.room_seat))).toEqual(new Set([1, 2]));
      // the loser left everything as it was
      if (answers[0]!.status === 409) {
        expect((await answers[0]!.json()).message).toBe(mn(M.roomFull));
        expect((await row(id)).time_id).toBe(slot[0]!.id);
        expect((await seatsOf(id)).map((s) => s.time_id)).toEqual([slot[0]!.id, slot[0]!.id]);
      } else expect((await seatsOf(id)).map((s) => s.time_id)).toEqual([time!.id, time!.id]);
    }
  });

  it('for the same person in a slot: exactly one wins, the person is once in the slot', async () => {
    for (let round = 0; round < 5; round++) {
      const [time] = await t.db
        .insert(meetingTimes)
        .values({
          meeting_date: '2026-04-02',
          start_time: `${String(8 + round).padStart(2, '0')}:00`,
          end_time: `${String(9 + round).padStart(2, '0')}:00`,
        })
        .returning({ id: meetingTimes.id });
      const [p, q, r] = await signedIn(3, `s${round}`);
      // the organiser moves p's meeting into `time` while r books p there (a big room: only the person collides)
      const { id } = await meeting(slot[0]!, roomA, 'accepted', [p!, q!]);
      const answers = await race(
        round,
        () => move(id, time!, roomA),
        () => book(r!.cookie, { receiver_id: p!.id, time_id: time!.id, room_id: roomA.id }),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const seats = await t.db
        .select()
        .from(meetingSeats)
        .where(and(eq(meetingSeats.user_id, p!.id), eq(meetingSeats.time_id, time!.id)));
      expect(seats).toHaveLength(1);
      if (answers[0]!.status === 409) expect((await answers[0]!.json()).message).toBe(mn(M.personBusy, { name: p!.name }));
    }
  });
});
