import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '@db/client';
import { banners, socialLinks } from '@db/schema';
import type { BannerSequence, SocialLinkInput } from '@shared/home';

/** Home-page data: the API routes and the static build both read through these. */
export type Banner = typeof banners.$inferSelect;
export type SocialLink = typeof socialLinks.$inferSelect;

export function bannerList(db: Db): Promise<Banner[]> {
  return db.select().from(banners).orderBy(asc(banners.sequence), asc(banners.id));
}

/** A new banner goes last. */
export async function insertBanner(db: Db, image: string): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [{ last }] = await tx.select({ last: max(banners.sequence) }).from(banners);
    const [row] = await tx
      .insert(banners)
      .values({ image, sequence: (last ?? 0) + 1 })
      .returning();
    return row;
  });
}

/** Renumbers every banner 1..n in the given order (rows not listed keep their order, after those listed). */
async function renumber(tx: Db, orderedIds: number[]) {
  for (const [k, id] of orderedIds.entries())
    await tx
      .update(banners)
      .set({ sequence: k + 1 })
      .where(eq(banners.id, id));
}

/** Deletes a banner and closes the gap it leaves; the row (for its file) or null when missing. */
export async function deleteBanner(db: Db, id: number): Promise<Banner | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) return null;
    await renumber(
      tx as unknown as Db,
      (await bannerList(tx as unknown as Db)).map((b) => b.id),
    );
    return row;
  });
}

export class UnknownBannerError extends Error {
  constructor(readonly id: number) {
    super(`banner ${id} not found`);
  }
}

/**
 * Saves the admin's order in one transaction: the listed banners by their `sequence`, renumbered
 * from 1; an unknown id rolls the whole save back.
 */
export async function saveBannerSequence(db: Db, input: BannerSequence): Promise<Banner[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const current = await bannerList(t);
    const known = new Set(current.map((b) => b.id));
    const missing = input.banners.find((b) => !known.has(b.id));
    if (missing) throw new UnknownBannerError(missing.id);
    const listed = [...input.banners].sort((a, b) => a.sequence - b.sequence || a.id - b.id).map((b) => b.id);
    const rest = current.filter((b) => !listed.includes(b.id)).map((b) => b.id);
    await renumber(t, [...listed, ...rest]);
    return bannerList(t);
  });
}

export function socialLinkList(db: Db): Promise<SocialLink[]> {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.id));
}

export async function insertSocialLink(db: Db, input: SocialLinkInput): Promise<SocialLink> {
  const [row] = await db.insert(socialLinks).values({ icon: input.icon, link: input.link }).returning();
  return row;
}

export async function updateSocialLink(db: Db, id: number, input: SocialLinkInput): Promise<SocialLink | null> {
  const [row] = await db.update(socialLinks).set({ icon: input.icon, link: input.link }).where(eq(socialLinks.id, id)).returning();
  return row ?? null;
}

export async function deleteSocialLink(db: Db, id: number): Promise<SocialLink | null> {
  const [row] = await db.delete(socialLinks).where(eq(socialLinks.id, id)).returning();
  return row ?? null;
}
