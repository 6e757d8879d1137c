import {
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type SQL, sql } from 'drizzle-orm';
import { lang } from './lang';
import { admins } from './accounts';
import { blankTexts, createdAt, reference, requiredTexts, timestamps, timestamptz, updatedAt } from './columns';

/**
 * The mining directory (`/yp`, spec event-and-directory.md §3). Main categories 01-04 are reference
 * data of the migration; sub-categories (`category_code` = main code + two digits, 0403 =
 * consultants) are content the admin adds and renames.
 */
/**
 * A search column the database keeps: the text folded by `dir_fold` (migration 0007: the skeleton
 * of `fold` in src/shared/transliterate.ts, which folds the typed term; a test holds the two
 * equal), so every write, whoever makes it, is searchable at once.
 */
const folded = (name: string, textOf: SQL) =>
  text(name)
    .notNull()
    .generatedAlwaysAs(() => sql`dir_fold(${textOf})`);
/** A search column's trigram index (no pending list: a lookup never scans unmerged entries after bulk writes). */
const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

export const dirMainCategories = pgTable('dir_main_categories', {
  code: text('code').primaryKey(),
  ...requiredTexts('name_mn', 'name_en'),
});

export const dirCategories = pgTable(
  'dir_categories',
  {
    id: serial('id').primaryKey(),
    main_code: text('main_code')
      .notNull()
      .references(() => dirMainCategories.code),
    ...requiredTexts('category_code', 'name_mn', 'name_en'),
    /** Both names folded (`dir_fold`): a search term finds a category's companies by its name. */
    search_text: folded('search_text', sql`name_mn || ' ' || name_en`),
    ...updatedAt(),
  },
  (t) => [uniqueIndex('dir_categories_code_once').on(t.category_code), index('dir_categories_main_idx').on(t.main_code, t.category_code)],
);

/**
 * Review of a registration request. A request waits (`reviewed_at` null) until an admin approves
 * (approval true) or rejects it (`rejected` true); both keep the reviewer and the time. Rows an admin
 * adds are reviewed on creation. Public = approval true.
 */
const review = {
  approval: boolean('approval').notNull().default(false),
  rejected: boolean('rejected').notNull().default(false),
  reviewed_at: timestamptz('reviewed_at'),
  reviewed_by: integer('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
  /** Why the request was rejected, as the admin typed it (mailed to the registrant); '' otherwise. */
  ...blankTexts('rejection_reason'),
};

/** Who submitted the request (spec "Registrant": name, position, email, phone). */
const registrant = {
  ...blankTexts('registrant_name', 'registrant_position', 'registrant_email', 'registrant_phone'),
  /** The language the request was written in. */
  lang: lang('lang').notNull().default('mn'),
};

/**
 * The columns a directory entry ends with: its review, its registrant, its search columns and times.
 * `search_key` is both names (a name match ranks first, the admin's name filter); `search_text` is
 * everything a search finds it by: the names and what the entry says it does (`described`),
 * folded, and `more` as it is.
 */
const registration = (described: SQL, more?: SQL) => ({
  ...review,
  ...registrant,
  search_key: folded('search_key', sql`name_mn || ' ' || name_en`),
  search_text: text('search_text')
    .notNull()
    .generatedAlwaysAs(() => {
      const own = sql`dir_fold(name_mn || ' ' || name_en || ' ' || ${described})`;
      return more ? sql`${own} || ' ' || ${more}` : own;
    }),
  /** The names' keys in the Mongolian alphabet (`mn_sort_key`), the lists' order (src/api/order.ts). */
  sort_mn: text('sort_mn')
    .notNull()
    .generatedAlwaysAs(() => sql`mn_sort_key(name_mn)`),
  sort_en: text('sort_en')
    .notNull()
    .generatedAlwaysAs(() => sql`mn_sort_key(name_en)`),
  ...timestamps(),
});

/** A directory entry's indexes: the public list, the queue of requests, the trigram search. */
const registrationIndexes = (
  table: string,
  t: Record<'id' | 'approval' | 'reviewed_at' | 'created_at' | 'search_key' | 'search_text', ExtraConfigColumn>,
) => [
  index(`${table}_public_idx`).on(t.approval, t.id),
  index(`${table}_request_idx`).on(t.reviewed_at, t.created_at),
  trigramIndex(`${table}_search_idx`, t.search_key),
  trigramIndex(`${table}_text_idx`, t.search_text),
];

export const dirCompanies = pgTable(
  'dir_companies',
  {
    id: serial('id').primaryKey(),
    ...requiredTexts('registration_number', 'name_mn', 'name_en'),
    ...blankTexts('address_mn', 'address_en', 'about_mn', 'about_en'),
    /** Storage key of the logo (jpeg or png), '' for none. */
    logo: text('logo').notNull().default(''),
    /** Operating (spec "status"). */
    status: boolean('status').notNull().default(true),
    /**
     * The company's category codes as search words ("Q0101 Q0204": a folded term never holds a Q), so
     * a term that names a category finds its companies in the same index; kept by a trigger on
     * `dir_company_categories` (migration 0007).
     */
    category_words: text('category_words').notNull().default(''),
    // the about texts, markup dropped; the category words
    ...registration(sql`regexp_replace(about_mn || ' ' || about_en, '<[^>]*>', ' ', 'g')`, sql`category_words`),
  },
  (t) => [...registrationIndexes('dir_companies', t), index('dir_companies_registration_idx').on(t.registration_number)],
);

export const dirCompanyCategories = pgTable(
  'dir_company_categories',
  {
    id: serial('id').primaryKey(),
    company_id: reference('company_id', () => dirCompanies.id, 'cascade'),
    category_id: reference('category_id', () => dirCategories.id, 'cascade'),
  },
  (t) => [
    uniqueIndex('dir_company_categories_once').on(t.company_id, t.category_id),
    index('dir_company_categories_cat_idx').on(t.category_id, t.company_id),
  ],
);

export const DIR_CONTACT_TYPES = ['phone', 'fax', 'email', 'website'] as const;

export const dirContacts = pgTable(
  'dir_contacts',
  {
    id: serial('id').primaryKey(),
    company_id: reference('company_id', () => dirCompanies.id, 'cascade'),
    contact_type: text('contact_type', { enum: DIR_CONTACT_TYPES }).notNull(),
    contact_value: text('contact_value').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    index('dir_contacts_company_idx').on(t.company_id, t.contact_type, t.sequence),
    check('dir_contacts_type', sql`${t.contact_type} in ('phone', 'fax', 'email', 'website')`),
  ],
);

/** A mining consultant engineer (spec "person"); listed under category 0403. */
export const dirConsultants = pgTable(
  'dir_consultants',
  {
    id: serial('id').primaryKey(),
    ...requiredTexts('name_mn', 'name_en', 'profession_mn', 'profession_en'),
    ...blankTexts('advice_mn', 'advice_en'),
    phone_number: text('phone_number').notNull(),
    ...registration(sql`profession_mn || ' ' || profession_en || ' ' || advice_mn || ' ' || advice_en`),
  },
  (t) => registrationIndexes('dir_consultants', t),
);

/** The directory's slide banners (730x455 recommended), shown in `sequence` order. */
export const dirBanners = pgTable('dir_banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  sequence: integer('sequence').notNull().default(0),
  ...createdAt(),
});

/**
 * The words the directory's entries and categories are found by, each with its one-letter-deleted
 * variants (a word of 4+ letters): a typed word's own variants meet a stored word's when the two are
 * one wrong, missing, doubled or swapped letter apart (the symmetric-delete way). Kept by triggers on
 * the three tables (migration 0007); a word is never removed (a stale one only finds nothing).
 */
export const dirSearchWords = pgTable('dir_search_words', { variant: text('variant').notNull(), word: text('word').notNull() }, (t) => [
  primaryKey({ columns: [t.variant, t.word] }),
]);
