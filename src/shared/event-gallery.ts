import { z } from 'zod';
import { GALLERY_DAYS } from './event';
import { isChosenFile, positiveId } from './files';
import { GALLERY_CHUNK } from './event-gallery-chunk';
import { messageKeys } from './message-keys';
import { GALLERY_MAX_FILES, GALLERY_MAX_FILE_MB } from './limits';
export { GALLERY_MAX_FILES, GALLERY_MAX_FILE_MB };

/**
 * The event gallery (event-and-directory.md §7, §9): the public chunks of `GET /get/gallery-by-date`
 * and the admin's `POST /insert/gallery`. The admin's texts are the spec's English ones.
 */

export const GALLERY_MESSAGES = messageKeys('msg.gallery.', [
  'id',
  'limit',
  'offset',
  'day',
  'none',
  'tooMany',
  'tooLarge',
  'success',
  'type',
  'size',
  'unreadable',
  'pixels',
  'photo',
  'notFound',
  'deleted',
]);

/** A refused file's name as its message shows it (cut short: the name is the uploader's). */
export const fileName = (name: string) => name.slice(0, 120) || 'image';
/** A refused file's message (a text with `{name}`), naming it. */
export const fileMessage = (text: string, name: string) => text.replace('{name}', fileName(name));

const wholeNumber = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

/** `?id=1..8&limit=12&offset=n`: ids 5-8 (the English rows) name the same four folders as 1-4. */
export const galleryQuerySchema = z.object({
  id: wholeNumber(GALLERY_MESSAGES.id).pipe(
    z
      .number()
      .min(1, GALLERY_MESSAGES.id)
      .max(GALLERY_DAYS * 2, GALLERY_MESSAGES.id),
  ),
  limit: wholeNumber(GALLERY_MESSAGES.limit)
    .pipe(z.literal(GALLERY_CHUNK, { error: GALLERY_MESSAGES.limit }))
    .default(GALLERY_CHUNK),
  offset: wholeNumber(GALLERY_MESSAGES.offset).default(0),
});

/** The upload form: the day (event_date_id 1-4) and the repeated `images` parts. */
export const galleryUploadSchema = z.object({
  event_date_id: z.coerce
    .number({ error: GALLERY_MESSAGES.day })
    .int(GALLERY_MESSAGES.day)
    .min(1, GALLERY_MESSAGES.day)
    .max(GALLERY_DAYS, GALLERY_MESSAGES.day),
  images: z
    .preprocess((v) => [v ?? []].flat().filter(isChosenFile), z.array(z.custom<File>(isChosenFile)))
    .pipe(z.array(z.custom<File>()).min(1, GALLERY_MESSAGES.none).max(GALLERY_MAX_FILES, GALLERY_MESSAGES.tooMany)),
});

/** `DELETE /delete/gallery?id=`: one picture of the gallery, by its row id. */
export const galleryDeleteSchema = z.object({ id: positiveId(GALLERY_MESSAGES.photo) });
