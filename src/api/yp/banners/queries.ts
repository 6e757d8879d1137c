import { asc } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { dirBanners } from '../../../../db/schema';
import type { DirectoryBanner } from '../../../shared/directory';

/** The directory's banners in slide order (the public call, the category pages, the admin list). */
export async function bannerList(db: Db): Promise<DirectoryBanner[]> {
  const rows = await db.select().from(dirBanners).orderBy(asc(dirBanners.sequence), asc(dirBanners.id));
  return rows.map((r) => ({ id: r.id, image: r.image, sequence: r.sequence }));
}
