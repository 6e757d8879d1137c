import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lang } from './lang';
import { blankTexts, createdAt, reference, requiredTexts, timestamps, timestamptz, updatedAt } from './columns';
import { dirCompanies } from './directory';

/**
 * The event site (`/mw`, spec event-and-directory.md §3). Editions are rows of `events` (3 = the 2025
 * edition, the default); languages are ids (1 mn, 2 en) as the spec's calls send them.
 */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  event: text('event').notNull(),
  event_en: text('event_en').notNull().default(''),
});

export const eventLanguages = pgTable('event_languages', {
  id: integer('id').primaryKey(),
  language: text('language').notNull(),
});

/**
 * A day of an edition, once per language (`day` is its label in that language). `event_date_id` is
 * the language-neutral day (1-4): the agenda, presentations and gallery folders hang on it; the
 * public gallery ids 1-4 (mn rows) and 5-8 (en rows) both name folders 1-4.
 */
export const eventDates = pgTable(
  'event_dates',
  {
    id: serial('id').primaryKey(),
    event_id: reference('event_id', () => events.id, 'cascade'),
    language_id: reference('language_id', () => eventLanguages.id),
    event_date_id: integer('event_date_id').notNull(),
    ...requiredTexts('day', 'event_date'),
  },
  (t) => [uniqueIndex('event_dates_day_lang').on(t.event_id, t.event_date_id, t.language_id)],
);

/** The event site's menu (admin "link"); the 2023 edition's navigation and conference categories. */
export const eventCategories = pgTable('event_categories', {
  cid: serial('cid').primaryKey(),
  pid: integer('pid').references((): AnyPgColumn => eventCategories.cid, { onDelete: 'set null' }),
  ...requiredTexts('category', 'category_en'),
  category_status: boolean('category_status').notNull().default(true),
  page_type: text('page_type').notNull().default('static'),
});

export const eventSocialLinks = pgTable('event_social_links', {
  id: serial('id').primaryKey(),
  ...requiredTexts('icon', 'link'),
});

/** Footer information: type phone, email or link. */
export const eventFooter = pgTable('event_footer', {
  id: serial('id').primaryKey(),
  ...requiredTexts('type', 'information'),
});

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    event_id: reference('event_id', () => events.id).default(3),
    ...requiredTexts('first_name', 'last_name', 'company', 'country', 'email', 'phone_number'),
    /** The language the registrant used (their confirmation mail is in it). */
    lang: lang('lang').notNull().default('mn'),
    /** Set when an admin added the registrant by hand (new-register). */
    added_by: integer('added_by'),
    /** visitor | exhibitor | delegate | press (issue 27 §6). */
    attendee_type: text('attendee_type').notNull().default('visitor'),
    /** When the registrant agreed to the privacy text (null: added by an admin, or before consent was asked). */
    consent_at: timestamptz('consent_at'),
    /** SHA-256 of the random token in the confirmation mail's "view, change or cancel" link; the token itself is never stored. */
    manage_token_hash: text('manage_token_hash'),
    ...timestamps(),
  },
  (t) => [
    // a person is an e-mail and a name: an assistant may register several people from one office address
    uniqueIndex('event_registrations_person_once').on(
      t.event_id,
      sql`lower(${t.email})`,
      sql`lower(${t.first_name})`,
      sql`lower(${t.last_name})`,
    ),
    uniqueIndex('event_registrations_manage_token').on(t.manage_token_hash),
    index('event_registrations_created_idx').on(t.event_id, t.created_at),
    check('event_registrations_attendee_type', sql`${t.attendee_type} in ('visitor', 'exhibitor', 'delegate', 'press')`),
  ],
);

export const eventPresenters = pgTable(
  'event_presenters',
  {
    id: serial('id').primaryKey(),
    event_id: reference('event_id', () => events.id).default(3),
    ...requiredTexts('name_mn', 'name_en', 'position_mn', 'position_en', 'profile_img'),
    /** The speaker page's organisation and biography (plain text, paragraphs split by blank lines). */
    ...blankTexts('organisation_mn', 'organisation_en', 'bio_mn', 'bio_en'),
    presenter_queue: integer('presenter_queue').notNull().default(0),
    ...createdAt(),
    ...updatedAt(),
  },
  (t) => [index('event_presenters_queue_idx').on(t.event_id, t.presenter_queue)],
);

/** One agenda image of a day in one language. */
export const eventAgenda = pgTable('event_agenda', {
  id: serial('id').primaryKey(),
  event_id: reference('event_id', () => events.id).default(3),
  event_date_id: integer('event_date_id').notNull(),
  language_id: reference('language_id', () => eventLanguages.id),
  agenda_image: text('agenda_image').notNull(),
  ...createdAt(),
});

export const eventHalls = pgTable('event_halls', {
  id: serial('id').primaryKey(),
  event_id: reference('event_id', () => events.id).default(3),
  ...requiredTexts('hall_name', 'hall_name_en'),
});

/** A presentation of a hall on a day; `present_url` is an embeddable address (see the allow-list). */
export const eventPresentations = pgTable('event_presentations', {
  id: serial('id').primaryKey(),
  hall_id: reference('hall_id', () => eventHalls.id, 'cascade'),
  event_date_id: integer('event_date_id').notNull(),
  present_name: text('present_name').notNull(),
  present_name_en: text('present_name_en').notNull().default(''),
  present_url: text('present_url').notNull(),
  sequence: integer('sequence').notNull().default(0),
});

export const eventGallery = pgTable(
  'event_gallery',
  {
    id: serial('id').primaryKey(),
    event_id: reference('event_id', () => events.id).default(3),
    event_date_id: integer('event_date_id').notNull(),
    image: text('image').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    ...createdAt(),
  },
  (t) => [index('event_gallery_day_idx').on(t.event_id, t.event_date_id, t.id)],
);

/** The 2023/2024 home's portfolio (tabs All / 2022 / 2023). */
export const eventPortfolio = pgTable('event_portfolio', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  ...requiredTexts('title', 'title_en', 'image'),
  sequence: integer('sequence').notNull().default(0),
});

/**
 * A session of the programme (issue 27 §1), one row in both languages: a day (`event_date_id` 1-4),
 * Ulaanbaatar wall-clock times 'HH:MM', a hall (none for the site visit), a track, texts and links
 * (`slides_url`, `video_url`: addresses the embed allow-list accepts). `sequence` orders sessions
 * that start together in one hall's column.
 */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: serial('id').primaryKey(),
    event_id: reference('event_id', () => events.id, 'cascade').default(3),
    event_date_id: integer('event_date_id').notNull(),
    ...requiredTexts('starts_at', 'ends_at'),
    hall_id: integer('hall_id').references(() => eventHalls.id, { onDelete: 'set null' }),
    ...blankTexts('track_mn', 'track_en', 'title_mn', 'title_en', 'description_mn', 'description_en', 'slides_url', 'video_url'),
    sequence: integer('sequence').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('event_sessions_day_idx').on(t.event_id, t.event_date_id, t.starts_at),
    check('event_sessions_day', sql`${t.event_date_id} between 1 and 4`),
    check(
      'event_sessions_times',
      sql`${t.starts_at} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.ends_at} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.ends_at} > ${t.starts_at}`,
    ),
    check('event_sessions_title', sql`${t.title_mn} <> '' or ${t.title_en} <> ''`),
  ],
);

/** A session's speakers (presenters of its edition), in the order the session lists them. */
export const eventSessionSpeakers = pgTable(
  'event_session_speakers',
  {
    session_id: reference('session_id', () => eventSessions.id, 'cascade'),
    presenter_id: reference('presenter_id', () => eventPresenters.id, 'cascade'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.session_id, t.presenter_id] }), index('event_session_speakers_presenter_idx').on(t.presenter_id)],
);

/** The week's exhibitors (issue 27 §5): directory companies, with their booth. */
export const eventExhibitors = pgTable(
  'event_exhibitors',
  {
    id: serial('id').primaryKey(),
    event_id: reference('event_id', () => events.id, 'cascade').default(3),
    company_id: reference('company_id', () => dirCompanies.id, 'cascade'),
    booth: text('booth').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    ...createdAt(),
  },
  (t) => [uniqueIndex('event_exhibitors_company_once').on(t.event_id, t.company_id)],
);
