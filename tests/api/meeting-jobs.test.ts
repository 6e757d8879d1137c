import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, meetingEvents, meetingRooms, meetings, meetingSeats, meetingTimes, meetingUsers, outbox, rateLimits } from '@db/schema';
import { createApp } from '@api/app';
import { sweep, sweepJobs, sweepJobsEvery, type JobHandlers } from '@api/jobs';
import { MAX_ATTEMPTS } from '@api/jobs/sweep';
import { meetingExpire } from '@api/jobs/meetings';
import { changeStatus, insertMeeting } from '@api/yp/meetings/booking/queries';
import { isoDay, ubInstant } from '@shared/dates';
import type { Lang } from '@shared/lang';
import sweepWorker, { sweepOnce } from '../../workers/sweep/index';
import { createTestApp, TEST_ORIGIN, testConfig } from '../helpers/app';
import { cookieOf, json, lastCodeFor, type TestApp } from './assessment-fixtures';

/**
 * Scheduled work on meetings (issue 26 §2, §7; DESIGN §8): requests expire, reminders go the evening
 * before and an hour before, and the scheduler runs each job once however many callers fire at once.
 * The jobs are planned by the database (migration 0009) with its own clock, so the test's clock
 * starts at the real time and only moves forward from there.
 */

const HOUR = 3_600_000;
const SECRET = 'sweep-secret-of-the-tests-0123456789';
const REQUEST_HOURS = 6;
const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const clock = { current: start, now: () => clock.current };
const at = (when: Date | string) => (clock.current = typeof when === 'string' ? new Date(when) : when);

let t: TestApp;
let room: number;
let ip = 0;
let userNo = 0;

type User = { id: number; email: string; lang: Lang };

/** `n` days after the day of the test's start in Ulaanbaatar, as `YYYY-MM-DD`. */
const dayAfter = (n: number) => new Date(Date.parse(`${isoDay(start)}T00:00:00Z`) + n * 24 * HOUR).toISOString().slice(0, 10);

async function slot(day: string, startTime: string, endTime: string): Promise<number> {
  const [row] = await t.db
    .insert(meetingTimes)
    .values({ meeting_date: day, start_time: startTime, end_time: endTime })
    .onConflictDoNothing()
    .returning({ id: meetingTimes.id });
  if (row) return row.id;
  const [found] = await t.db
    .select({ id: meetingTimes.id })
    .from(meetingTimes)
    .where(and(eq(meetingTimes.meeting_date, day), eq(meetingTimes.start_time, startTime)));
  return found.id;
}

/** New meeting users with these languages (their mails are written in them). */
async function people(...langs: Lang[]): Promise<User[]> {
  return t.db
    .insert(meetingUsers)
    .values(
      langs.map((lang) => {
        const n = ++userNo;
        return { name: `Оролцогч ${n}`, name_en: `Participant ${n}`, email: `jobs${n}@meet.mn`, user_type: 'Exhibitor', lang };
      }),
    )
    .returning({ id: meetingUsers.id, email: meetingUsers.email, lang: meetingUsers.lang });
}

/** A request as the API stores it (deadline: the configured hours from now). */
const request = (sender: User, receiver: User, time: number) =>
  insertMeeting(t.db, {
    sender_id: sender.id,
    receiver_id: receiver.id,
    time_id: time,
    room_id: room,
    meeting_description: '',
    expires_at: new Date(clock.now().getTime() + REQUEST_HOURS * HOUR),
  });
const accept = async (id: number) =>
  expect(await changeStatus(t.db, id, ['pending'], 'accepted', { actor: 'receiver' }, clock.now())).toBe(true);
const meetingRow = async (id: number) => (await t.db.select().from(meetings).where(eq(meetings.id, id)))[0];
const mailsTo = (user: User) => t.db.select().from(outbox).where(eq(outbox.to, user.email)).orderBy(asc(outbox.id));
const remindersTo = async (user: User) => (await mailsTo(user)).filter((m) => /Reminder|Сануулга/.test(m.subject));
const expiriesTo = async (user: User) => (await mailsTo(user)).filter((m) => /expired|хугацаа дууслаа/.test(m.subject));
const jobsOf = (id: number) =>
  t.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload}->>'meeting_id' = ${String(id)}`)
    .orderBy(asc(jobs.id));
const sweepNow = () => sweepJobs(t.deps);
const sweepCall = async (headers: Record<string, string> = { 'x-sweep-secret': SECRET }): Promise<Response> =>
  t.request('/api/internal/sweep', { method: 'POST', headers });

beforeAll(async () => {
  t = await createTestApp({ clock, config: { ...testConfig, sweepSecret: SECRET, meetingRequestHours: REQUEST_HOURS } });
  [{ id: room }] = await t.db.insert(meetingRooms).values({ room_number: 'R7', capacity: 50 }).returning({ id: meetingRooms.id });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('requests expire', () => {
  it('after the configured hours (through the API): the slot is freed, the sender told in their language, the history says the system', async () => {
    at(start);
    const time = await slot(dayAfter(4), '10:00', '11:00');
    const [sender, receiver, third] = await people('en', 'mn', 'mn');
    const session = async (u: User) => {
      const headers = { 'cf-connecting-ip': `10.9.0.${++ip}` };
      await t.request('/api/yp/auth/login', json({ email: u.email, lang: u.lang }, headers));
      const res = await t.request(
        '/api/yp/auth/login',
        json({ email: u.email, code: await lastCodeFor(t, u.email), lang: u.lang }, headers),
      );
      return cookieOf(res, 'meeting_session');
    };
    const book = async (from: User, to: User) =>
      t.request(
        '/api/yp/insert/meeting',
        json({ receiver_id: to.id, time_id: time, room_id: room, meeting_description: '' }, { cookie: await session(from) }),
      );
    const res = await book(sender, receiver);
    expect(res.status).toBe(200);
    const { meeting } = await res.json();
    expect((await meetingRow(meeting.id)).expires_at).toEqual(new Date(start.getTime() + REQUEST_HOURS * HOUR));

    // the receiver's slot is held: a third person cannot book them in it
    expect((await book(third, receiver)).status).toBe(409);

    at(new Date(start.getTime() + REQUEST_HOURS * HOUR - 60_000));
    await sweepNow();
    expect((await meetingRow(meeting.id)).meeting_status).toBe('pending');

    at(new Date(start.getTime() + REQUEST_HOURS * HOUR));
    expect(await sweepNow()).toMatchObject({ failed: 0 });
    const row = await meetingRow(meeting.id);
    expect(row).toMatchObject({ meeting_status: 'cancelled', closed_reason: 'expired', closed_at: clock.now() });
    expect(await t.db.select().from(meetingSeats).where(eq(meetingSeats.meeting_id, meeting.id))).toEqual([]);
    const history = await t.db.select().from(meetingEvents).where(eq(meetingEvents.meeting_id, meeting.id)).orderBy(asc(meetingEvents.id));
    expect(history.map((h) => [h.action, h.actor])).toEqual([
      ['requested', 'sender'],
      ['expired', 'system'],
    ]);
    expect(history[1].created_at).toEqual(clock.now());

    const [mail, ...more] = await expiriesTo(sender);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Your B2B meeting request expired');
    expect(mail.text).toContain('Participant');
    expect(mail.text).toContain(`${dayAfter(4)} 10:00–11:00`);
    expect(mail.text).toContain('Room: R7');
    expect(await expiriesTo(receiver)).toEqual([]);
    const [job] = await jobsOf(meeting.id);
    expect(job).toMatchObject({ kind: 'meeting-expire', attempts: 1, last_error: null });
    expect(job.done_at).toEqual(clock.now());

    // the slot is free again: the third person's request for the receiver goes through
    expect((await book(third, receiver)).status).toBe(200);
    // and a second sweep mails nothing more
    await sweepNow();
    expect(await expiriesTo(sender)).toHaveLength(1);
  });

  it('never after the slot has started, and in Mongolian for a Mongolian sender', async () => {
    // a slot starting in 3 to 4 hours: before the request's deadline (6 h)
    const startsAt = new Date(Math.ceil((start.getTime() + 3 * HOUR) / HOUR) * HOUR);
    const day = isoDay(startsAt);
    const from = new Date(Date.parse(ubInstant(day, '00:00')) + 0).getTime();
    const hh = Math.round((startsAt.getTime() - from) / HOUR);
    const time = await slot(day, `${String(hh).padStart(2, '0')}:00`, hh === 23 ? '23:59' : `${String(hh + 1).padStart(2, '0')}:00`);
    const [sender, receiver] = await people('mn', 'en');
    at(start);
    const id = await request(sender, receiver, time);
    const [job] = await jobsOf(id);
    expect(job.due_at).toEqual(startsAt);

    at(new Date(startsAt.getTime() - 60_000));
    await sweepNow();
    expect((await meetingRow(id)).meeting_status).toBe('pending');
    at(startsAt);
    await sweepNow();
    expect(await meetingRow(id)).toMatchObject({ meeting_status: 'cancelled', closed_reason: 'expired' });
    const [mail] = await expiriesTo(sender);
    expect(mail.subject).toBe('B2B уулзалтын хүсэлтийн хугацаа дууслаа');
    expect(mail.text).toContain('Өрөө: R7');
  });

  it('puts itself off when the deadline moved after the job was claimed', async () => {
    at(start);
    const [a, b] = await people('en', 'en');
    const id = await request(a, b, await slot(dayAfter(4), '14:00', '15:00'));
    const [job] = await jobsOf(id);
    const later = new Date(start.getTime() + 2 * REQUEST_HOURS * HOUR);
    await t.db.update(meetings).set({ expires_at: later }).where(eq(meetings.id, id));
    const claimed = { ...job, claimed_at: new Date(start.getTime() + REQUEST_HOURS * HOUR) };
    expect(await meetingExpire(t.deps, claimed, claimed.claimed_at)).toEqual({ again: later });
    expect((await meetingRow(id)).meeting_status).toBe('pending');
    // the trigger had moved the unclaimed job already
    expect((await jobsOf(id))[0].due_at).toEqual(later);
  });

  it('leaves an accepted meeting, and a declined one, alone', async () => {
    at(start);
    const time = await slot(dayAfter(4), '12:00', '13:00');
    const [a, b, c] = await people('en', 'en', 'en');
    const accepted = await request(a, b, time);
    await accept(accepted);
    const declined = await request(c, a, await slot(dayAfter(4), '13:00', '14:00'));
    expect(await changeStatus(t.db, declined, ['pending'], 'declined', { actor: 'receiver' }, clock.now())).toBe(true);
    at(new Date(start.getTime() + REQUEST_HOURS * HOUR + 60_000));
    await sweepNow();
    expect(await meetingRow(accepted)).toMatchObject({ meeting_status: 'accepted', closed_reason: null });
    expect(await meetingRow(declined)).toMatchObject({ meeting_status: 'cancelled', closed_reason: 'declined' });
    for (const u of [a, b, c]) expect(await expiriesTo(u)).toEqual([]);
    const [expire] = (await jobsOf(accepted)).filter((j) => j.kind === 'meeting-expire');
    expect(expire.done_at).not.toBeNull();
    const events = await t.db
      .select()
      .from(meetingEvents)
      .where(inArray(meetingEvents.meeting_id, [accepted, declined]));
    expect(events.map((e) => e.action)).not.toContain('expired');
  });
});

describe('reminders', () => {
  /** The evening before (19:00 in Ulaanbaatar) and an hour before a slot of `day` at 10:00. */
  const eveningOf = (day: string) => new Date(Date.parse(ubInstant(day, '00:00')) - 5 * HOUR);
  const hourBefore = (day: string) => new Date(Date.parse(ubInstant(day, '09:00')));

  it('mail both sides once the evening before and once an hour before, each in their language, with the table', async () => {
    at(start);
    const day = dayAfter(3);
    const time = await slot(day, '10:00', '11:00');
    const [a, b, c, d] = await people('en', 'mn', 'en', 'en');
    // another meeting in the room and slot first: this one sits at table 2
    await accept(await request(c, d, time));
    const id = await request(a, b, time);
    await accept(id);
    expect((await meetingRow(id)).room_seat).toBe(2);

    at(new Date(eveningOf(day).getTime() - 60_000));
    await sweepNow();
    expect(await remindersTo(a)).toEqual([]);

    at(eveningOf(day));
    await sweepNow();
    await sweepNow();
    const [en] = await remindersTo(a);
    const [mn] = await remindersTo(b);
    expect((await remindersTo(a)).length + (await remindersTo(b)).length).toBe(2);
    expect(en.subject).toBe('Reminder: your B2B meeting tomorrow');
    expect(en.text).toContain('Your B2B meeting is tomorrow.');
    expect(en.text).toContain(`${day} 10:00–11:00`);
    expect(en.text).toContain('Room: R7');
    expect(en.text).toContain('table 2');
    expect(en.text).toContain(`With: Participant ${userNo - 2}`);
    expect(mn.subject).toBe('Сануулга: маргааш B2B уулзалттай');
    expect(mn.text).toContain('ширээ 2');
    expect(mn.text).toContain('Өрөө: R7');

    at(hourBefore(day));
    await sweepNow();
    at(new Date(hourBefore(day).getTime() + 5 * 60_000));
    await sweepNow();
    const enAll = await remindersTo(a);
    const mnAll = await remindersTo(b);
    expect(enAll.map((m) => m.subject)).toEqual(['Reminder: your B2B meeting tomorrow', 'Reminder: your B2B meeting starts soon']);
    expect(mnAll.map((m) => m.subject)).toEqual(['Сануулга: маргааш B2B уулзалттай', 'Сануулга: B2B уулзалт удахгүй эхэлнэ']);
    expect(enAll[1].text).toContain('table 2');
    expect(mnAll[1].text).toContain('ширээ 2');
    expect((await jobsOf(id)).filter((j) => j.kind === 'meeting-reminder').every((j) => j.done_at && j.attempts === 1)).toBe(true);
  });

  it('are not sent for a cancelled meeting, nor from a moved meeting’s old slot (the new slot’s are)', async () => {
    at(start);
    const day = dayAfter(3);
    const [oldTime, newTime] = [await slot(day, '11:00', '12:00'), await slot(day, '15:00', '16:00')];
    const [a, b, c, d] = await people('en', 'en', 'mn', 'mn');
    const cancelled = await request(a, b, oldTime);
    await accept(cancelled);
    expect(await changeStatus(t.db, cancelled, ['accepted'], 'cancelled', { actor: 'sender' }, clock.now())).toBe(true);
    const moved = await request(c, d, oldTime);
    await accept(moved);
    // an organiser's move (issue 26 §1) changes the slot and the seats; the trigger plans the new slot's reminders
    await t.db.transaction(async (tx) => {
      await tx.update(meetingSeats).set({ time_id: newTime }).where(eq(meetingSeats.meeting_id, moved));
      await tx.update(meetings).set({ time_id: newTime }).where(eq(meetings.id, moved));
    });
    expect((await jobsOf(moved)).filter((j) => j.kind === 'meeting-reminder')).toHaveLength(4);

    at(eveningOf(day));
    await sweepNow();
    expect((await remindersTo(c)).map((m) => m.text.includes(`${day} 15:00–16:00`))).toEqual([true]);
    // an hour before the old slot: nothing; an hour before the new one: the reminder
    at(new Date(Date.parse(ubInstant(day, '10:00'))));
    await sweepNow();
    expect(await remindersTo(c)).toHaveLength(1);
    expect(await remindersTo(d)).toHaveLength(1);
    at(new Date(Date.parse(ubInstant(day, '14:00'))));
    await sweepNow();
    expect(await remindersTo(c)).toHaveLength(2);
    expect(await remindersTo(d)).toHaveLength(2);
    for (const u of [a, b]) expect(await remindersTo(u)).toEqual([]);
    const old = (await jobsOf(moved)).filter((j) => (j.payload as { time_id: number }).time_id === oldTime);
    expect(old.every((j) => j.done_at !== null && j.last_error === null)).toBe(true);
  });

  it('are not sent when the meeting was accepted after they were due', async () => {
    // really late: a slot that starts 30 minutes from now, accepted now (the database plans with its own clock)
    const startsAt = new Date(start.getTime() + 30 * 60_000);
    const day = isoDay(startsAt);
    const hhmm = new Date(startsAt.getTime() + 8 * HOUR).toISOString().slice(11, 16);
    const end = hhmm >= '23:30' ? '23:59' : new Date(startsAt.getTime() + 8 * HOUR + 30 * 60_000).toISOString().slice(11, 16);
    const time = await slot(day, hhmm, end);
    const [a, b] = await people('en', 'mn');
    at(start);
    const soon = await request(a, b, time);
    await accept(soon);
    at(new Date(start.getTime() + 60_000));
    await sweepNow();
    for (const u of [a, b]) expect(await remindersTo(u)).toEqual([]);
    expect((await jobsOf(soon)).filter((j) => j.kind === 'meeting-reminder' && j.done_at)).toHaveLength(2);

    // accepted at 21:00 the evening before: no evening reminder, the hour-before one still goes
    at(start);
    const later = dayAfter(3);
    const [c, e] = await people('en', 'en');
    const id = await request(c, e, await slot(later, '16:00', '17:00'));
    await accept(id);
    const nine = new Date(eveningOf(later).getTime() + 2 * HOUR);
    await t.db
      .update(jobs)
      .set({ created_at: nine })
      .where(like(jobs.key, `meeting-reminder:%:${id}:%`));
    at(new Date(nine.getTime() + 60_000));
    await sweepNow();
    expect(await remindersTo(c)).toEqual([]);
    at(new Date(Date.parse(ubInstant(later, '15:00'))));
    await sweepNow();
    expect((await remindersTo(c)).map((m) => m.subject)).toEqual(['Reminder: your B2B meeting starts soon']);
    expect(await remindersTo(e)).toHaveLength(1);
  });
});

describe('the scheduler', () => {
  it('sends each reminder exactly once when the interval, the cron Worker, the endpoint and parallel sweeps fire together', async () => {
    at(start);
    const day = dayAfter(5);
    const time = await slot(day, '10:00', '11:00');
    const crowd = await people(...Array.from({ length: 24 }, (_, i): Lang => (i % 2 ? 'mn' : 'en')));
    const ids: number[] = [];
    for (let i = 0; i < crowd.length; i += 2) {
      const id = await request(crowd[i], crowd[i + 1], time);
      await accept(id);
      ids.push(id);
    }
    const worker = () =>
      sweepOnce({ SITE_URL: TEST_ORIGIN, SWEEP_SECRET: SECRET }, (input, init) => Promise.resolve(t.app.request(input, init)));
    const fireAll = async () => {
      const interval = sweepJobsEvery(t.deps, 1);
      const answers = await Promise.all([
        worker(),
        worker(),
        sweepCall().then((r) => r.json()),
        sweepCall().then((r) => r.json()),
        ...Array.from({ length: 4 }, () => sweepNow()),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await interval.stop();
      return answers;
    };
    for (const moment of [new Date(Date.parse(ubInstant(day, '00:00')) - 5 * HOUR), new Date(Date.parse(ubInstant(day, '09:00')))]) {
      at(moment);
      const answers = await fireAll();
      expect(answers.every((a) => a.failed === 0)).toBe(true);
    }
    for (const u of crowd) expect((await remindersTo(u)).length, u.email).toBe(2);
    const rows = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'meeting-reminder'), like(jobs.key, `%:${time}`)));
    expect(rows).toHaveLength(2 * ids.length);
    expect(rows.every((j) => j.attempts === 1 && j.done_at !== null)).toBe(true);
  });

  it('runs an unknown kind never, marking it done with an error; retries a failing handler later, then gives up', async () => {
    const now = new Date(start.getTime() + 365 * 24 * HOUR);
    const [unknown, failing, fine] = await t.db
      .insert(jobs)
      .values([
        { kind: 'no-such-kind', key: `test:unknown:${now.getTime()}`, due_at: now },
        { kind: 'test-fails', key: `test:fails:${now.getTime()}`, due_at: now },
        { kind: 'test-fine', key: `test:fine:${now.getTime()}`, due_at: now, payload: { n: 1 } },
      ])
      .returning();
    const seen: unknown[] = [];
    const handlers: JobHandlers = {
      'test-fails': async () => {
        throw new Error('mail server down');
      },
      'test-fine': async (_deps, job) => void seen.push(job.payload),
    };
    const log: Record<string, unknown>[] = [];
    const deps = { ...t.deps, log: (e: Record<string, unknown>) => void log.push(e) };
    const mine = [unknown.id, failing.id, fine.id];
    const byId = async () => new Map((await t.db.select().from(jobs).where(inArray(jobs.id, mine))).map((j) => [j.id, j]));

    await sweepJobs(t.deps, new Date(now.getTime() - 1)); // whatever the tests above left due, so only these three are
    expect(await sweep(deps, handlers, now)).toEqual({ ran: 1, failed: 2 });
    let rows = await byId();
    expect(rows.get(unknown.id)).toMatchObject({ done_at: now, last_error: 'unknown job kind: no-such-kind', attempts: 1 });
    expect(rows.get(fine.id)).toMatchObject({ done_at: now, last_error: null });
    expect(seen).toEqual([{ n: 1 }]);
    expect(rows.get(failing.id)).toMatchObject({ done_at: null, claimed_at: null, attempts: 1, last_error: 'mail server down' });
    expect(rows.get(failing.id)!.due_at.getTime()).toBe(now.getTime() + 60_000);
    expect(log.some((e) => e.msg === 'job of an unknown kind' && e.kind === 'no-such-kind')).toBe(true);

    // not before its retry time; then again and again until it is given up
    expect(await sweep(deps, handlers, new Date(now.getTime() + 30_000))).toEqual({ ran: 0, failed: 0 });
    let when = now;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      when = (await byId()).get(failing.id)!.due_at;
      expect(await sweep(deps, handlers, when)).toEqual({ ran: 0, failed: 1 });
    }
    rows = await byId();
    expect(rows.get(failing.id)).toMatchObject({ attempts: MAX_ATTEMPTS, last_error: 'mail server down', done_at: when });
    const yearLater = new Date(when.getTime() + 365 * 24 * HOUR);
    await sweepJobs(t.deps, new Date(yearLater.getTime() - 1)); // the daily jobs of the registry (registration retention)
    expect(await sweep(deps, handlers, yearLater)).toEqual({ ran: 0, failed: 0 });
  });

  it('claims a job again only when its claim is stale (a caller died mid-job)', async () => {
    const now = new Date(start.getTime() + 2 * 365 * 24 * HOUR);
    const [job] = await t.db
      .insert(jobs)
      .values({ kind: 'test-fine', key: `test:stale:${now.getTime()}`, due_at: now, claimed_at: now, attempts: 1 })
      .returning();
    let runs = 0;
    const handlers: JobHandlers = { 'test-fine': async () => void runs++ };
    await sweepJobs(t.deps, new Date(now.getTime() - 1));
    expect(await sweep(t.deps, handlers, new Date(now.getTime() + 9 * 60_000))).toEqual({ ran: 0, failed: 0 });
    expect(await sweep(t.deps, handlers, new Date(now.getTime() + 11 * 60_000))).toEqual({ ran: 1, failed: 0 });
    expect(runs).toBe(1);
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ attempts: 2 });
  });
});

describe('POST /api/internal/sweep', () => {
  it('refuses without the secret (401) and with a wrong one (403), and answers what ran with the right one', async () => {
    at(start);
    const none = await sweepCall({});
    expect(none.status).toBe(401);
    const wrong = await sweepCall({ 'x-sweep-secret': `${SECRET}x` });
    expect(wrong.status).toBe(403);
    expect((await sweepCall({ 'x-sweep-secret': SECRET.slice(0, -1) })).status).toBe(403);
    const ok = await sweepCall();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ran: expect.any(Number), failed: expect.any(Number) });
    // from another site it is refused like any state-changing request
    expect(
      (
        await t.app.request('/api/internal/sweep', {
          method: 'POST',
          headers: { 'x-sweep-secret': SECRET, origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
  });

  it('does not exist (404) while no secret is configured, and runs nothing', async () => {
    const app = createApp({ ...t.deps, config: { ...testConfig, sweepSecret: undefined } });
    const res = await app.request('/api/internal/sweep', { method: 'POST', headers: { origin: TEST_ORIGIN, 'x-sweep-secret': SECRET } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Олдсонгүй' });
  });

  it('is called by the Worker’s scheduled handler, which keeps the invocation alive until the answer', async () => {
    const realFetch = globalThis.fetch;
    const tasks: Promise<unknown>[] = [];
    globalThis.fetch = (async (input: string, init?: RequestInit) => t.app.request(input, init)) as typeof fetch;
    try {
      sweepWorker.scheduled(
        { cron: '* * * * *', scheduledTime: Date.now() },
        { SITE_URL: TEST_ORIGIN, SWEEP_SECRET: SECRET },
        { waitUntil: (task) => void tasks.push(task) },
      );
      expect(tasks).toHaveLength(1);
      await tasks[0];
      sweepWorker.scheduled(
        { cron: '* * * * *', scheduledTime: Date.now() },
        { SITE_URL: TEST_ORIGIN, SWEEP_SECRET: 'a-wrong-secret-0123456789' },
        { waitUntil: (task) => void tasks.push(task) },
      );
      await expect(tasks[1]).rejects.toThrow('sweep answered 403');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('is what the cron Worker calls, with the secret and the site’s origin', async () => {
    const calls: { input: string; init: RequestInit }[] = [];
    const result = await sweepOnce({ SITE_URL: 'https://example.mn/', SWEEP_SECRET: SECRET }, async (input, init) => {
      calls.push({ input, init });
      return Response.json({ ran: 3, failed: 0 });
    });
    expect(result).toEqual({ ran: 3, failed: 0 });
    expect(calls).toEqual([
      {
        input: 'https://example.mn/api/internal/sweep',
        init: { method: 'POST', headers: { 'x-sweep-secret': SECRET, origin: 'https://example.mn' } },
      },
    ]);
    await expect(
      sweepOnce({ SITE_URL: 'https://example.mn', SWEEP_SECRET: SECRET }, async () => new Response('', { status: 403 })),
    ).rejects.toThrow('sweep answered 403');
  });
});
