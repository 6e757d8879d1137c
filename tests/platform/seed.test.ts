import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@db/client';
import * as s from '@db/schema';
import { isDatabaseEmpty, seedDemo } from '@db/seed';
import { clearContent, CONTENT_TABLES } from '@db/seed/clear';
import type { Storage } from '@platform/ports';
import { localStorage } from '@platform/storage/local';
import { sniff } from '@platform/storage/sniff';
import { isPrivateKey } from '@platform/storage/keys';
import { createTestDb } from '../helpers/db';
import { meetingUserSchema } from '@shared/meetings';

const NOW = new Date('2026-03-15T04:00:00Z');
const DAY = 86_400_000;

let handle: DbHandle;
let dir: string;
let storage: Storage;
let emptyBefore: boolean;
let counts: Record<string, number>;

const rowsIn = async (table: PgTable) => (await handle.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  handle = await createTestDb();
  dir = await mkdtemp(join(tmpdir(), 'seed-'));
  storage = localStorage(dir);
  emptyBefore = await isDatabaseEmpty(handle.db);
  counts = await seedDemo(handle.db, storage, { now: NOW });
});
afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('fills an empty database and reports the rows per table', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    for (const table of CONTENT_TABLES) {
      const name = getTableName(table);
      if (name === 'verification_codes') continue; // codes exist only while someone signs in
      expect(await rowsIn(table), name).toBeGreaterThan(0);
      expect(counts[name], name).toBe(await rowsIn(table));
    }
  });

  it('makes the meetings demo: 80+ users of all three types, 3 days x 8 hourly slots, 6 rooms, 40+ meetings in every state', async () => {
    const db = handle.db;
    const types = await db.select({ type: s.meetingUsers.user_type, n: count() }).from(s.meetingUsers).groupBy(s.meetingUsers.user_type);
    expect(types.map((t) => t.type).sort()).toEqual(['Attendee', 'Exhibitor', 'Sponsor']);
    expect(types.reduce((sum, t) => sum + t.n, 0)).toBeGreaterThanOrEqual(80);
    const days = await db
      .select({ day: s.meetingTimes.meeting_date, n: count() })
      .from(s.meetingTimes)
      .groupBy(s.meetingTimes.meeting_date);
    expect(days.map((d) => d.n)).toEqual([8, 8, 8]);
    expect(days.every((d) => d.day > NOW.toISOString().slice(0, 10))).toBe(true); // bookable in the demo
    expect(await rowsIn(s.meetingRooms)).toBe(6);
    const states = await db.select({ status: s.meetings.meeting_status, n: count() }).from(s.meetings).groupBy(s.meetings.meeting_status);
    expect(states.map((t) => t.status).sort()).toEqual(['accepted', 'cancelled', 'pending']);
    expect(states.reduce((sum, t) => sum + t.n, 0)).toBeGreaterThanOrEqual(40);
    // every live meeting holds both people's seats
    const live = states.filter((t) => t.status !== 'cancelled').reduce((sum, t) => sum + t.n, 0);
    expect(await rowsIn(s.meetingSeats)).toBe(2 * live);
  });

  it('writes at least 60 bilingual articles over 6+ categories and 12+ months', async () => {
    const db = handle.db;
    const byCategory = await db.select({ cid: s.news.category_cid, n: count() }).from(s.news).groupBy(s.news.category_cid);
    const cids = byCategory.map((c) => c.cid);
    expect(await rowsIn(s.news)).toBeGreaterThanOrEqual(60);
    expect(cids.length).toBeGreaterThanOrEqual(6);
    expect(cids).toEqual(expect.arrayContaining([8, 13, 17, 18]));
    const [stats] = await db
      .select({
        months: sql<number>`count(distinct to_char(${s.news.created_at}, 'YYYY-MM'))::int`,
        newest: sql<string>`max(${s.news.created_at})`,
        inactive: sql<number>`count(*) filter (where not ${s.news.news_status})::int`,
        mongolianOnly: sql<number>`count(*) filter (where ${s.news.title_en} = '')::int`,
        missingMongolian: sql<number>`count(*) filter (where ${s.news.title} = '' or ${s.news.text} not like '<p>%')::int`,
        images: sql<number>`count(distinct ${s.news.image})::int`,
      })
      .from(s.news);
    expect(stats.months).toBeGreaterThanOrEqual(12);
    expect(new Date(stats.newest).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(stats.inactive).toBeGreaterThanOrEqual(2);
    expect(stats.mongolianOnly).toBeGreaterThanOrEqual(2);
    expect(stats.missingMongolian).toBe(0);
    expect(stats.images).toBeGreaterThan(6);
    const [sample] = await db
      .select()
      .from(s.news)
      .where(sql`${s.news.title_en} <> ''`)
      .limit(1);
    expect(sample.text).toMatch(/[ӨөҮү]/);
    expect(sample.text_en).toMatch(/^<p>[A-Za-z0-9]/);
  });

  it('builds a menu tree whose news categories and static pages are complete', async () => {
    const menu = await handle.db.select().from(s.categories);
    const byId = new Map(menu.map((c) => [c.cid, c]));
    expect(new Set(menu.map((c) => c.category_level))).toEqual(new Set([1, 2, 3]));
    for (const c of menu) {
      expect(c.category && c.category_en, `menu ${c.cid}`).toBeTruthy();
      if (c.category_level === 3) expect(c.page_type).toBe('static');
      if (c.category_level > 1) expect(byId.get(c.pid!)?.category_level).toBe(c.category_level - 1);
    }
    for (const cid of [8, 13, 17, 18]) expect(byId.get(cid)?.page_type).toBe('news');
    const pages = await handle.db.select().from(s.staticData);
    const staticIds = menu.filter((c) => c.page_type === 'static').map((c) => c.cid);
    expect(pages.map((p) => p.category_cid).sort()).toEqual(staticIds.sort());
    for (const p of pages) expect(p.text.startsWith('<h2>') && p.text_en.startsWith('<h2>')).toBe(true);
    // the serial was moved past the explicit ids, so the admin's next menu item does not collide
    const [added] = await handle.db.insert(s.categories).values({ category: 'Шинэ', category_en: 'New' }).returning();
    expect(added.cid).toBe(Math.max(...menu.map((c) => c.cid)) + 1);
    await handle.db.delete(s.categories).where(sql`${s.categories.cid} = ${added.cid}`);
  });

  it('lists people of all four about-us categories', async () => {
    const people = await handle.db.select().from(s.aboutPeople);
    const of = (c: string) => people.filter((p) => p.about_category === c);
    expect(of('President').every((p) => p.years_of_work)).toBe(true);
    expect(of('Association').every((p) => p.position && p.company && p.company_en)).toBe(true);
    expect(of('Office')).toHaveLength(7);
    expect(of('Office').every((p) => /^[a-z]+@[a-z-]+\.mn$/.test(p.email))).toBe(true);
    expect(of('Auditor').length).toBeGreaterThan(0);
  });

  it('has five assessment sections, each with questions under valid dotted indexes', async () => {
    const questions = await handle.db.select().from(s.assessmentQuestions);
    const sections = questions.filter((q) => q.pid === null);
    expect(sections).toHaveLength(5);
    for (const q of questions) {
      expect(q.cid).toMatch(/^\d+(\.\d+)+$/);
      if (q.pid !== null) expect(q.pid).toBe(q.cid.split('.').slice(0, -1).join('.'));
    }
    for (const section of sections) {
      const children = questions.filter((q) => q.pid === section.cid);
      expect(children.length, section.cid).toBeGreaterThanOrEqual(3);
      expect(children.length, section.cid).toBeLessThanOrEqual(5);
    }
  });

  it('puts trades in the last 30 days and notices around them', async () => {
    const trades = await handle.db.select().from(s.trades);
    const notices = await handle.db.select().from(s.notices);
    expect(trades.length).toBeGreaterThanOrEqual(60);
    expect(notices.length).toBeGreaterThanOrEqual(30);
    for (const t of trades) {
      expect(t.trade_datetime.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(t.trade_datetime.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 30 * DAY);
      expect(Number(t.price)).toBeGreaterThanOrEqual(Number(t.min_price));
    }
    expect(new Set(trades.map((t) => t.product_name)).size).toBeGreaterThanOrEqual(5);
    expect(notices.filter((n) => n.sell_datetime.getTime() >= NOW.getTime() - 30 * DAY).length).toBe(notices.length);
  });

  it('stores every file a row links to, with the right magic bytes', async () => {
    const db = handle.db;
    const images = [
      ...(await db.select({ u: s.news.image }).from(s.news)),
      ...(await db.select({ u: s.banners.image }).from(s.banners)),
      ...(await db.select({ u: s.aboutPeople.profile }).from(s.aboutPeople)),
      ...(await db.select({ u: s.partnerLogos.logo }).from(s.partnerLogos)),
      ...(await db.select({ u: s.memberLogos.logo }).from(s.memberLogos)),
      ...(await db.select({ u: s.memberCompanies.logo }).from(s.memberCompanies)),
      ...(await db.select({ u: s.reports.image }).from(s.reports)),
      ...(await db.select({ u: s.minerals.image }).from(s.minerals)),
      ...(await db.select({ p: s.sustainableMining.posters }).from(s.sustainableMining)).flatMap((r) => r.p.map((u) => ({ u }))),
    ].map((r) => r.u);
    const pdfs = [
      ...(await db.select({ u: s.documents.pdf }).from(s.documents)),
      ...(await db.select({ u: s.reports.pdf }).from(s.reports)),
      ...(await db.select({ u: s.sustainableMining.pdf }).from(s.sustainableMining)),
      ...(await db.select({ u: s.attachments.official_document }).from(s.attachments)),
      ...(await db.select({ u: s.attachments.form }).from(s.attachments)),
      ...(await db.select({ u: s.memberAnswers.proof_file }).from(s.memberAnswers)).filter((r) => r.u !== null),
      ...(await db.select({ t: s.staticData.text }).from(s.staticData)).flatMap((r) =>
        [...r.t.matchAll(/href="(\/files\/[^"]+)"/g)].map((m) => ({ u: m[1] })),
      ),
    ].map((r) => r.u!);
    const videos = (await db.select({ u: s.videos.video }).from(s.videos)).map((r) => r.u);
    expect(pdfs.some((u) => u.includes('anniversary'))).toBe(true);
    const expected: [string[], string][] = [
      [images, 'png'],
      [pdfs, 'pdf'],
      [videos, 'mp4'],
    ];
    for (const [urls, type] of expected) {
      expect(urls.length).toBeGreaterThan(0);
      for (const url of new Set(urls)) {
        const key = storage.keyFromUrl(url);
        expect(key, url).not.toBeNull();
        const file = await storage.get(key!);
        expect(file, url).not.toBeNull();
        expect(sniff(file!.body), url).toBe(type);
      }
    }
    expect(new Set(images).size).toBeLessThan(120); // a pool of pictures, not one per article
  });

  it('keeps the demo assessment proofs and attachments under the private folder (SECURITY.md 21)', async () => {
    const db = handle.db;
    const urls = [
      ...(await db.select({ u: s.attachments.official_document }).from(s.attachments)),
      ...(await db.select({ u: s.attachments.form }).from(s.attachments)),
      ...(await db.select({ u: s.memberAnswers.proof_file }).from(s.memberAnswers)).filter((r) => r.u !== null),
    ].map((r) => r.u!);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(isPrivateKey(storage.keyFromUrl(url) ?? ''), url).toBe(true);
  });

  it('refuses to seed twice and leaves the first content untouched', async () => {
    const before = await rowsIn(s.news);
    await expect(seedDemo(handle.db, storage, { news: 5, now: NOW })).rejects.toThrow();
    expect(await rowsIn(s.news)).toBe(before);
    expect(await rowsIn(s.categories)).toBe(counts.categories);
  });

  it('after clearing, seeds exactly the requested number of articles', async () => {
    await clearContent(handle.db);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const again = await seedDemo(handle.db, storage, { news: 300, now: NOW });
    expect(again.news).toBe(300);
    expect(await rowsIn(s.news)).toBe(300);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });
});

describe('demo seed: meeting users (issue 26)', () => {
  it("gives every meeting user an e-mail the sign-in's own schema takes (no '….mn')", async () => {
    const rows = await handle.db.select({ email: s.meetingUsers.email }).from(s.meetingUsers);
    expect(rows.length).toBeGreaterThan(0);
    const refused = rows.filter((r) => !meetingUserSchema.shape.email.safeParse(r.email).success).map((r) => r.email);
    expect(refused).toEqual([]);
  });
});
