import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { documents, minerals, reports, sustainableMining, videos } from '../../../../db/schema';
import { pageOf, totalPages } from '../../paging';
import type { DocumentItem } from '../../../shared/documents';
import type { Lang } from '../../../shared/lang';
import type { MineralItem } from '../../../shared/minerals';
import { REPORT_PAGE_SIZES, type ReportItem } from '../../../shared/reports';
import type { MiningItem } from '../../../shared/sustainable-mining';
import type { VideoItem } from '../../../shared/videos';

/**
 * Library data functions: the API routes and the static build both call these. Documents, videos,
 * minerals and sustainable-mining items keep the order they were added in (a curated series);
 * reports are newest first.
 */
export const REPORT_PAGE_SIZE = REPORT_PAGE_SIZES.public[0];

const iso = <T extends { created_at: Date }>(row: T) => ({ ...row, created_at: row.created_at.toISOString() });
const paged = <T>(rows: T[], total: number, limit: number) => ({ rows, total, totalPages: totalPages(total, limit) });

// Documents
export async function listDocuments(db: Db): Promise<DocumentItem[]> {
  const rows = await db
    .select({ id: documents.id, title: documents.title, pdf: documents.pdf, created_at: documents.created_at })
    .from(documents)
    .orderBy(asc(documents.id));
  return rows.map(iso);
}
export async function insertDocument(db: Db, title: string, pdf: string) {
  const [row] = await db.insert(documents).values({ title, pdf }).returning();
  return iso(row);
}
export async function renameDocument(db: Db, id: number, title: string) {
  const [row] = await db.update(documents).set({ title }).where(eq(documents.id, id)).returning();
  return row ? iso(row) : null;
}
export async function deleteDocument(db: Db, id: number) {
  const [row] = await db.delete(documents).where(eq(documents.id, id)).returning();
  return row ?? null;
}

// Videos
const videoColumns = { id: videos.id, title: videos.title, video: videos.video, created_at: videos.created_at };
export async function listVideos(db: Db): Promise<VideoItem[]> {
  return (await db.select(videoColumns).from(videos).orderBy(asc(videos.id))).map(iso);
}
export async function pagedVideos(db: Db, page: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    db.select(videoColumns).from(videos).orderBy(asc(videos.id)).limit(limit).offset(pageOf(page, limit).offset),
    db.select({ total: count() }).from(videos),
  ]);
  return paged(rows.map(iso), total, limit);
}
export async function insertVideo(db: Db, title: string, video: string) {
  const [row] = await db.insert(videos).values({ title, video }).returning();
  return iso(row);
}
export async function renameVideo(db: Db, id: number, title: string) {
  const [row] = await db.update(videos).set({ title }).where(eq(videos.id, id)).returning();
  return row ? iso(row) : null;
}
export async function deleteVideo(db: Db, id: number) {
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
  return row ?? null;
}

// Minerals
export function listMinerals(db: Db): Promise<MineralItem[]> {
  return db
    .select({ id: minerals.id, image: minerals.image, name: minerals.name, name_en: minerals.name_en })
    .from(minerals)
    .orderBy(asc(minerals.id));
}

// Reports
const reportColumns = {
  id: reports.id,
  title: reports.title,
  title_en: reports.title_en,
  image: reports.image,
  pdf: reports.pdf,
  created_at: reports.created_at,
};
async function pagedReports(db: Db, page: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(reportColumns)
      .from(reports)
      .orderBy(desc(reports.created_at), desc(reports.id))
      .limit(limit)
      .offset(pageOf(page, limit).offset),
    db.select({ total: count() }).from(reports),
  ]);
  return paged(rows.map(iso), total, limit);
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
  return iso(row);
}
export async function updateReport(db: Db, id: number, w: ReportWrite) {
  const set = { title: w.title, title_en: w.title_en, ...(w.image ? { image: w.image } : {}), ...(w.pdf ? { pdf: w.pdf } : {}) };
  const [row] = await db.update(reports).set(set).where(eq(reports.id, id)).returning();
  return row ? iso(row) : null;
}
export async function deleteReport(db: Db, id: number) {
  const [row] = await db.delete(reports).where(eq(reports.id, id)).returning();
  return row ?? null;
}

// Sustainable mining
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
  return rows.map(iso);
}
export async function pagedMining(db: Db, lang: Lang, page: number, limit: number) {
  const where = eq(sustainableMining.language, lang);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(miningColumns)
      .from(sustainableMining)
      .where(where)
      .orderBy(asc(sustainableMining.id))
      .limit(limit)
      .offset(pageOf(page, limit).offset),
    db.select({ total: count() }).from(sustainableMining).where(where),
  ]);
  return paged(rows.map(iso), total, limit);
}
export async function findMining(db: Db, id: number) {
  const [row] = await db.select().from(sustainableMining).where(eq(sustainableMining.id, id)).limit(1);
  return row ?? null;
}
export type MiningWrite = { title: string; language: Lang; posters: string[]; pdf?: string };
export async function insertMining(db: Db, w: Required<MiningWrite>) {
  const [row] = await db.insert(sustainableMining).values(w).returning();
  return iso(row);
}
export async function updateMining(db: Db, id: number, w: MiningWrite) {
  const set = { title: w.title, language: w.language, posters: w.posters, ...(w.pdf ? { pdf: w.pdf } : {}) };
  const [row] = await db.update(sustainableMining).set(set).where(eq(sustainableMining.id, id)).returning();
  return row ? iso(row) : null;
}
export async function deleteMining(db: Db, id: number) {
  const [row] = await db.delete(sustainableMining).where(eq(sustainableMining.id, id)).returning();
  return row ?? null;
}

/** True when some item still shows this poster (the demo seed shares posters between items). */
export async function posterInUse(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sustainableMining.id })
    .from(sustainableMining)
    .where(sql`${sustainableMining.posters} @> ${JSON.stringify([url])}::jsonb`)
    .limit(1);
  return Boolean(row);
}
