import { boolean, check, type ExtraConfigColumn, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lang } from './lang';
import { admins } from './accounts';
import { blankTexts, createdAt, reference, requiredTexts, timestamps, timestamptz, updatedAt } from './columns';

/**
 * The mining directory (`/yp`, spec event-and-directory.md §3). Main categories 01-04 are reference
 * data of the migration; sub-categories (`category_code` = main code + two digits, 0403 =
 * consultants) are content the admin adds and renames.
 */
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

/** The columns a directory entry ends with: its review, its registrant, its search key and times. */
const registration = () => ({
  ...review,
  ...registrant,
  /** Both names folded by `searchKey` (src/shared/transliterate.ts), trigram-indexed for search. */
  search_key: text('search_key').notNull().default(''),
  ...timestamps(),
});

/** A directory entry's indexes: the public list, the queue of requests, the trigram search. */
const registrationIndexes = (
  table: string,
  t: Record<'id' | 'approval' | 'reviewed_at' | 'created_at' | 'search_key', ExtraConfigColumn>,
) => [
  index(`${table}_public_idx`).on(t.approval, t.id),
  index(`${table}_request_idx`).on(t.reviewed_at, t.created_at),
  index(`${table}_search_idx`).using('gin', t.search_key.op('gin_trgm_ops')).with({ fastupdate: false }),
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
    ...registration(),
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
    ...registration(),
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
