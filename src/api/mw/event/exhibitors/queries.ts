import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCategories, dirCompanies, dirCompanyCategories, dirMainCategories, eventExhibitors } from '@db/schema';
import { withIsoDate } from '@api/rows';
import { inLang } from '@shared/directory';
import type { Lang } from '@shared/lang';
import type { ExhibitorInsert, ExhibitorSequence } from '@shared/event-exhibitors';

/**
 * The week's exhibitors (issue 27 §5): the admin's list, its writes, and what `/mw/exhibitors` shows
 * (the build reads the same functions). An exhibitor is a directory company; the page shows only
 * published ones (a company whose approval is withdrawn drops off the page, its row stays).
 */
const order = [asc(eventExhibitors.sequence), asc(eventExhibitors.id)];

/** An edition's exhibitors with their company's names and logo, in list order (the admin's list). */
export async function listExhibitors(db: Db, eventId: number) {
  const rows = await db
    .select({
      id: eventExhibitors.id,
      event_id: eventExhibitors.event_id,
      company_id: eventExhibitors.company_id,
      booth: eventExhibitors.booth,
      sequence: eventExhibitors.sequence,
      created_at: eventExhibitors.created_at,
      name_mn: dirCompanies.name_mn,
      name_en: dirCompanies.name_en,
      logo: dirCompanies.logo,
      published: dirCompanies.approval,
    })
    .from(eventExhibitors)
    .innerJoin(dirCompanies, eq(dirCompanies.id, eventExhibitors.company_id))
    .where(eq(eventExhibitors.event_id, eventId))
    .orderBy(...order);
  return rows.map(withIsoDate);
}
export type ExhibitorRow = Awaited<ReturnType<typeof listExhibitors>>[number];

/** Whether the company is published (only those can exhibit: their /yp page exists). */
export async function companyPublished(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dirCompanies.id })
    .from(dirCompanies)
    .where(and(eq(dirCompanies.id, companyId), eq(dirCompanies.approval, true)));
  return Boolean(row);
}

/**
 * A new exhibitor goes last. The unique index (event, company) decides a race: the loser inserts
 * nothing and gets `'duplicate'`.
 */
export async function insertExhibitor(db: Db, values: ExhibitorInsert) {
  const [{ last }] = await db
    .select({ last: max(eventExhibitors.sequence) })
    .from(eventExhibitors)
    .where(eq(eventExhibitors.event_id, values.event_id));
  const [row] = await db
    .insert(eventExhibitors)
    .values({ ...values, sequence: (last ?? 0) + 1 })
    .onConflictDoNothing({ target: [eventExhibitors.event_id, eventExhibitors.company_id] })
    .returning();
  return row ? withIsoDate(row) : ('duplicate' as const);
}

export async function updateBooth(db: Db, id: number, booth: string) {
  const [row] = await db.update(eventExhibitors).set({ booth }).where(eq(eventExhibitors.id, id)).returning();
  return row ? withIsoDate(row) : null;
}

export async function deleteExhibitor(db: Db, id: number) {
  const [row] = await db.delete(eventExhibitors).where(eq(eventExhibitors.id, id)).returning();
  return row ?? null;
}

/**
 * Saves the admin's order in one transaction, only when it lists exactly the edition's current
 * exhibitors (`'changed'` otherwise, nothing written).
 */
export async function saveExhibitorOrder(db: Db, input: ExhibitorSequence) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const current = await t
      .select({ id: eventExhibitors.id })
      .from(eventExhibitors)
      .where(eq(eventExhibitors.event_id, input.event_id))
      .for('update');
    const ids = new Set(current.map((r) => r.id));
    if (ids.size !== input.exhibitors.length || !input.exhibitors.every((e) => ids.has(e.id))) return 'changed' as const;
    for (const e of input.exhibitors) await t.update(eventExhibitors).set({ sequence: e.sequence }).where(eq(eventExhibitors.id, e.id));
    return listExhibitors(t, input.event_id);
  });
}

/** Which of these companies already exhibit at the edition (the picker marks them). */
export async function exhibitingCompanies(db: Db, eventId: number, companyIds: number[]): Promise<Set<number>> {
  if (!companyIds.length) return new Set();
  const rows = await db
    .select({ id: eventExhibitors.company_id })
    .from(eventExhibitors)
    .where(and(eq(eventExhibitors.event_id, eventId), inArray(eventExhibitors.company_id, companyIds)));
  return new Set(rows.map((r) => r.id));
}

/** A card of `/mw/exhibitors`: the company in the page's language, its booth and its main categories. */
export interface PublicExhibitor {
  id: number;
  company_id: number;
  name: string;
  logo: string;
  booth: string;
  categories: { code: string; name: string }[];
}

/** An edition's published exhibitors in `lang`, in list order, with their companies' main categories (two queries). */
export async function publicExhibitors(db: Db, eventId: number, lang: Lang): Promise<PublicExhibitor[]> {
  const rows = await db
    .select({
      id: eventExhibitors.id,
      company_id: eventExhibitors.company_id,
      booth: eventExhibitors.booth,
      name_mn: dirCompanies.name_mn,
      name_en: dirCompanies.name_en,
      logo: dirCompanies.logo,
    })
    .from(eventExhibitors)
    .innerJoin(dirCompanies, eq(dirCompanies.id, eventExhibitors.company_id))
    .where(and(eq(eventExhibitors.event_id, eventId), eq(dirCompanies.approval, true)))
    .orderBy(...order);
  const mains = rows.length
    ? await db
        .selectDistinct({
          company_id: dirCompanyCategories.company_id,
          code: dirMainCategories.code,
          name_mn: dirMainCategories.name_mn,
          name_en: dirMainCategories.name_en,
        })
        .from(dirCompanyCategories)
        .innerJoin(dirCategories, eq(dirCategories.id, dirCompanyCategories.category_id))
        .innerJoin(dirMainCategories, eq(dirMainCategories.code, dirCategories.main_code))
        .where(
          inArray(
            dirCompanyCategories.company_id,
            rows.map((r) => r.company_id),
          ),
        )
        .orderBy(asc(dirMainCategories.code))
    : [];
  return rows.map((r) => ({
    id: r.id,
    company_id: r.company_id,
    name: inLang(lang, r.name_mn, r.name_en),
    logo: r.logo,
    booth: r.booth,
    categories: mains.filter((m) => m.company_id === r.company_id).map((m) => ({ code: m.code, name: inLang(lang, m.name_mn, m.name_en) })),
  }));
}
