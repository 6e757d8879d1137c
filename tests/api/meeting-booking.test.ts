import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingRooms, meetings, meetingSeats, meetingSessions, meetingTimes, meetingUsers, outbox, rateLimits } from '@db/schema';
import { createApp } from '@api/app';
import { CODE_REQUESTS_PER_IP } from '@api/code-sign-in';
import { waitMessage } from '@i18n/errors-text';
import { policyOf } from '@api/policy';
import type { Deps } from '@platform/ports';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';
import { cookieOf, json, lastCodeFor, type TestApp } from './assessment-fixtures';

/** Meeting users' sign-in and booking (issue 14; src/shared/meeting-booking.ts). */

let t: TestApp;
const clock = { current: new Date('2026-03-01T08:00:00Z'), now: () => clock.current };
const advanceMinutes = (m: number) => (clock.current = new Date(clock.current.getTime() + m * 60_000));
let ip = 0;
const fromIp = () => ({ 'cf-connecting-ip': `10.1.0.${++ip}` });

type User = { id: number; email: string };
let users: User[];
let times: { id: number }[];
let rooms: { id: number }[];
let small: { id: number };

const login = (body: Record<string, unknown>, headers: Record<string, string> = fromIp()) =>
  t.request('/api/yp/auth/login', json(body, headers));
const SESSION = 'meeting_session';

/** Signs `user` in through the real code flow; answers the session cookie. */
async function session(user: User, lang: 'mn' | 'en' = 'en'): Promise<string> {
  expect((await login({ email: user.email, lang })).status).toBe(200);
  const res = await login({ email: user.email, code: await lastCodeFor(t, user.email), lang });
  expect(res.status).toBe(200);
  return cookieOf(res, SESSION);
}
const get = (path: string, cookie = '') => t.request(`/api/yp${path}`, { headers: { cookie } });
const post = (path: string, body: unknown, cookie = '') => t.request(`/api/yp${path}`, json(body, { cookie }));
const book = (cookie: string, receiver: User, time = times[0], room = rooms[0], meeting_description = '') =>
  post('/insert/meeting', { receiver_id: receiver.id, time_id: time.id, room_id: room.id, meeting_description }, cookie);
const act = (cookie: string, id: number, action: string) => post('/update/meeting', { id, action }, cookie);
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
const meetingRow = async (id: number) => (await t.db.select().from(meetings).where(eq(meetings.id, id)))[0];
const seatsOf = async (id: number) => t.db.select().from(meetingSeats).where(eq(meetingSeats.meeting_id, id));

beforeAll(async () => {
  t = await createTestApp({ clock });
  users = await t.db
    .insert(meetingUsers)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        name: `Оролцогч ${i}`,
        name_en: i === 7 ? 'Percent 100%_co' : `Participant ${i}`,
        email: `user${i}@meet.mn`,
        user_type: i % 3 === 0 ? 'Sponsor' : i % 3 === 1 ? 'Exhibitor' : 'Attendee',
      })),
    )
    .returning({ id: meetingUsers.id, email: meetingUsers.email });
  times = await t.db
    .insert(meetingTimes)
    .values([
      { meeting_date: '2026-03-10', start_time: '10:00', end_time: '11:00' },
      { meeting_date: '2026-03-10', start_time: '11:00', end_time: '12:00' },
      { meeting_date: '2026-03-11', start_time: '10:00', end_time: '11:00' },
      // 2026-03-01 15:00 in Ulaanbaatar = 07:00Z: already started at the test clock (08:00Z)
      { meeting_date: '2026-03-01', start_time: '15:00', end_time: '16:00' },
    ])
    .returning({ id: meetingTimes.id });
  rooms = await t.db
    .insert(meetingRooms)
    .values([
      { room_number: 'A1', capacity: 5 },
      { room_number: 'B1', capacity: 1 },
    ])
    .returning({ id: meetingRooms.id });
  small = rooms[1];
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('sign-in', () => {
  it('answers a known and an unknown address alike, and mails the code only to the known one', async () => {
    const known = await login({ email: 'USER0@meet.mn', lang: 'en' });
    const unknown = await login({ email: 'nobody@meet.mn', lang: 'en' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual(await unknown.json());
    expect(body).toEqual({ message: 'If the address is registered, a sign-in code is on its way. Please check your e-mail.' });
    const [mail] = await mailsTo(users[0].email);
    expect(mail.subject).toBe('Your sign-in code for the B2B meetings');
    expect(await mailsTo('nobody@meet.mn')).toEqual([]);
  });

  it('takes about the same time for a known and an unknown address (SECURITY 14)', async () => {
    const median = async (email: string) => {
      const ms: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await login({ email });
        ms.push(performance.now() - start);
      }
      return ms.sort((a, b) => a - b)[2];
    };
    expect(Math.abs((await median(users[1].email)) - (await median('ghost@meet.mn')))).toBeLessThan(50);
  });

  it('refuses a bad e-mail or code with the message in the asked language', async () => {
    const bad = await login({ email: 'not-an-address', lang: 'en' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Please enter a valid e-mail address', field: 'email' });
    const badMn = await login({ email: users[0].email, code: '12ab' });
    expect(badMn.status).toBe(400);
    expect(await badMn.json()).toMatchObject({ message: '6 оронтой кодоо оруулна уу', field: 'code' });
  });

  it('opens an HttpOnly Lax session with the code, stores the lang, and serves /get/user', async () => {
    await login({ email: users[2].email, lang: 'en' });
    const code = await lastCodeFor(t, users[2].email);
    const wrong = await login({ email: users[2].email, code: code === '000000' ? '111111' : '000000', lang: 'en' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('The code is not correct');
    const res = await login({ email: users[2].email, code, lang: 'en' });
    expect(res.status).toBe(200);
    const { account } = await res.json();
    expect(account).toMatchObject({ id: users[2].id, email: users[2].email, lang: 'en', user_type: 'Attendee' });
    const set = res.headers.get('set-cookie')!;
    expect(set).toMatch(/^meeting_session=/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=28800/);
    const [row] = await t.db.select().from(meetingSessions).where(eq(meetingSessions.meeting_user_id, users[2].id));
    expect(set).not.toContain(row.token_hash);
    expect((await t.db.select({ lang: meetingUsers.lang }).from(meetingUsers).where(eq(meetingUsers.id, users[2].id)))[0].lang).toBe('en');

    const cookie = cookieOf(res, SESSION);
    const me = await get('/get/user', cookie);
    expect(me.status).toBe(200);
    expect((await me.json()).user).toEqual(account);
    // the spec's ?token= is no credential
    expect((await get(`/get/user?token=${cookie.split('=')[1]}`)).status).toBe(401);
    // the code worked once
    expect((await login({ email: users[2].email, code, lang: 'en' })).status).toBe(400);
  });

  it('answers 401 to /get/user without a session, with an admin cookie, and after logout', async () => {
    const none = await get('/get/user?lang=en');
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('Please sign in');
    const admin = await signIn(t, 2);
    expect((await get('/get/user', admin.cookie)).status).toBe(401);
    const cookie = await session(users[3]);
    const out = await post('/auth/logout', {}, cookie);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'Signed out' });
    expect(out.headers.get('set-cookie')).toMatch(/meeting_session=;/);
    expect((await get('/get/user', cookie)).status).toBe(401);
    expect((await post('/auth/logout', {}, cookie)).status).toBe(401);
  });

  it('kills the code after 5 wrong tries: the right one is refused then', async () => {
    await login({ email: users[4].email });
    const code = await lastCodeFor(t, users[4].email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await (await login({ email: users[4].email, code: wrongCode, lang: 'en' })).json()).message);
    expect(answers.slice(0, 4).every((m) => m === 'The code is not correct')).toBe(true);
    expect(answers[4]).toBe('Too many wrong tries: the code no longer works. Please request a new one.');
    const right = await login({ email: users[4].email, code, lang: 'en' });
    expect(right.status).toBe(400);
    expect((await right.json()).message).toBe('The code has expired or was already used. Please request a new one.');
  });

  it('refuses a code after 10 minutes', async () => {
    await login({ email: users[5].email });
    const code = await lastCodeFor(t, users[5].email);
    advanceMinutes(10);
    const late = await login({ email: users[5].email, code });
    expect(late.status).toBe(400);
    expect((await late.json()).message).toBe('Кодын хугацаа дууссан эсвэл ашиглагдсан байна. Шинэ код авна уу.');
  });

  it('limits code requests to 5 an hour per e-mail and per IP (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) expect((await login({ email: users[6].email })).status).toBe(200);
    const sixth = await login({ email: users[6].email, lang: 'en' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sixth.json()).message).toBe(waitMessage('en', Number(sixth.headers.get('retry-after'))));
    // per address the ceiling is higher (issue 15: colleagues share an office address)
    const headers = fromIp();
    for (let i = 0; i < CODE_REQUESTS_PER_IP; i++) expect((await login({ email: `nobody${i}@meet.mn` }, headers)).status).toBe(200);
    expect((await login({ email: 'nobody9@meet.mn' }, headers)).status).toBe(429);
  });

  it('never logs a code', async () => {
    const logged: string[] = [];
    const app = createApp({
      ...t.deps,
      log: (e) => void logged.push(JSON.stringify(e)),
      mailer: { send: () => Promise.reject(new Error('smtp down')) },
    });
    const res = await app.request('/api/yp/auth/login', json({ email: users[0].email, lang: 'en' }, { origin: 'http://localhost:4321' }));
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe('The code could not be sent. Please try again.');
    expect(logged.join('\n')).toContain('verification mail failed');
    expect(logged.join('\n')).not.toMatch(/\b\d{6}\b/);
  });
});

describe('booking', () => {
  let a: string, b: string, c: string;
  beforeAll(async () => {
    a = await session(users[0], 'en');
    b = await session(users[1], 'mn');
    c = await session(users[2], 'en');
  });

  it('answers 401 before validating anything, even to an admin cookie', async () => {
    const admin = (await signIn(t, 2)).cookie;
    for (const cookie of ['', admin]) {
      expect((await post('/insert/meeting', { nonsense: true }, cookie)).status).toBe(401);
      expect((await post('/update/meeting', { id: 'x' }, cookie)).status).toBe(401);
      expect((await get('/get/meeting-participants?limit=7', cookie)).status).toBe(401);
      expect((await get('/get/meeting-slots?with=x', cookie)).status).toBe(401);
      expect((await get('/get/my-meetings', cookie)).status).toBe(401);
    }
  });

  it('lists the other participants with search and type filter, never oneself, no e-mail or phone', async () => {
    const res = await get('/get/meeting-participants', a);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(7);
    expect(body.totalPages).toBe(1);
    expect(body.users.map((u: { id: number }) => u.id)).not.toContain(users[0].id);
    // the profile (issue 26 §8), never an e-mail or phone
    expect(Object.keys(body.users[0]).sort()).toEqual(
      ['company', 'id', 'name', 'name_en', 'offer', 'organisation', 'position', 'seek', 'suggested', 'user_type'].sort(),
    );
    const search = await (await get('/get/meeting-participants?term=PARTICIPANT%202', a)).json();
    expect(search.users.map((u: { id: number }) => u.id)).toEqual([users[2].id]);
    const cyrillic = await (await get(`/get/meeting-participants?term=${encodeURIComponent('оролцогч 3')}`, a)).json();
    expect(cyrillic.users.map((u: { id: number }) => u.id)).toEqual([users[3].id]);
    const wild = await (await get('/get/meeting-participants?term=0%25_', a)).json();
    expect(wild.users.map((u: { id: number }) => u.id)).toEqual([users[7].id]);
    const sponsors = await (await get('/get/meeting-participants?type=Sponsor', a)).json();
    expect(sponsors.users.every((u: { user_type: string }) => u.user_type === 'Sponsor')).toBe(true);
    expect(sponsors.total).toBe(2); // users 3 and 6 (0 is the caller)
    const bad = await get('/get/meeting-participants?limit=7', a);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('A value is not valid');
  });

  let first: number;
  it('requests a meeting: stored with both seats, both mailed in their language', async () => {
    const res = await book(a, users[1], times[0], rooms[0], 'Copper supply');
    expect(res.status).toBe(200);
    const { meeting, message } = await res.json();
    expect(message).toBe('Meeting request sent');
    expect(meeting).toMatchObject({
      meeting_status: 'pending',
      direction: 'outgoing',
      other: { id: users[1].id, name_en: 'Participant 1' },
      meeting_date: '2026-03-10',
      start_time: '10:00:00',
      end_time: '11:00:00',
      room_number: 'A1',
      meeting_description: 'Copper supply',
    });
    first = meeting.id;
    expect((await meetingRow(first)).room_seat).toBe(1);
    expect((await seatsOf(first)).map((s) => s.user_id).sort()).toEqual([users[0].id, users[1].id].sort());
    const [toReceiver] = await mailsTo(users[1].email);
    expect(toReceiver.subject).toBe('Уулзалтын шинэ хүсэлт');
    expect(toReceiver.text).toContain('http://localhost:4321/yp/meetings');
    expect(toReceiver.text).toContain('Оролцогч 0');
    const [toSender] = await mailsTo(users[0].email);
    expect(toSender.subject).toBe('Your meeting request was sent');
    expect(toSender.text).toContain('http://localhost:4321/en/yp/meetings');
  });

  it('shows the slots with busy flags, started slots and free rooms', async () => {
    const res = await get(`/get/meeting-slots?with=${users[1].id}`, c);
    expect(res.status).toBe(200);
    const { days, rooms: list } = await res.json();
    expect(list.map((r: { room_number: string }) => r.room_number)).toEqual(['A1', 'B1']);
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2026-03-01', '2026-03-10', '2026-03-11']);
    const slot = days[1].slots[0];
    expect(slot).toMatchObject({
      time_id: times[0].id,
      started: false,
      me_busy: false,
      them_busy: true,
      free_rooms: [rooms[0].id, small.id],
    });
    expect(days[0].slots[0].started).toBe(true);
    const mine = (await (await get('/get/meeting-slots', a)).json()).days[1].slots[0];
    expect(mine).toMatchObject({ me_busy: true, them_busy: false });
  });

  it('refuses self, unknown ids, a started slot and bad input, storing nothing', async () => {
    const before = (await t.db.select().from(meetings)).length;
    const self = await book(a, users[0]);
    expect(self.status).toBe(400);
    expect((await self.json()).message).toBe('You cannot book a meeting with yourself');
    expect((await book(a, { id: 99999, email: '' })).status).toBe(404);
    const noTime = await book(a, users[2], { id: 99999 });
    expect(noTime.status).toBe(404);
    expect((await noTime.json()).message).toBe('Time slot not found');
    expect((await book(a, users[2], times[0], { id: 99999 })).status).toBe(404);
    const started = await book(a, users[2], times[3]);
    expect(started.status).toBe(409);
    expect((await started.json()).message).toBe('This time slot has already started');
    const long = await book(b, users[2], times[0], rooms[0], 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: 'Тайлбар 500 тэмдэгтээс ихгүй байна', field: 'meeting_description' });
    expect((await post('/insert/meeting', { receiver_id: 'abc' }, a)).status).toBe(400);
    expect((await t.db.select().from(meetings)).length).toBe(before);
  });

  it('answers 409 when either person is busy or the room is full (the database decides)', async () => {
    const youBusy = await book(a, users[2]);
    expect(youBusy.status).toBe(409);
    expect((await youBusy.json()).message).toBe('You already have a meeting at this time');
    const theyBusy = await book(c, users[1]);
    expect(theyBusy.status).toBe(409);
    expect((await theyBusy.json()).message).toBe('This participant already has a meeting at this time');
    expect((await book(c, users[3], times[1], small)).status).toBe(200);
    const full = await book(a, users[4], times[1], small);
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe('The room is full at this time');
    expect(
      await t.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.time_id, times[1].id), eq(meetings.sender_id, users[0].id))),
    ).toEqual([]);
  });

  it('lets only the receiver accept; someone else gets 404 and the row stays', async () => {
    const before = await meetingRow(first);
    const stranger = await act(c, first, 'accept');
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).message).toBe('Meeting not found');
    expect((await act(c, first, 'cancel')).status).toBe(404);
    expect(await meetingRow(first)).toEqual(before);
    const sender = await act(a, first, 'accept');
    expect(sender.status).toBe(403);
    expect((await sender.json()).message).toBe('Only the person invited can accept or decline');
    expect((await act(a, first, 'approve')).status).toBe(400);
    expect(await meetingRow(first)).toEqual(before);
  });

  it('accepts: both get a confirmation with an .ics invitation', async () => {
    const res = await act(b, first, 'accept');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Уулзалт баталгаажлаа');
    expect(body.meeting).toMatchObject({ meeting_status: 'accepted', direction: 'incoming' });
    expect((await act(b, first, 'accept')).status).toBe(409);
    const number = body.meeting.meeting_number;
    for (const [u, subject, location] of [
      [users[0], 'Meeting confirmed', 'LOCATION:Room A1\\, table 1'],
      [users[1], 'Уулзалт баталгаажлаа', 'LOCATION:A1 өрөө\\, 1-р ширээ'],
    ] as const) {
      const [mail] = await mailsTo(u.email);
      expect(mail.subject).toBe(subject);
      const [ics] = mail.attachments as { filename: string; contentType: string; content: string }[];
      expect(ics.contentType).toContain('method=REQUEST');
      expect(ics.content).toContain('METHOD:REQUEST');
      expect(ics.content).toContain(`UID:${number}@localhost`);
      // 10:00-11:00 in Ulaanbaatar (UTC+8)
      expect(ics.content).toContain('DTSTART:20260310T020000Z');
      expect(ics.content).toContain('DTEND:20260310T030000Z');
      // the room and the table, in the reader's language (issue 26 §5)
      expect(ics.content).toContain(location);
      expect(mail.text).toMatch(/table 1|ширээ 1/);
    }
    const list = await (await get('/get/my-meetings', a)).json();
    expect(list.meetings.find((m: { id: number }) => m.id === first)).toMatchObject({ meeting_status: 'accepted', direction: 'outgoing' });
  });

  it('cancels an accepted meeting: seats freed, both get a cancelling .ics', async () => {
    const res = await act(a, first, 'cancel');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Meeting cancelled');
    expect((await meetingRow(first)).meeting_status).toBe('cancelled');
    expect(await seatsOf(first)).toEqual([]);
    for (const u of [users[0], users[1]]) {
      const [mail] = await mailsTo(u.email);
      const [ics] = mail.attachments as { content: string }[];
      expect(ics.content).toContain('METHOD:CANCEL');
      expect(ics.content).toContain('STATUS:CANCELLED');
      expect(ics.content).toContain('SEQUENCE:1');
      expect(ics.content).toMatch(/UID:M-\d{5}@localhost/);
    }
    expect((await act(b, first, 'cancel')).status).toBe(409);
    // the slot is free again for both
    expect((await book(b, users[0])).status).toBe(200);
  });

  it('declines a pending request: cancelled, seats freed, the sender told', async () => {
    const res = await book(c, users[4], times[2]);
    const { meeting } = await res.json();
    const d = await session(users[4], 'en');
    const declined = await act(d, meeting.id, 'decline');
    expect(declined.status).toBe(200);
    expect((await meetingRow(meeting.id)).meeting_status).toBe('cancelled');
    expect(await seatsOf(meeting.id)).toEqual([]);
    const [mail] = await mailsTo(users[2].email);
    expect(mail.subject).toBe('Meeting request declined');
    expect(mail.text).toContain('Your meeting request was declined.');
    expect(mail.attachments ?? []).toEqual([]);
    expect((await act(d, meeting.id, 'accept')).status).toBe(409);
  });

  it('keeps the change when a mail fails, and logs no token', async () => {
    const logged: string[] = [];
    const app = createApp({
      ...t.deps,
      log: (e) => void logged.push(JSON.stringify(e)),
      mailer: { send: () => Promise.reject(new Error('smtp down')) },
    });
    const res = await app.request(
      '/api/yp/insert/meeting',
      json({ receiver_id: users[5].id, time_id: times[2].id, room_id: rooms[0].id }, { cookie: a, origin: 'http://localhost:4321' }),
    );
    expect(res.status).toBe(200);
    const { meeting } = await res.json();
    expect((await meetingRow(meeting.id)).meeting_status).toBe('pending');
    expect(logged.join('\n')).toContain('meeting mail failed');
    expect(logged.join('\n')).not.toContain(a.split('=')[1]);
  });
});

describe('policy', () => {
  const table = policyOf(createApp({} as Deps).routes).table;
  const meetingRoutes = Object.entries(table).filter(([, level]) => level === 'meeting');
  it('has the booking calls declared meeting', () => {
    expect(meetingRoutes.map(([k]) => k).sort()).toEqual(
      [
        'GET /yp/get/meeting-companies',
        'GET /yp/get/meeting-participants',
        'GET /yp/get/meeting-profile',
        'GET /yp/get/meeting-session',
        'GET /yp/get/meeting-slots',
        'GET /yp/get/my-meetings',
        'GET /yp/get/my-meeting-schedule',
        'GET /yp/get/user',
        'POST /yp/auth/logout',
        'POST /yp/insert/meeting',
        'POST /yp/update/meeting',
        'POST /yp/update/meeting-profile',
      ].sort(),
    );
  });
  // the session probe answers everyone (200 {user: null} signed out): tests/api/meeting-profile.test.ts
  for (const [key] of meetingRoutes.filter(([k]) => k !== 'GET /yp/get/meeting-session')) {
    it(`${key} answers 401 without a meeting session`, async () => {
      const [method, path] = key.split(' ');
      const init = method === 'GET' ? {} : json({});
      expect((await t.request(`/api${path}`, { ...init, method })).status).toBe(401);
    });
  }
});
