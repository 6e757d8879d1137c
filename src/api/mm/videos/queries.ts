import { asc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { videos } from '@db/schema';
import { pagedRows, withIsoDate } from '@api/rows';
import type { VideoItem } from '@shared/videos';

/** The Mining 101 videos, in the order they were added (a curated series). */
const videoColumns = { id: videos.id, title: videos.title, video: videos.video, created_at: videos.created_at };
export async function listVideos(db: Db): Promise<VideoItem[]> {
  return (await db.select(videoColumns).from(videos).orderBy(asc(videos.id))).map(withIsoDate);
}
export const pagedVideos = (db: Db, page: number, limit: number) =>
  pagedRows(db.select(videoColumns).from(videos).orderBy(asc(videos.id)).$dynamic(), db.$count(videos), page, limit, withIsoDate);
export async function insertVideo(db: Db, title: string, video: string) {
  const [row] = await db.insert(videos).values({ title, video }).returning();
  return withIsoDate(row);
}
export async function renameVideo(db: Db, id: number, title: string) {
  const [row] = await db.update(videos).set({ title }).where(eq(videos.id, id)).returning();
  return row ? withIsoDate(row) : null;
}
export async function deleteVideo(db: Db, id: number) {
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
  return row ?? null;
}
