import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lang } from './lang';

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
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    language_id: integer('language_id')
      .notNull()
      .references(() => eventLanguages.id),
    event_date_id: integer('event_date_id').notNull(),
    day: text('day').notNull(),
    event_date: text('event_date').notNull(),
  },
  (t) => [uniqueIndex('event_dates_day_lang').on(t.event_id, t.event_date_id, t.language_id)],
);

/** The event site's menu (admin "link"); the 2023 edition's navigation and conference categories. */
export const eventCategories = pgTable('event_categories', {
  cid: serial('cid').primaryKey(),
  pid: integer('pid').references((): AnyPgColumn => eventCategories.cid, { onDelete: 'set null' }),
  category: text('category').notNull(),
  category_en: text('category_en').notNull(),
  category_status: boolean('category_status').notNull().default(true),
  page_type: text('page_type').notNull().default('static'),
});

export const eventSocialLinks = pgTable('event_social_links', {
  id: serial('id').primaryKey(),
  icon: text('icon').notNull(),
  link: text('link').notNull(),
});

/** Footer information: type phone, email or link. */
export const eventFooter = pgTable('event_footer', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  information: text('information').notNull(),
});

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .default(3)
      .references(() => events.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    company: text('company').notNull(),
    country: text('country').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull(),
    /** The language the registrant used (their confirmation mail is in it). */
    lang: lang('lang').notNull().default('mn'),
    /** Set when an admin added the registrant by hand (new-register). */
    added_by: integer('added_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_email_once').on(t.event_id, sql`lower(${t.email})`),
    index('event_registrations_created_idx').on(t.event_id, t.created_at),
  ],
);

export const eventPresenters = pgTable(
  'event_presenters',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .default(3)
      .references(() => events.id),
    name_mn: text('name_mn').notNull(),
    name_en: text('name_en').notNull(),
    position_mn: text('position_mn').notNull(),
    position_en: text('position_en').notNull(),
    profile_img: text('profile_img').notNull(),
    presenter_queue: integer('presenter_queue').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_presenters_queue_idx').on(t.event_id, t.presenter_queue)],
);

/** One agenda image of a day in one language. */
export const eventAgenda = pgTable('event_agenda', {
  id: serial('id').primaryKey(),
  event_id: integer('event_id')
    .notNull()
    .default(3)
    .references(() => events.id),
  event_date_id: integer('event_date_id').notNull(),
  language_id: integer('language_id')
    .notNull()
    .references(() => eventLanguages.id),
  agenda_image: text('agenda_image').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const eventHalls = pgTable('event_halls', {
  id: serial('id').primaryKey(),
  event_id: integer('event_id')
    .notNull()
    .default(3)
    .references(() => events.id),
  hall_name: text('hall_name').notNull(),
  hall_name_en: text('hall_name_en').notNull(),
});

/** A presentation of a hall on a day; `present_url` is an embeddable address (see the allow-list). */
export const eventPresentations = pgTable('event_presentations', {
  id: serial('id').primaryKey(),
  hall_id: integer('hall_id')
    .notNull()
    .references(() => eventHalls.id, { onDelete: 'cascade' }),
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
    event_id: integer('event_id')
      .notNull()
      .default(3)
      .references(() => events.id),
    event_date_id: integer('event_date_id').notNull(),
    image: text('image').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_gallery_day_idx').on(t.event_id, t.event_date_id, t.id)],
);

/** The 2023/2024 home's portfolio (tabs All / 2022 / 2023). */
export const eventPortfolio = pgTable('event_portfolio', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull(),
  image: text('image').notNull(),
  sequence: integer('sequence').notNull().default(0),
});
