import type { EventSeedContext } from './context';
import { eventGallery } from '@db/schema';
import { insertAll } from '../batch';
import { newsPicture, posterPicture } from '../files/pictures';
import { nn } from '../random';
import { makeVariants } from '@platform/images/make-variants';
import { variantKey } from '@platform/images/variants';
import { EVENT_ID } from '@shared/event';

/**
 * Pictures per day folder: day 1 needs two "load more" clicks (12 + 12 + 6), day 2 is an exact
 * multiple of 12 (the third chunk comes back empty), day 3 fits in one chunk (no button), day 4
 * ends on a chunk of one.
 */
export const GALLERY_SEED_DAYS = [30, 24, 8, 13] as const;

/** Eight landscapes (730x455) and three posters (600x850), drawn once each and reused round the days. */
const DRAWINGS = [...Array.from({ length: 8 }, (_, i) => () => newsPicture(i)), ...[0, 1, 2].map((i) => () => posterPicture(i))];

/**
 * Demo gallery of the 2025 edition. Each picture's variants are made once with sharp and copied to
 * the other keys that reuse it, so the rows look like uploads (original, variants, size) and the
 * seed stays fast.
 */
export async function seedEventGallery({ db, storage, counts }: EventSeedContext): Promise<void> {
  const pictures = DRAWINGS.map((draw) => ({
    body: draw(),
    variants: null as null | { key: string; width: number; height: number; widths: number[] },
  }));
  const rows: (typeof eventGallery.$inferInsert)[] = [];
  let n = 0;
  for (const [d, total] of GALLERY_SEED_DAYS.entries()) {
    for (let i = 0; i < total; i++, n++) {
      const picture = pictures[n % pictures.length];
      const key = `seed/event/gallery/${d + 1}/${nn(i)}.png`;
      await storage.put(key, picture.body, 'image/png');
      if (!picture.variants) picture.variants = { key, ...(await makeVariants(storage, key))! };
      else await copyVariants(storage, picture.variants, key);
      const { width, height } = picture.variants;
      rows.push({ event_id: EVENT_ID, event_date_id: d + 1, image: storage.url(key), width, height });
    }
  }
  await insertAll(db, counts, eventGallery, rows);
}

async function copyVariants(
  storage: EventSeedContext['storage'],
  from: { key: string; width: number; height: number; widths: number[] },
  to: string,
): Promise<void> {
  for (const w of from.widths) {
    const variant = await storage.get(variantKey(from.key, from, w));
    if (variant) await storage.put(variantKey(to, from, w), variant.body, 'image/webp');
  }
}
