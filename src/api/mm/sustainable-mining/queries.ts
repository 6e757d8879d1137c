import { asc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { sustainableMining } from '@db/schema';
import { pagedRows, withIsoDate } from '@api/rows';
import type { Lang } from '@shared/lang';
import type { MiningItem } from '@shared/sustainable-mining';

/** Sustainable-mining items (posters and a PDF, one language each), in the order they were added. */
const miningColumns = {
  id: sustainableMining.id,
  title: sustainableMining.title,
  language: sustainableMining.language,
  pdf: sustainableMining.pdf,
  posters: sustainableMining.posters,
  created_at: sustainableMining.created_at,
};
export async function listMining(db: Db, lang: Lang): Promise<MiningItem[]> {
  const rows = await db
    .select(miningColumns)
    .from(sustainableMining)
    .where(eq(sustainableMining.language, lang))
    .orderBy(asc(sustainableMining.id));
  return rows.map(withIsoDate);
}
export async function pagedMining(db: Db, lang: Lang, page: number, limit: number) {
  const where = eq(sustainableMining.language, lang);
  return pagedRows(
    db.select(miningColumns).from(sustainableMining).where(where).orderBy(asc(sustainableMining.id)).$dynamic(),
    db.$count(sustainableMining, where),
    page,
    limit,
    withIsoDate,
  );
}
export async function findMining(db: Db, id: number) {
  const [row] = await db.select().from(sustainableMining).where(eq(sustainableMining.id, id)).limit(1);
  return row ?? null;
}
export type MiningWrite = { title: string; language: Lang; posters: string[]; pdf?: string };
export async function insertMining(db: Db, w: Required<MiningWrite>) {
  const [row] = await db.insert(sustainableMining).values(w).returning();
  return withIsoDate(row);
}
export async function updateMining(db: Db, id: number, w: MiningWrite) {
  const set = { title: w.title, language: w.language, posters: w.posters, ...(w.pdf ? { pdf: w.pdf } : {}) };
  const [row] = await db.update(sustainableMining).set(set).where(eq(sustainableMining.id, id)).returning();
  return row ? withIsoDate(row) : null;
}
export async function deleteMining(db: Db, id: number) {
  const [row] = await db.delete(sustainableMining).where(eq(sustainableMining.id, id)).returning();
  return row ?? null;
}
