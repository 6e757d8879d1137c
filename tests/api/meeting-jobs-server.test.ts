import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like, or } from 'drizzle-orm';
import { openDb } from '@db/client';
import { categories, jobs, meetingRooms, meetings, meetingTimes, meetingUsers, outbox } from '@db/schema';
import { insertMeeting } from '@api/yp/meetings/booking/queries';
import { parseEnv } from '@platform/env';
import { isoDay } from '@shared/dates';
import { startServer } from '@server/start-server';
import { sweepOnce } from '../../workers/sweep/index';
import { freePort, serverPaths } from '../helpers/server';
import { createTestDb } from '../helpers/db';

/**
 * `npm start`'s server sweeps the jobs on its own interval (DESIGN §8), with the real clock, while
 * the cron Worker's calls reach `/api/internal/sweep` over HTTP: both at once send each mail once.
 */

const SECRET = 'the-server-test-sweep-secret-0123';
const MIN = 60_000;

describe('the Node server sweeps', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;
  let base: string;
  let closeDb = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'meeting-jobs-server-'));
    let url: string | undefined;
    if (/^postgres/.test(process.env.DATABASE_URL ?? '')) {
      const handle = await createTestDb();
      url = handle.url;
      await handle.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
      closeDb = handle.close;
    } else {
      const handle = await openDb(`pglite:${join(dataDir, 'pglite')}`);
      await handle.migrate();
      // not empty, so the server does not seed the demo (not what this test is about)
      await handle.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
      await handle.close();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer({
      env: parseEnv({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, REBUILD_DEBOUNCE_MS: '20', SWEEP_SECRET: SECRET }),
      paths: serverPaths(dataDir),
      log: () => {},
      build: async (outDir) => writeFile(join(outDir, 'index.html'), '<h1>root</h1>'),
      sweepEveryMs: 20,
    });
    await server.rebuild.settled();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await closeDb();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('expires a due request and sends a due reminder once, while the cron Worker calls the endpoint too', async () => {
    const db = server.deps.db;
    const now = Date.now();
    // a slot 50 minutes from now: its hour-before reminder is due; a request whose deadline has passed
    const startsAt = new Date(Math.ceil((now + 50 * MIN) / MIN) * MIN);
    const wall = new Date(startsAt.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
    const [time] = await db
      .insert(meetingTimes)
      .values({
        meeting_date: isoDay(startsAt),
        start_time: wall,
        end_time: wall >= '23:00' ? '23:59' : `${String(Number(wall.slice(0, 2)) + 1).padStart(2, '0')}:${wall.slice(3)}`,
      })
      .returning();
    const [room] = await db.insert(meetingRooms).values({ room_number: 'S1', capacity: 10 }).returning();
    const users = await db
      .insert(meetingUsers)
      .values(
        (['en', 'mn', 'en', 'mn'] as const).map((lang, i) => ({
          name: `Хүн ${i}`,
          name_en: `Person ${i}`,
          email: `server${i}@meet.mn`,
          lang,
        })),
      )
      .returning();
    const meeting = (s: number, r: number, expires_at: Date) =>
      insertMeeting(db, {
        sender_id: users[s].id,
        receiver_id: users[r].id,
        time_id: time.id,
        room_id: room.id,
        meeting_description: '',
        expires_at,
      });
    // an accepted meeting whose reminders were planned a day ago (the database plans with its own
    // clock, now): one transaction, so the interval cannot see it before its jobs are back-dated
    const accepted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(meetings)
        .values({
          sender_id: users[0].id,
          receiver_id: users[1].id,
          time_id: time.id,
          room_id: room.id,
          room_seat: 1,
          meeting_status: 'accepted',
        })
        .returning();
      await tx
        .update(jobs)
        .set({ created_at: new Date(now - 24 * 60 * MIN) })
        .where(like(jobs.key, `meeting-reminder:%:${row.id}:%`));
      return row.id;
    });
    // a request of a minute ago whose deadline is now (inserted with its job due at once)
    const expiring = await meeting(2, 3, new Date(now - 1));

    const cron = () => sweepOnce({ SITE_URL: base, SWEEP_SECRET: SECRET });
    const answers = await Promise.all([cron(), cron(), cron()]);
    expect(answers.every((a) => a.failed === 0)).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await db
              .select()
              .from(jobs)
              .where(eq(jobs.key, `meeting-reminder:hour:${accepted}:${time.id}`))
          )[0].done_at,
      )
      .not.toBeNull();
    await expect.poll(async () => (await db.select().from(meetings).where(eq(meetings.id, expiring)))[0].closed_reason).toBe('expired');
    // more rounds of the interval and the cron change nothing
    await Promise.all([cron(), new Promise((resolve) => setTimeout(resolve, 100))]);

    const mails = await db
      .select({ to: outbox.to, subject: outbox.subject })
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          users.map((u) => u.email),
        ),
      );
    expect(mails.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: 'server0@meet.mn', subject: 'Reminder: your B2B meeting starts soon' },
      { to: 'server1@meet.mn', subject: 'Сануулга: B2B уулзалт удахгүй эхэлнэ' },
      { to: 'server2@meet.mn', subject: 'Your B2B meeting request expired' },
    ]);
    const rows = await db
      .select()
      .from(jobs)
      .where(or(like(jobs.key, `meeting-reminder:%:${accepted}:%`), eq(jobs.key, `meeting-expire:${expiring}`)));
    // the evening reminder was due too but is late (within the hour before): done without a mail
    expect(rows.map((j) => [j.kind, j.attempts, j.done_at !== null])).toEqual(rows.map((j) => [j.kind, 1, true]));
  });

  it('answers the cron Worker over HTTP and refuses a wrong secret', async () => {
    expect(await sweepOnce({ SITE_URL: base, SWEEP_SECRET: SECRET })).toEqual({ ran: expect.any(Number), failed: 0 });
    await expect(sweepOnce({ SITE_URL: base, SWEEP_SECRET: 'not-the-secret-0123456789' })).rejects.toThrow('sweep answered 403');
  });
});
