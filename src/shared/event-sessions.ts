import { z } from 'zod';
import { positiveId } from './files';
import { EVENT_ID } from './event';
import { embedOf } from './embed';
import { messageKeys } from './message-keys';
import { SESSION_LIMITS } from './limits';
export { SESSION_LIMITS };

/**
 * The programme as data (issue 27 §1): a session's rules, shared by the routes and the admin form,
 * and the columns of a programme file. The event admin's messages are English, as the spec shows
 * them (like PROGRAM_MESSAGES); the outcomes of a save are also in Mongolian.
 * `deleted` takes `{speakers}`, `copied` `{fields}`, `imported` `{count}` and `{removed}`,
 * `unknownSpeaker` / `ambiguousSpeaker` `{name}`, `unknownHall` `{name}`.
 */
export const SESSION_MESSAGES = messageKeys('msg.session.', [
  'id',
  'notFound',
  'event',
  'day',
  'start',
  'end',
  'endBeforeStart',
  'hall',
  'hallOtherEvent',
  'track',
  'title',
  'titleTooLong',
  'description',
  'slidesUrl',
  'videoUrl',
  'speakers',
  'speakerTwice',
  'speakerOtherEvent',
  'order',
  'orderChanged',
  'orderTimes',
  'language',
  'nothingToCopy',
  'importMode',
  'unknownHall',
  'unknownSpeaker',
  'ambiguousSpeaker',
  'formula',
  'added',
  'updated',
  'deleted',
  'ordered',
  'copied',
  'imported',
]);
const M = SESSION_MESSAGES;

/** The days of an edition (1-4: three conference days and the site visit). */
export const SESSION_DAYS = [1, 2, 3, 4] as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** '9:00', '09:00' and '09:00:00' as 'HH:MM'; anything else stays as given (and is refused). */
export const normaliseTime = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(value);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : value.trim();
};
const time = (message: string) => z.preprocess(normaliseTime, z.string({ error: message }).regex(HH_MM, message));

const eventId = z.preprocess((v) => (v === undefined || v === '' ? EVENT_ID : v), positiveId(M.event));
const day = z.coerce.number({ error: M.day }).int(M.day).min(1, M.day).max(4, M.day);
/** Optional plain text, '' for none; line ends as '\n'. */
const blank = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, message))
    .optional()
    .default('');
/** '' or absent: no hall (the site visit); else a hall id (of the session's edition: the route checks). */
const hallId = z.preprocess((v) => (v === '' || v === null || v === undefined ? null : v), positiveId(M.hall).nullable());

/** A link the embed allow-list turns into a frame of the right kind (or a PDF our storage serves); '' for none. */
const link = (message: string, kinds: readonly ('video' | 'slides' | 'pdf')[]) =>
  blank(SESSION_LIMITS.url, message).refine((v) => {
    const embed = v === '' ? null : embedOf(v);
    return v === '' || (embed !== null && kinds.includes(embed.kind));
  }, message);

/** Presenter ids in the session's order (presenters of the same edition: the route checks). */
const speakerIds = z
  .array(positiveId(M.speakers), { error: M.speakers })
  .max(SESSION_LIMITS.speakers, M.speakers)
  .refine((ids) => new Set(ids).size === ids.length, M.speakerTwice)
  .optional()
  .default([]);

const sessionObject = z.object({
  event_id: eventId,
  event_date_id: day,
  starts_at: time(M.start),
  ends_at: time(M.end),
  hall_id: hallId,
  track_mn: blank(SESSION_LIMITS.track, M.track),
  track_en: blank(SESSION_LIMITS.track, M.track),
  title_mn: blank(SESSION_LIMITS.title, M.titleTooLong),
  title_en: blank(SESSION_LIMITS.title, M.titleTooLong),
  description_mn: blank(SESSION_LIMITS.description, M.description),
  description_en: blank(SESSION_LIMITS.description, M.description),
  slides_url: link(M.slidesUrl, ['slides', 'pdf']),
  video_url: link(M.videoUrl, ['video']),
  speaker_ids: speakerIds,
});

type SessionShape = z.output<typeof sessionObject>;
/** The rules across fields: the end after the start, a title in at least one language. */
const endAfterStart: [(v: SessionShape) => boolean, { message: string; path: string[] }] = [
  (v) => v.ends_at > v.starts_at,
  { message: M.endBeforeStart, path: ['ends_at'] },
];
const someTitle: [(v: SessionShape) => boolean, { message: string; path: string[] }] = [
  (v) => v.title_mn !== '' || v.title_en !== '',
  { message: M.title, path: ['title_mn'] },
];

/** A new session (JSON). */
export const sessionInsertSchema = sessionObject.refine(...endAfterStart).refine(...someTitle);
/** An edit: the same, with the session's id. */
export const sessionUpdateSchema = sessionObject
  .extend({ id: positiveId(M.id) })
  .refine(...endAfterStart)
  .refine(...someTitle);
export type SessionInput = z.output<typeof sessionInsertSchema>;

/** The admin's list: `?event&day` (day optional: every day). */
export const sessionListQuery = z.object({ event: eventId, day: day.optional() });

/**
 * The new order of a day's sessions (`sessions` first to last, each exactly once): stored as
 * `sequence` 1..n. The programme is ordered by start time, then hall: an order that puts a later
 * session before an earlier one, or mixes halls of one start, is refused (the pages would not show it).
 */
export const sessionOrderSchema = z.object({
  event: eventId,
  day,
  sessions: z
    .array(positiveId(M.order), { error: M.order })
    .min(1, M.order)
    .max(SESSION_LIMITS.perDay, M.order)
    .refine((ids) => new Set(ids).size === ids.length, M.order),
});

/** Copies a session's texts from `from` into the other language's empty fields. */
export const sessionCopySchema = z.object({
  id: positiveId(M.id),
  from: z.enum(['mn', 'en'], { error: M.language }),
});
/** The texts the copy fills, by language. */
export const COPIED_FIELDS = ['title', 'track', 'description'] as const;

/** The programme file's columns (a header row naming them, any order). */
export const SESSION_IMPORT_COLUMNS = [
  'day',
  'start',
  'end',
  'hall',
  'track_mn',
  'track_en',
  'title_mn',
  'title_en',
  'description_mn',
  'description_en',
  'speakers',
  'slides_url',
  'video_url',
] as const;
export type SessionImportColumn = (typeof SESSION_IMPORT_COLUMNS)[number];
/** Where a session's field is in the file (for the row errors). */
export const IMPORT_COLUMN_OF: Record<string, SessionImportColumn> = {
  event_date_id: 'day',
  starts_at: 'start',
  ends_at: 'end',
  hall_id: 'hall',
  speaker_ids: 'speakers',
};
/** The template's example rows. */
export const SESSION_IMPORT_TEMPLATE: string[][] = [
  ['1', '09:00', '10:30', 'Hall A', 'Нээлт', 'Opening', 'Нээлтийн ёслол', 'Opening ceremony', '', '', '', '', ''],
  [
    '1',
    '11:00',
    '12:00',
    'Hall A',
    'Чуулган',
    'Conference',
    'Уул уурхайн ирээдүй',
    'The future of mining',
    '',
    '',
    'Name 1; Name 2',
    '',
    '',
  ],
];
/** `add` keeps the edition's sessions; `replace` removes them first (the answer says how many). */
export const SESSION_IMPORT_MODES = ['add', 'replace'] as const;
export const sessionImportOptions = z.object({
  event: eventId,
  mode: z.enum(SESSION_IMPORT_MODES, { error: M.importMode }).optional().default('add'),
});
