import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@db/client';
import { dirCompanies, dirMainCategories, eventExhibitors } from '@db/schema';
import { seedDemo } from '@db/seed';
import { setContentDb } from '@platform/content-db';
import { localStorage } from '@platform/storage/local';
import { exhibitorPaths } from '../../src/pages/[...lang]/mw/_components/exhibitors-data';
import { createTestDb } from '../helpers/db';

/**
 * `/mw/exhibitors` renders from its props, which its cache key hashes: the page reads exhibitors AND
 * their companies (names, logos, main categories) and meeting users, so a change to any of those in
 * the directory must change the key (DESIGN §7), and an unrelated company must not.
 */
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db, localStorage(await mkdtemp(join(tmpdir(), 'files-'))));
  setContentDb(handle.db);
}, 120_000);
afterAll(() => handle.close());

const keys = async () => (await exhibitorPaths(handle.db)).map((e) => e.cacheKey);

describe('exhibitors page at build time', () => {
  it('lists the 24 seeded exhibitors in both languages, in order, with booths and main categories', async () => {
    const entries = await exhibitorPaths(handle.db);
    expect(entries.map((e) => e.params.lang)).toEqual([undefined, 'en']);
    const [mn, en] = entries.map((e) => e.props.exhibitors);
    expect(mn).toHaveLength(24);
    expect(en.map((e) => e.company_id)).toEqual(mn.map((e) => e.company_id));
    expect(mn[0].booth).toMatch(/^[A-D]-\d{2}$/);
    expect(mn.at(-1)!.booth).toBe('');
    expect(mn.some((e) => e.meets) && mn.some((e) => !e.meets)).toBe(true);
    expect(mn.every((e) => e.categories.length > 0)).toBe(true);
    expect(en[0].name).not.toBe(mn[0].name);
  });

  it('changes its cache key when an exhibiting company is renamed or a main category renamed, not for another company', async () => {
    const before = await keys();
    const [first] = await handle.db.select().from(eventExhibitors).orderBy(eventExhibitors.sequence).limit(1);
    const exhibiting = new Set((await handle.db.select({ id: eventExhibitors.company_id }).from(eventExhibitors)).map((r) => r.id));
    const other = (await handle.db.select({ id: dirCompanies.id }).from(dirCompanies)).find((c) => !exhibiting.has(c.id))!;

    await handle.db.update(dirCompanies).set({ name_en: 'RENAMED ELSEWHERE LLC' }).where(eq(dirCompanies.id, other.id));
    expect(await keys()).toEqual(before);

    await handle.db.update(dirCompanies).set({ name_en: 'RENAMED EXHIBITOR LLC' }).where(eq(dirCompanies.id, first.company_id));
    const renamed = await keys();
    expect(renamed[1]).not.toBe(before[1]);
    expect((await exhibitorPaths(handle.db))[1].props.exhibitors[0].name).toBe('RENAMED EXHIBITOR LLC');

    await handle.db.update(dirMainCategories).set({ name_mn: 'Шинэ нэр' }).where(eq(dirMainCategories.code, '01'));
    expect((await keys())[0]).not.toBe(renamed[0]);

    await handle.db.update(eventExhibitors).set({ booth: 'Z-99' }).where(eq(eventExhibitors.id, first.id));
    const booth = await keys();
    expect(booth.every((k, i) => k !== renamed[i])).toBe(true);
  });
});
