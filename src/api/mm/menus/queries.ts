import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '@db/client';
import { categories, news, staticData } from '@db/schema';
import type { CategoryInput } from '@shared/menus';

/** Menu items (categories) and their static pages, for the admin and the build. */
export type Category = typeof categories.$inferSelect;
export type StaticPage = typeof staticData.$inferSelect;

export async function findCategory(db: Db, cid: number): Promise<Category | null> {
  const [row] = await db.select().from(categories).where(eq(categories.cid, cid)).limit(1);
  return row ?? null;
}

/** The parent of a menu item (null at the top level or for an unknown item). */
export async function parentOf(db: Db, cid: number): Promise<number | null> {
  const [row] = await db.select({ pid: categories.pid }).from(categories).where(eq(categories.cid, cid)).limit(1);
  return row?.pid ?? null;
}

export async function newsCountOf(db: Db, cid: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(news).where(eq(news.category_cid, cid));
  return n;
}

export async function childCountOf(db: Db, cid: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.pid, cid), ne(categories.cid, cid)));
  return n;
}

/** A new item goes last among its siblings unless a sequence was given. */
async function nextSequence(db: Db, pid: number | null, level: number): Promise<number> {
  const rows = await db
    .select({ sequence: categories.sequence })
    .from(categories)
    .where(pid === null ? eq(categories.category_level, level) : eq(categories.pid, pid));
  return rows.reduce((m, r) => Math.max(m, r.sequence), 0) + 1;
}

const writable = (v: CategoryInput) => ({
  pid: v.pid,
  category: v.category,
  category_en: v.category_en,
  category_status: v.category_status,
  page_type: v.page_type,
  category_level: v.category_level,
});

export async function insertCategory(db: Db, v: CategoryInput): Promise<Category> {
  const sequence = v.sequence ?? (await nextSequence(db, v.pid, v.category_level));
  const [row] = await db
    .insert(categories)
    .values({ ...writable(v), sequence })
    .returning();
  return row;
}

export async function updateCategory(db: Db, cid: number, v: CategoryInput): Promise<Category | null> {
  const [row] = await db
    .update(categories)
    .set({ ...writable(v), ...(v.sequence === undefined ? {} : { sequence: v.sequence }) })
    .where(eq(categories.cid, cid))
    .returning();
  return row ?? null;
}

/** Deletes a menu item (its static page goes with it); the deleted item and page, or null. */
export async function deleteCategory(db: Db, cid: number): Promise<{ category: Category; page: StaticPage | null } | null> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select().from(staticData).where(eq(staticData.category_cid, cid));
    const [row] = await tx.delete(categories).where(eq(categories.cid, cid)).returning();
    return row ? { category: row, page: page ?? null } : null;
  });
}

export async function staticOf(db: Db, cid: number): Promise<StaticPage | null> {
  const [row] = await db.select().from(staticData).where(eq(staticData.category_cid, cid)).limit(1);
  return row ?? null;
}

export async function findStatic(db: Db, id: number): Promise<StaticPage | null> {
  const [row] = await db.select().from(staticData).where(eq(staticData.id, id)).limit(1);
  return row ?? null;
}

export async function insertStatic(db: Db, v: { category_cid: number; text: string; text_en: string }): Promise<StaticPage> {
  const [row] = await db.insert(staticData).values(v).returning();
  return row;
}

export async function updateStatic(db: Db, id: number, v: { category_cid: number; text: string; text_en: string }) {
  const [row] = await db.update(staticData).set(v).where(eq(staticData.id, id)).returning();
  return row ?? null;
}
