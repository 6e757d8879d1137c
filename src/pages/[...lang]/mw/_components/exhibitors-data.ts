import { inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { meetingUsers } from '@db/schema';
import { publicExhibitors, type PublicExhibitor } from '@api/mw/event/exhibitors/queries';
import { EVENT_ID } from '@shared/event';
import { LANGS, type Lang } from '@shared/lang';
import { langParam } from '@lib/routes';
import { withCacheKeys } from '@site-data/page-cache';

/** A card of `/mw/exhibitors`: the exhibitor, and whether its company takes B2B meetings (it has a meeting user). */
export type ExhibitorCard = PublicExhibitor & { meets: boolean };

/** The companies of these ids that have a meeting user (they can be met at `/yp/meetings`). */
async function meetingCompanies(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectDistinct({ id: meetingUsers.company_id }).from(meetingUsers).where(inArray(meetingUsers.company_id, ids));
  return new Set(rows.map((r) => r.id!));
}

/**
 * `/mw/exhibitors` in both languages. Everything a card shows (the company's name, logo, main
 * categories, booth, meeting flag) is in the props, so the cache key changes when an exhibitor, its
 * company or its categories change (a company renamed in the directory re-renders the page).
 */
export async function exhibitorPaths(db: Db) {
  const entries = await Promise.all(
    LANGS.map(async (lang: Lang) => {
      const exhibitors = await publicExhibitors(db, EVENT_ID, lang);
      const meets = await meetingCompanies(
        db,
        exhibitors.map((e) => e.company_id),
      );
      const cards: ExhibitorCard[] = exhibitors.map((e) => ({ ...e, meets: meets.has(e.company_id) }));
      return { params: { lang: langParam(lang) }, props: { lang, exhibitors: cards } };
    }),
  );
  return withCacheKeys(db, entries);
}
