import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { reports } from '@db/schema';
import { pagedRows, withIsoDate } from '@api/rows';
import type { Lang } from '@shared/lang';
import { REPORT_PAGE_SIZES, type ReportItem } from '@shared/reports';

/** Reports, newest first: the public list (6 a page), the admin list and the admin writes. */
export const REPORT_PAGE_SIZE = REPORT_PAGE_SIZES.public[0];

const reportColumns = {
  id: reports.id,
  title: reports.title,
  title_en: reports.title_en,
  image: reports.image,
  pdf: reports.pdf,
  created_at: reports.created_at,
};
async function pagedReports(db: Db, page: number, limit: number) {
  return pagedRows(
    db.select(reportColumns).from(reports).orderBy(desc(reports.created_at), desc(reports.id)).$dynamic(),
    db.$count(reports),
    page,
    limit,
    withIsoDate,
  );
}

/** The public list: `title` in `lang` (a report without an English title shows its Mongolian one). */
export async function listReports(db: Db, q: { lang: Lang; page: number; limit?: number }) {
  const limit = q.limit ?? REPORT_PAGE_SIZE;
  const { rows, total, totalPages } = await pagedReports(db, q.page, limit);
  const reports: ReportItem[] = rows.map((r) => ({ ...r, title: q.lang === 'en' && r.title_en ? r.title_en : r.title }));
  return { reports, total, totalPages };
}
export async function adminReports(db: Db, page: number, limit: number) {
  const { rows, total, totalPages } = await pagedReports(db, page, limit);
  return { reports: rows as ReportItem[], total, totalPages };
}
export async function findReport(db: Db, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}
export type ReportWrite = { title: string; title_en: string; image?: string; pdf?: string };
export async function insertReport(db: Db, w: Required<ReportWrite>) {
  const [row] = await db.insert(reports).values(w).returning();
  return withIsoDate(row);
}
export async function updateReport(db: Db, id: number, w: ReportWrite) {
  const set = { title: w.title, title_en: w.title_en, ...(w.image ? { image: w.image } : {}), ...(w.pdf ? { pdf: w.pdf } : {}) };
  const [row] = await db.update(reports).set(set).where(eq(reports.id, id)).returning();
  return row ? withIsoDate(row) : null;
}
export async function deleteReport(db: Db, id: number) {
  const [row] = await db.delete(reports).where(eq(reports.id, id)).returning();
  return row ?? null;
}
