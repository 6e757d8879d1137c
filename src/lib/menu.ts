import type { Db } from '../../db/client';
import { categoriesOfType } from '../api/mm/news/queries';

type MenuItem = Awaited<ReturnType<typeof categoriesOfType>>[number];

/** The news lists the spec gives routes of their own (`/mm/blog/8=1`, `13=1`, `17=1`, `18=1`): the header links these. */
export const HEADER_NEWS_CATEGORIES = [8, 13, 17, 18] as const;

/** The header's news links: the spec's named lists that exist and are active. */
export async function headerNewsCategories(db: Db): Promise<MenuItem[]> {
  const active = await categoriesOfType(db, 'news');
  return HEADER_NEWS_CATEGORIES.flatMap((cid) => active.filter((c) => c.cid === cid));
}
