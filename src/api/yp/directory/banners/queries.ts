import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirBanners } from '@db/schema';
import type { DirectoryBanner } from '@shared/directory';
import type { DirectoryBannerSequence } from '@shared/directory-catban';

const toBanner = (r: typeof dirBanners.$inferSelect): DirectoryBanner => ({ id: r.id, image: r.image, sequence: r.sequence });

/** The directory's banners in slide order (the public call, the category pages, the admin list). */
export async function bannerList(db: Db): Promise<DirectoryBanner[]> {
  const rows = await db.select().from(dirBanners).orderBy(asc(dirBanners.sequence), asc(dirBanners.id));
  return rows.map(toBanner);
}

/** A new banner goes last (sequence = last + 1). */
export async function insertBanner(db: Db, image: string): Promise<DirectoryBanner> {
  return db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(dirBanners.sequence) }).from(dirBanners);
    const [row] = await tx
      .insert(dirBanners)
      .values({ image, sequence: (last ?? 0) + 1 })
      .returning();
    return toBanner(row);
  });
}

/** Deletes a banner and renumbers the others 1..n; the deleted row (for its file) or null when missing. */
export async function deleteBanner(db: Db, id: number): Promise<DirectoryBanner | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.delete(dirBanners).where(eq(dirBanners.id, id)).returning();
    if (!row) return null;
    for (const [k, b] of (await bannerList(t)).entries())
      if (b.sequence !== k + 1)
        await t
          .update(dirBanners)
          .set({ sequence: k + 1 })
          .where(eq(dirBanners.id, b.id));
    return toBanner(row);
  });
}

/**
 * Saves the admin's order in one transaction, only when it lists exactly the current banners
 * (`'mismatch'` otherwise, nothing changed); the sequences (1..n) are checked by the schema.
 */
export async function saveBannerSequence(db: Db, input: DirectoryBannerSequence): Promise<DirectoryBanner[] | 'mismatch'> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const current = new Set((await bannerList(t)).map((b) => b.id));
    const listed = input.banners.map((b) => b.id);
    if (listed.length !== current.size || !listed.every((id) => current.has(id))) return 'mismatch' as const;
    for (const b of input.banners) await t.update(dirBanners).set({ sequence: b.sequence }).where(eq(dirBanners.id, b.id));
    return bannerList(t);
  });
}
