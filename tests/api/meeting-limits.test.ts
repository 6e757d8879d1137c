import { count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingRooms, meetingTimes, meetingUsers, outbox, rateLimits } from '@db/schema';
import { MEETING_REQUEST_LIMITS } from '@api/yp/meetings/booking/limits';
import { waitMessage, waitMessageOf } from '@i18n/errors-text';
import { ApiRequestError } from '@client/api-client';
import { createTestApp } from '../helpers/app';
import { cookieOf, json, lastCodeFor, type TestApp } from './assessment-fixtures';

/**
 * SECURITY 38 / issue 23 item 6: a meeting request mails the receiver the sender's text (and a cancel
 * mails it again), so requests are limited per sender, per receiver and per pair; request/cancel
 * cycles use the limits up. The text reaches the mail's HTML only escaped.
 */

let t: TestApp;
// 08:10 UTC: the hour's window ends in 50 minutes
const clock = { current: new Date('2026-03-01T08:10:00Z'), now: () => clock.current };
let ip = 0;
const fromIp = () => ({ 'cf-connecting-ip': `10.66.${Math.floor(++ip / 250)}.${ip % 250}` });
type User = { id: number; email: string };
let users: User[];
let time: { id: number };
let room: { id: number };
const cookies = new Map<number, string>();
const TEXT = '<script>alert("x")</script> & <a href="https://evil.example">win</a>';

async function session(user: User, lang: 'mn' | 'en'): Promise<string> {
  if (cookies.has(user.id)) return cookies.get(user.id)!;
  const login = (body: Record<string, unknown>) => t.request('/api/yp/auth/login', json({ lang, ...body }, fromIp()));
  expect((await login({ email: user.email })).status).toBe(200);
  const res = await login({ email: user.email, code: await lastCodeFor(t, user.email) });
  expect(res.status).toBe(200);
  cookies.set(user.id, cookieOf(res, 'meeting_session'));
  return cookies.get(user.id)!;
}
const post = (path: string, body: unknown, cookie: string) => t.request(`/api/yp${path}`, json(body, { cookie }));
const request = (cookie: string, receiver: User) =>
  post('/insert/meeting', { receiver_id: receiver.id, time_id: time.id, room_id: room.id, meeting_description: TEXT }, cookie);
const cancel = (cookie: string, id: number) => post('/update/meeting', { id, action: 'cancel' }, cookie);
const lastMailId = async () => (await t.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
const mailsSince = async (id: number) => (await t.db.select({ n: count() }).from(outbox).where(gt(outbox.id, id)))[0].n;

/** One request and its cancel; answers the request's response. */
async function cycle(cookie: string, receiver: User): Promise<Response> {
  const res = await request(cookie, receiver);
  if (res.status === 200) {
    const { meeting } = (await res.clone().json()) as { meeting: { id: number } };
    expect((await cancel(cookie, meeting.id)).status).toBe(200);
  }
  return res;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  users = await t.db
    .insert(meetingUsers)
    .values(
      Array.from({ length: MEETING_REQUEST_LIMITS.perReceiver + 4 }, (_, i) => ({
        name: `Оролцогч ${i}`,
        name_en: `Participant ${i}`,
        email: `limit${i}@meet.mn`,
      })),
    )
    .returning({ id: meetingUsers.id, email: meetingUsers.email });
  [time] = await t.db.insert(meetingTimes).values({ meeting_date: '2026-03-10', start_time: '10:00', end_time: '11:00' }).returning();
  [room] = await t.db.insert(meetingRooms).values({ room_number: 'A1', capacity: 50 }).returning();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('meeting request limits', () => {
  it('15 request/cancel cycles to one receiver: refused after the pair limit, long before 30 mails', async () => {
    const [sender, receiver] = users;
    const cookie = await session(sender, 'en');
    const before = await lastMailId();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 15; i++) {
      const res = await cycle(cookie, receiver);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    const { perPair } = MEETING_REQUEST_LIMITS;
    expect(statuses).toEqual([...Array(perPair).fill(200), ...Array(15 - perPair).fill(429)]);
    // a request and a cancel mail both sides: 4 mails a cycle, 2 of them to the receiver
    expect(await mailsSince(before)).toBe(4 * perPair);
    expect((await t.db.select({ n: count() }).from(outbox).where(eq(outbox.to, receiver.email)))[0].n).toBe(2 * perPair);
    expect(Number(refused!.headers.get('retry-after'))).toBe(50 * 60);
    const body = await refused!.json();
    expect(body).toMatchObject({ message: waitMessage('en', 50 * 60, 'meetingRequests'), wait: 'meetingRequests' });
    // the meetings page words the refusal in its own language, as the API's kind of wait
    const err = new ApiRequestError(429, body.message, undefined, body, 50 * 60);
    expect(waitMessageOf(err, 'mn')).toBe(waitMessage('mn', 50 * 60, 'meetingRequests'));
  });

  it(`one sender: the request past ${MEETING_REQUEST_LIMITS.perSender} an hour to anyone is refused, in the sender's language`, async () => {
    const sender = users[1];
    const cookie = await session(sender, 'mn');
    for (let i = 0; i < MEETING_REQUEST_LIMITS.perSender; i++) expect((await cycle(cookie, users[2 + i])).status).toBe(200);
    const refused = await cycle(cookie, users[0]);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(waitMessage('mn', 50 * 60, 'meetingRequests'));
    expect(waitMessage('mn', 50 * 60, 'meetingRequests')).toContain('50 минутын');
  });

  it(`one receiver: the request past ${MEETING_REQUEST_LIMITS.perReceiver} an hour from everyone together is refused`, async () => {
    const receiver = users[users.length - 1];
    const senders = users.slice(0, MEETING_REQUEST_LIMITS.perReceiver + 1);
    for (const [i, s] of senders.entries()) {
      const res = await cycle(await session(s, 'en'), receiver);
      expect(res.status, `request ${i + 1}`).toBe(i < MEETING_REQUEST_LIMITS.perReceiver ? 200 : 429);
    }
  });

  it('a refused booking (the slot taken) does not use up the limit', async () => {
    const [a, b, c] = users;
    const cookie = await session(a, 'en');
    const first = await request(cookie, b);
    expect(first.status).toBe(200);
    // a is busy at that time now: every further request is a 409 that sends no mail
    for (let i = 0; i < MEETING_REQUEST_LIMITS.perPair + 1; i++) expect((await request(cookie, c)).status).toBe(409);
    const { meeting } = (await first.json()) as { meeting: { id: number } };
    expect((await cancel(cookie, meeting.id)).status).toBe(200);
    expect((await request(cookie, c)).status).toBe(200);
  });

  it("carries the sender's text in the HTML mail only escaped", async () => {
    const [sender, receiver] = [users[5], users[6]];
    const before = await lastMailId();
    expect((await request(await session(sender, 'en'), receiver)).status).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, receiver.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.id).toBeGreaterThan(before);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=&quot;https://evil.example&quot;&gt;');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<a href');
    expect(mail.subject).not.toContain('<');
    expect(mail.text).toContain(TEXT);
  });
});
