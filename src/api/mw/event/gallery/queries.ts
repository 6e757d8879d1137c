import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventDates, eventGallery } from '@db/schema';
import type { Storage } from '@platform/ports';
import { variantKey, variantWidths } from '@platform/images/variants';
import { EVENT_ID } from '@shared/event';
import type { GalleryImage } from '@shared/event-gallery-chunk';

type GalleryRow = Pick<typeof eventGallery.$inferSelect, 'id' | 'image' | 'width' | 'height'>;
const columns = { id: eventGallery.id, image: eventGallery.image, width: eventGallery.width, height: eventGallery.height };

/** One chunk of a day folder (1-4) of the current edition, oldest first (the order they were added). */
export function galleryChunk(db: Db, folder: number, limit: number, offset: number): Promise<GalleryRow[]> {
  return db
    .select(columns)
    .from(eventGallery)
    .where(and(eq(eventGallery.event_id, EVENT_ID), eq(eventGallery.event_date_id, folder)))
    .orderBy(asc(eventGallery.id))
    .limit(limit)
    .offset(offset);
}

/** The days of the current edition in one language (ids 1-4 Mongolian, 5-8 English: the public gallery ids), in order. */
export function galleryDays(db: Db, languageId: number): Promise<{ id: number; day: string; date: string }[]> {
  return db
    .select({ id: eventDates.id, day: eventDates.day, date: eventDates.event_date })
    .from(eventDates)
    .where(and(eq(eventDates.event_id, EVENT_ID), eq(eventDates.language_id, languageId)))
    .orderBy(asc(eventDates.event_date_id));
}

/** How many pictures each day folder (1-4) of the current edition holds (folders without any are left out). */
export async function galleryTotals(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ folder: eventGallery.event_date_id, n: count() })
    .from(eventGallery)
    .where(eq(eventGallery.event_id, EVENT_ID))
    .groupBy(eventGallery.event_date_id);
  return new Map(rows.map((r) => [r.folder, r.n]));
}

export interface NewGalleryImage {
  image: string;
  width: number;
  height: number;
}

export function insertGalleryImages(db: Db, folder: number, images: NewGalleryImage[]): Promise<GalleryRow[]> {
  return db
    .insert(eventGallery)
    .values(images.map((i) => ({ event_id: EVENT_ID, event_date_id: folder, ...i })))
    .returning(columns);
}

/** Deletes one picture's row; the deleted row (its file is the caller's to discard), or null. */
export async function deleteGalleryImage(db: Db, id: number) {
  const [row] = await db.delete(eventGallery).where(eq(eventGallery.id, id)).returning();
  return row ?? null;
}

/**
 * What the page shows of a row: the smallest variant in the grid and the largest in the lightbox.
 * Their keys follow from the original and its recorded size (variants are made at upload); a row
 * without a size (stored where sharp does not run) falls back to the original.
 */
export function galleryItem(storage: Storage, row: GalleryRow): GalleryImage {
  const key = storage.keyFromUrl(row.image);
  const widths = row.width > 0 ? variantWidths(row.width) : [];
  const at = (w: number | undefined) => (key && w ? storage.url(variantKey(key, row, w)) : row.image);
  return { id: row.id, image: row.image, thumb: at(widths[0]), large: at(widths.at(-1)), width: row.width, height: row.height };
}
