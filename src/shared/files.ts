import { z } from 'zod';
import { messageKeys } from './message-keys';
import { MAX_IMAGE_PIXELS } from './limits';
export { MAX_IMAGE_PIXELS };

/**
 * What the forms with files share (news, banners, about, membership, and the lists of stored files:
 * reports, documents, videos, sustainable mining). Messages are the back office's Mongolian texts
 * (association-admin.md §5, §9).
 */
export const FILE_MESSAGES = messageKeys('msg.files.', [
  'id',
  'notFound',
  'tooLong',
  'pdfOnly',
  'imageOnly',
  'imageTooLarge',
  'pdfTooLarge',
  'mp4Only',
  'videoTooLarge',
  'proofOnly',
  'tooLarge',
]);

/** A chosen file; browsers send an empty part when no file was picked. */
export const isChosenFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File && v.size > 0;

/** A required file field: `message` when none was chosen. */
export const chosenFile = (message: string) => z.custom<File>(isChosenFile, { error: message });

/** On update a file part is optional: without one the stored file is kept. */
export const keptOrChosenFile = z
  .unknown()
  .optional()
  .transform((v) => (isChosenFile(v) ? v : undefined));

/** A positive integer id (a row's id in a query or form), failing with `message`. */
export const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** The id of a stored row, as the lists of files, logos and people take it in a query or form. */
export const recordId = positiveId(FILE_MESSAGES.id);

/** `?id=` of a stored row (the delete calls). */
export const recordIdQuery = z.object({ id: recordId });

/** A required title of a stored file. */
export const fileTitle = (message: string) => z.string({ error: message }).trim().min(1, message).max(300, FILE_MESSAGES.tooLong);

/**
 * A link that downloads a stored file under a readable name: our own `/files/` URLs take
 * `?download=` (Content-Disposition: attachment); other hosts get the plain URL.
 */
export function downloadHref(url: string, name: string, ext: string): string {
  if (!url.startsWith('/files/')) return url;
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'download';
  return `${url}?download=${encodeURIComponent(`${safe}.${ext}`)}`;
}
