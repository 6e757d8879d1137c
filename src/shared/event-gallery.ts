import { z } from 'zod';
import { GALLERY_DAYS } from './event';
import { isChosenFile, MAX_IMAGE_PIXELS } from './files';
import { GALLERY_CHUNK } from './event-gallery-chunk';

/**
 * The event gallery (event-and-directory.md §7, §9): the public chunks of `GET /get/gallery-by-date`
 * and the admin's `POST /insert/gallery`. The admin's texts are the spec's English ones.
 */

/** At most this many pictures per upload, each within the platform's image limit (10 MB, UPLOAD_KINDS.image). */
export const GALLERY_MAX_FILES = 20;
export const GALLERY_MAX_FILE_MB = 10;

export const GALLERY_MESSAGES = {
  id: 'id must be a gallery day from 1 to 8',
  limit: `limit must be ${GALLERY_CHUNK}`,
  offset: 'offset must be a whole number, 0 or more',
  day: 'Please choose a day.',
  none: 'Please choose at least one image.',
  tooMany: `At most ${GALLERY_MAX_FILES} images per upload.`,
  tooLarge: `The upload is too large: at most ${GALLERY_MAX_FILES} images of ${GALLERY_MAX_FILE_MB} MB each.`,
  success: 'Successfully added.',
  /** `{name}` is the refused file's name. */
  type: '{name}: only JPG and PNG images can be uploaded.',
  size: `{name}: the image is larger than ${GALLERY_MAX_FILE_MB} MB.`,
  unreadable: '{name}: the image could not be read.',
  pixels: `{name}: the image has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
} as const;

/** A refused file's message, naming it (cut short: the name is the uploader's). */
export const fileMessage = (text: string, name: string) => text.replace('{name}', name.slice(0, 120) || 'image');

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
