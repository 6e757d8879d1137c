import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingRooms, meetings, meetingSeats, meetingSessions, meetingTimes, meetingUsers } from '@db/schema';
import { newToken, sha256Hex } from '@platform/auth/sessions';
import { createTestApp } from '../helpers/app';
import { json, type TestApp } from './assessment-fixtures';

/**
 * The database, not the application, refuses double bookings (SECURITY 31, DESIGN §7 Bookings):
 * simultaneous requests for one person and slot, or for the last tables of a room, leave exactly as
 * many meetings as allowed and answer the rest 409. Runs on PGlite, and on Postgres (real
 * concurrency) with DATABASE_URL=postgres://... (tests/helpers/db.ts makes a scratch database).
 */
let t: TestApp;
const clock = { current: new Date('2026-03-01T08:00:00Z'), now: () => clock.current };

/** `n` meeting users, each with an open session (made directly: the code flow is tested elsewhere). */
async function signedInUsers(n: number, tag: string) {
  const users = await t.db
    .insert(meetingUsers)
    .values(Array.from({ length: n }, (_, i) => ({ name: `${tag} ${i}`, name_en: `${tag} ${i}`, email: `${tag}${i}@race.mn` })))
    .returning({ id: meetingUsers.id });
  const tokens = users.map(() => newToken());
  await t.db.insert(meetingSessions).values(
    await Promise.all(
      users.map(async (u, i) => ({
        token_hash: await sha256Hex(tokens[i]),
        meeting_user_id: u.id,
        created_at: clock.current,
        expires_at: new Date(clock.current.getTime() + 3600_000),
      })),
    ),
  );
  return users.map((u, i) => ({ id: u.id, cookie: `meeting_session=${tokens[i]}` }));
}

const request = (cookie: string, body: { receiver_id: number; time_id: number; room_id: number }) =>
  t.request('/api/yp/insert/meeting', json(body, { cookie }));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('simultaneous booking', () => {
  it('50 requests for one person and slot: exactly one stored, 49 answered 409', async () => {
    const [time] = await t.db
      .insert(meetingTimes)
      .values({ meeting_date: '2026-03-10', start_time: '10:00', end_time: '11:00' })
      .returning();
    const [room] = await t.db.insert(meetingRooms).values({ room_number: 'Hall', capacity: 100 }).returning();
    const [receiver, ...senders] = await signedInUsers(51, 'p');
    const answers = await Promise.all(
      senders.map((s) => request(s.cookie, { receiver_id: receiver.id, time_id: time.id, room_id: room.id })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBe(1);
    expect(statuses.filter((s) => s === 409).length).toBe(49);
    const messages = new Set(await Promise.all(answers.filter((a) => a.status === 409).map(async (a) => (await a.json()).message)));
    expect([...messages]).toEqual(['Энэ оролцогч энэ цагт өөр уулзалттай байна']);
    expect(await t.db.select().from(meetings).where(eq(meetings.time_id, time.id))).toHaveLength(1);
    expect(await t.db.select().from(meetingSeats).where(eq(meetingSeats.time_id, time.id))).toHaveLength(2);
  });

  it('10 disjoint pairs for a room of 2 tables: exactly 2 stored, the rest 409 room full', async () => {
    const [time] = await t.db
      .insert(meetingTimes)
      .values({ meeting_date: '2026-03-10', start_time: '11:00', end_time: '12:00' })
      .returning();
    const [room] = await t.db.insert(meetingRooms).values({ room_number: 'Small', capacity: 2 }).returning();
    const people = await signedInUsers(20, 'q');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(people[2 * i].cookie, { receiver_id: people[2 * i + 1].id, time_id: time.id, room_id: room.id }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBe(2);
    expect(statuses.filter((s) => s === 409).length).toBe(8);
    const messages = new Set(await Promise.all(answers.filter((a) => a.status === 409).map(async (a) => (await a.json()).message)));
    expect([...messages]).toEqual(['Энэ цагт өрөө дүүрсэн байна']);
    const stored = await t.db.select().from(meetings).where(eq(meetings.room_id, room.id));
    expect(stored.map((m) => m.room_seat).sort()).toEqual([1, 2]);
    const ids = stored.map((m) => m.id);
    expect(await t.db.select().from(meetingSeats).where(inArray(meetingSeats.meeting_id, ids))).toHaveLength(4);
    expect(await t.db.select().from(meetingSeats).where(eq(meetingSeats.time_id, time.id))).toHaveLength(4);
  });
});
