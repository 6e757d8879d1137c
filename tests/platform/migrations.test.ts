import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '@db/client';
import { appliedMigrations, migrationsUpTo, readJournal, type JournalEntry } from '@db/migration-levels';
import { rowsOf } from '@db/prepared';
import { news } from '@db/schema';
import { seedDemo } from '@db/seed';
import { localStorage } from '@platform/storage/local';
import { createTestDb } from '../helpers/db';

/**
 * SECURITY 27: the migrations apply to an empty database and to the previous release's (every
 * migration but the last) with data in it, each under `lock_timeout = 2s` (the default of
 * `migrate()`); a lock the migration cannot get fails it quickly and leaves nothing half-applied.
 */
const onPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '');
let journal: JournalEntry[];
let work: string;
/** A table the newest migration alters (its first `ALTER TABLE`): a reader holding it makes the migration wait. */
let altered: string;

const codeOf = (err: unknown): string | undefined => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code) return e.code;
  return undefined;
};
/** Every column of the public schema ("table.column"): what a migration changed, or left alone. */
const columns = async (db: Parameters<typeof rowsOf>[0]) =>
  (
    await rowsOf<{ c: string }>(
      db,
      sql`select table_name || '.' || column_name as c from information_schema.columns where table_schema = 'public' order by 1`,
    )
  ).map((r) => r.c);

beforeAll(async () => {
  journal = await readJournal();
  const newest = await readFile(join(MIGRATIONS_DIR, `${journal.at(-1)!.tag}.sql`), 'utf8');
  altered = newest.match(/ALTER TABLE "(\w+)"/)![1];
  work = await mkdtemp(join(tmpdir(), 'migrations-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('migrations', () => {
  it('apply to an empty database under lock_timeout 2s', { timeout: 120_000 }, async () => {
    const h = await createTestDb({ migrate: false });
    try {
      await h.migrate({ lockTimeout: '2s' });
      expect((await appliedMigrations(h.db)).map((m) => m.createdAt)).toEqual(journal.map((j) => j.when));
    } finally {
      await h.close();
    }
  });

  describe("from the previous release's schema, with data", () => {
    let h: Awaited<ReturnType<typeof createTestDb>>;
    let articles: number;
    beforeAll(async () => {
      h = await createTestDb({ migrate: false });
      const previous = await migrationsUpTo(journal.length - 1);
      try {
        await h.migrate({ folder: previous.folder });
      } finally {
        await previous.remove();
      }
      // the seed writes today's columns: the tables the newest migration alters get their rows in the previous release's SQL below
      await seedDemo(h.db, localStorage(join(work, 'files')), { news: 40, companies: 24, event: false });
      // a registration and a speaker (0010 lets one e-mail register several people, and gives speakers a biography)
      await h.db.execute(sql`insert into event_registrations (first_name, last_name, company, country, email, phone_number)
        values ('Бат', 'Дорж', 'Оюу', 'Монгол', 'office@example.mn', '99112233')`);
      await h.db.execute(sql`insert into event_presenters (name_mn, name_en, position_mn, position_en, profile_img)
        values ('Бат', 'Bat', 'Захирал', 'Director', '/x.png')`);
      await h.db.execute(
        sql`insert into meeting_users (name, name_en, email) values ('Бат', 'Bat', 'bat@example.mn'), ('Сараа', 'Saraa', 'saraa@example.mn')`,
      );
      await h.db.execute(sql`insert into meeting_rooms (room_number, capacity) values ('A', 2)`);
      await h.db.execute(sql`insert into meeting_times (meeting_date, start_time, end_time) values ('2026-06-01', '10:00', '11:00')`);
      await h.db.execute(sql`insert into meetings (sender_id, receiver_id, time_id, room_id, room_seat, meeting_status)
        select s.id, r.id, t.id, m.id, 1, 'cancelled' from meeting_users s, meeting_users r, meeting_times t, meeting_rooms m
        where s.email = 'bat@example.mn' and r.email = 'saraa@example.mn'`);
      articles = (await h.db.select({ n: count() }).from(news))[0].n;
    }, 180_000);
    afterAll(() => h?.close());

    it.skipIf(!onPostgres)(
      'a lock held by a reader of a table the migration alters fails it within the timeout, with nothing applied',
      { timeout: 60_000 },
      async () => {
        const reader = new pg.Client({ connectionString: h.url });
        await reader.connect();
        const before = await columns(h.db);
        try {
          await reader.query('begin');
          await reader.query(`select count(*) from "${altered}"`); // ALTER TABLE needs ACCESS EXCLUSIVE: it waits for this
          const started = Date.now();
          const err = await h.migrate().then(
            () => null,
            (e: unknown) => e,
          );
          const waited = Date.now() - started;
          expect(codeOf(err)).toBe('55P03'); // lock_not_available
          expect(waited).toBeGreaterThanOrEqual(1900);
          expect(waited).toBeLessThan(15_000);
          expect(await appliedMigrations(h.db)).toHaveLength(journal.length - 1); // one transaction: all rolled back
          expect(await columns(h.db)).toEqual(before);
        } finally {
          await reader.query('rollback').catch(() => {});
          await reader.end();
        }
      },
    );

    it('apply the last one under lock_timeout 2s while a reader holds a busy table, and keep the data', { timeout: 60_000 }, async () => {
      const reader = onPostgres ? new pg.Client({ connectionString: h.url }) : null;
      await reader?.connect();
      try {
        await reader?.query('begin');
        await reader?.query('select count(*) from news'); // the site's busiest table: the migration does not touch it
        await h.migrate({ lockTimeout: '2s' });
        expect(await appliedMigrations(h.db)).toHaveLength(journal.length);
      } finally {
        await reader?.query('commit');
        await reader?.end();
      }
      expect((await h.db.select({ n: count() }).from(news))[0].n).toBe(articles);
      const [registration] = await rowsOf<{ attendee_type: string; consent_at: string | null }>(
        h.db,
        sql`select attendee_type, consent_at from event_registrations`,
      );
      expect(registration).toEqual({ attendee_type: 'visitor', consent_at: null });
      // a second person from the same office address is now allowed
      await h.db.execute(sql`insert into event_registrations (first_name, last_name, company, country, email, phone_number)
        values ('Сараа', 'Дорж', 'Оюу', 'Монгол', 'office@example.mn', '99112234')`);
      const [speaker] = await rowsOf<{ bio_en: string }>(h.db, sql`select bio_en from event_presenters`);
      expect(speaker).toEqual({ bio_en: '' });
    });
  });

  it('match the schema files: drizzle-kit generate has nothing to add', { timeout: 120_000 }, async () => {
    const out = join(work, 'generated');
    await cp(MIGRATIONS_DIR, out, { recursive: true });
    const before = await readdir(out);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        'node_modules/drizzle-kit/bin.cjs',
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './db/schema/index.ts',
        '--out',
        relative(process.cwd(), out), // drizzle-kit takes it relative to the working folder
        '--name',
        'check',
      ],
      { timeout: 100_000 },
    );
    expect(stdout).toContain('No schema changes');
    expect(await readdir(out)).toEqual(before);
  });
});
