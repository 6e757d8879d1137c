import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventRegistrations, jobs } from '@db/schema';
import { sweepJobs } from '@api/jobs';
import { createTestApp } from '../helpers/app';

/** The privacy notice's promise (/mw/privacy): registrations are deleted two years after they were made, by a daily job. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (first_name: string, created_at: Date) => ({
  first_name,
  last_name: 'Дорж',
  company: 'Оюу',
  country: 'Монгол',
  email: `${first_name.toLowerCase()}@example.mn`,
  phone_number: '99112233',
  created_at,
});

describe('registration retention', () => {
  it('is planned by the migration, deletes registrations older than two years, keeps the rest, and comes back the next day', async () => {
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, 'registration-retention'));
    expect(job).toMatchObject({ kind: 'registration-retention', done_at: null });

    const now = new Date('2028-09-20T02:00:00Z');
    await t.db
      .insert(eventRegistrations)
      .values([
        person('Old', new Date('2026-09-19T23:00:00Z')),
        person('Recent', new Date('2026-09-20T03:00:00Z')),
        person('New', new Date('2028-09-01T00:00:00Z')),
      ]);
    const result = await sweepJobs(t.deps, now);
    expect(result.failed).toBe(0);
    expect((await t.db.select({ first: eventRegistrations.first_name }).from(eventRegistrations)).map((r) => r.first).sort()).toEqual([
      'New',
      'Recent',
    ]);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.key, 'registration-retention'));
    expect(after).toMatchObject({ done_at: null, claimed_at: null, attempts: 0, last_error: null });
    expect(after.due_at.getTime()).toBe(now.getTime() + 86_400_000);

    // the next day's run removes the one that has now turned two years old
    await sweepJobs(t.deps, new Date(now.getTime() + 86_400_000));
    expect((await t.db.select({ first: eventRegistrations.first_name }).from(eventRegistrations)).map((r) => r.first)).toEqual(['New']);
  });
});
