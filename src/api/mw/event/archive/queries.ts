import { asc } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventPortfolio } from '@db/schema';
import { categoryNewsCounts } from '@api/mm/news/queries';

/**
 * The 2023 archive's data: the association's news categories (read through the association's own
 * news queries, so the side panel and `/mm/blog` never disagree) and the 2022/2023 portfolio.
 */

/** A news category as `/get/news-category` answers it (spec §3 "News category (public)"). */
export interface NewsCategoryCount {
  id: number;
  category: string;
  category_en: string;
  news_count: number;
}

/** Active news categories in menu order, each with its number of published articles. */
export async function newsCategories(db: Db): Promise<NewsCategoryCount[]> {
  const rows = await categoryNewsCounts(db);
  return rows.map((r) => ({ id: r.cid, category: r.category, category_en: r.category_en, news_count: r.news_count }));
}

export type PortfolioItem = typeof eventPortfolio.$inferSelect;

/** The portfolio of the past editions: by year, then in the order the rows are given. */
export function portfolioItems(db: Db): Promise<PortfolioItem[]> {
  return db.select().from(eventPortfolio).orderBy(asc(eventPortfolio.year), asc(eventPortfolio.sequence), asc(eventPortfolio.id));
}
