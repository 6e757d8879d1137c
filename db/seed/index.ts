import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, news } from '../schema';
import type { Storage } from '@platform/ports';
import { storeSeedFiles } from './files/store';
import { insertContent } from './rows';
import { seedEvent } from './event';
import { seedDirectory } from './directory';
import { seedMeetings } from './meetings';
import { seedEventExhibitors } from './event/exhibitors';

/** True on a fresh database: no menu and no news yet (the seed never overwrites real content). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [[menu], [articles]] = await Promise.all([db.select({ n: count() }).from(categories), db.select({ n: count() }).from(news)]);
  return menu.n === 0 && articles.n === 0;
}

/**
 * Bilingual demo content for the association site: files first (generated in code, stored under
 * `seed/`), then every row in one transaction, so a failure leaves no half-seeded database.
 * Dates are relative to `now`; `news` articles (default 72) and directory `companies` (default 320) are generated from templates;
 * `meetings: false` and `event: false` leave the B2B meetings or the event site out (a test seeding an older release's schema).
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  opts: { news?: number; companies?: number; now?: Date; meetings?: boolean; event?: boolean } = {},
): Promise<Record<string, number>> {
  const now = opts.now ?? new Date();
  const files = await storeSeedFiles(storage, now);
  return db.transaction(async (tx) => {
    const counts = await insertContent(tx, files, now, opts.news ?? 72);
    if (opts.event !== false) await seedEvent({ db: tx, storage, now, counts });
    await seedDirectory({ db: tx, storage, now, counts, companies: opts.companies });
    // the week's exhibitors are directory companies: after the directory
    if (opts.event !== false) await seedEventExhibitors({ db: tx, counts });
    if (opts.meetings !== false) await seedMeetings({ db: tx, storage, now, counts });
    return counts;
  });
}
