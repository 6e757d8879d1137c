import { z } from 'zod';
import { isChosenFile, positiveId } from './files';
import { EVENT_ID } from './event';
import { messageKeys } from './message-keys';

/**
 * The event programme (event-and-directory.md §3, §5, §9): presenters, agenda images, halls and
 * presentations. The event admin's messages are English, as the spec shows them.
 */
export const PROGRAM_MESSAGES = messageKeys('msg.program.', [
  'id',
  'notFound',
  'image',
  'imageType',
  'imageSize',
  'nameMn',
  'nameEn',
  'positionMn',
  'positionEn',
  'event',
  'queue',
  'eventDate',
  'hall',
  'language',
  'tooLong',
  'added',
  'updated',
  'deleted',
]);
const M = PROGRAM_MESSAGES;

/** Page sizes of the admin lists (§9); the first is the default. */
export const PRESENTER_PAGE_SIZES = [20, 50, 100] as const;
export const AGENDA_PAGE_SIZES = [10, 20, 50] as const;

/** The events the admin selectors offer (the migration's reference rows). */
export const EVENT_CHOICES = [
  { id: 3, name: 'Mining Week 2025' },
  { id: 2, name: 'Mining Week 2024' },
  { id: 1, name: 'Mining Week 2023' },
] as const;
/** The 2023 edition, whose presentations `/mw/2023/presentation` shows. */
export const EVENT_2023_ID = 1;

/**
 * The shared placeholder portraits a presenter may use instead of an upload (§5). They are static
 * files of the site, never deleted with a presenter.
 */
export const DEFAULT_PRESENTER_IMAGES = {
  male: '/images/event/presenter-male.png',
  female: '/images/event/presenter-female.png',
} as const;
export type DefaultImage = keyof typeof DEFAULT_PRESENTER_IMAGES;
export const isDefaultPresenterImage = (url: string) => (Object.values(DEFAULT_PRESENTER_IMAGES) as string[]).includes(url);

const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(300, M.tooLong);
/** A presenter's biography: at most this many characters (paragraphs split by blank lines). */
export const PRESENTER_BIO_MAX = 4000;
/** Optional plain text; line ends as '\n' (a multipart form sends a textarea's as '\r\n'). */
const optionalText = (max: number) =>
  z
    .string({ error: M.tooLong })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, M.tooLong))
    .optional();
const id = positiveId(M.id);
const eventId = z.coerce.number({ error: M.event }).int(M.event).positive(M.event).max(2_147_483_647, M.event);
/** `default_image`: '' or absent (use the uploaded file, or keep the previous one), 'male' or 'female'. */
const defaultImage = z
  .union([z.literal(''), z.literal('male'), z.literal('female')], { error: M.image })
  .optional()
  .transform((v) => (v ? v : undefined));
/** The file part: a chosen file, or anything else (a kept URL the admin form sends back, nothing) = none. */
const imagePart = z
  .unknown()
  .optional()
  .transform((v) => (isChosenFile(v) ? v : undefined));

const presenterFields = {
  image: imagePart,
  default_image: defaultImage,
  name_mn: text(M.nameMn),
  name_en: text(M.nameEn),
  position_mn: text(M.positionMn),
  position_en: text(M.positionEn),
  // the speaker page's organisation and biography (issue 27 §3): optional plain text; absent keeps what is stored
  organisation_mn: optionalText(300),
  organisation_en: optionalText(300),
  bio_mn: optionalText(PRESENTER_BIO_MAX),
  bio_en: optionalText(PRESENTER_BIO_MAX),
  event_id: z.preprocess((v) => (v === undefined || v === '' ? EVENT_ID : v), eventId),
};
const needsImage = (v: { image?: File; default_image?: DefaultImage }) => v.image !== undefined || v.default_image !== undefined;

/** A new presenter needs an uploaded picture or one of the default placeholders. */
export const presenterInsertSchema = z.object(presenterFields).refine(needsImage, { message: M.image, path: ['image'] });
/** On update no picture keeps the previous one. */
export const presenterUpdateSchema = z.object({
  ...presenterFields,
  id,
  presenter_queue: z.coerce.number({ error: M.queue }).int(M.queue).min(0, M.queue).max(100_000, M.queue),
});

const agendaFields = {
  image: imagePart,
  event_date_id: z.coerce.number({ error: M.eventDate }).int(M.eventDate).positive(M.eventDate).max(1000, M.eventDate),
  language_id: z.coerce.number({ error: M.language }).int(M.language).min(1, M.language).max(2, M.language),
};
export const agendaInsertSchema = z.object(agendaFields).refine((v) => v.image !== undefined, { message: M.image, path: ['image'] });
export const agendaUpdateSchema = z.object({ ...agendaFields, id });

/** `?language=` of the admin lists: a language id or 'all' (the default). */
export const languageFilter = z
  .union([z.literal('all'), z.coerce.number().int().min(1).max(2)], { error: M.language })
  .optional()
  .default('all');
