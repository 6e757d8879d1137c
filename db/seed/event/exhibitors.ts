import { asc, eq } from 'drizzle-orm';
import { dirCompanies, eventExhibitors } from '@db/schema';
import { EVENT_ID } from '@shared/event';
import { insertAll } from '../batch';
import type { EventSeedContext } from './context';

/** How many of the seeded directory's companies exhibit, and every how many-th published company is one. */
const EXHIBITORS = 24;
const STRIDE = 3;
const HALLS = ['A', 'B', 'C', 'D'];

/**
 * The week's exhibitors (issue 27 §5): every third published directory company (so some are the
 * meetings seed's exhibitors and sponsors and some take no meetings), booths like 'A-12' across four
 * halls; the last one's booth is not given yet. Runs after the directory seed (it reads its companies).
 */
export async function seedEventExhibitors({ db, counts }: Pick<EventSeedContext, 'db' | 'counts'>): Promise<void> {
  const companies = await db
    .select({ id: dirCompanies.id })
    .from(dirCompanies)
    .where(eq(dirCompanies.approval, true))
    .orderBy(asc(dirCompanies.id))
    .limit(EXHIBITORS * STRIDE);
  const chosen = companies.filter((_, k) => k % STRIDE === 0).slice(0, EXHIBITORS);
  await insertAll(
    db,
    counts,
    eventExhibitors,
    chosen.map((c, k) => ({
      event_id: EVENT_ID,
      company_id: c.id,
      booth:
        k === chosen.length - 1
          ? ''
          : `${HALLS[k % HALLS.length]}-${String(10 + Math.floor(k / HALLS.length) * 2 + (k % 2)).padStart(2, '0')}`,
      sequence: k + 1,
    })),
  );
}
