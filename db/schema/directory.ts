import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lang } from './lang';
import { admins } from './accounts';

/**
 * The mining directory (`/yp`, spec event-and-directory.md §3). Main categories 01-04 are reference
 * data of the migration; sub-categories (`category_code` = main code + two digits, 0403 =
 * consultants) are content the admin adds and renames.
 */
export const dirMainCategories = pgTable('dir_main_categories', {
  code: text('code').primaryKey(),
  name_mn: text('name_mn').notNull(),
  name_en: text('name_en').notNull(),
});

export const dirCategories = pgTable(
  'dir_categories',
  {
    id: serial('id').primaryKey(),
    main_code: text('main_code')
      .notNull()
      .references(() => dirMainCategories.code),
    category_code: text('category_code').notNull(),
    name_mn: text('name_mn').notNull(),
    name_en: text('name_en').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
  reviewed_by: integer('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
};

/** Who submitted the request (spec "Registrant": name, position, email, phone). */
const registrant = {
  registrant_name: text('registrant_name').notNull().default(''),
  registrant_position: text('registrant_position').notNull().default(''),
  registrant_email: text('registrant_email').notNull().default(''),
  registrant_phone: text('registrant_phone').notNull().default(''),
  /** The language the request was written in. */
  lang: lang('lang').notNull().default('mn'),
};

export const dirCompanies = pgTable(
  'dir_companies',
  {
    id: serial('id').primaryKey(),
    registration_number: text('registration_number').notNull(),
    name_mn: text('name_mn').notNull(),
    name_en: text('name_en').notNull(),
    address_mn: text('address_mn').notNull().default(''),
    address_en: text('address_en').notNull().default(''),
    about_mn: text('about_mn').notNull().default(''),
    about_en: text('about_en').notNull().default(''),
    /** Storage key of the logo (jpeg or png), '' for none. */
    logo: text('logo').notNull().default(''),
    /** Operating (spec "status"). */
    status: boolean('status').notNull().default(true),
    ...review,
    ...registrant,
    /** Both names folded by `searchKey` (src/shared/transliterate.ts), trigram-indexed for search. */
    search_key: text('search_key').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dir_companies_public_idx').on(t.approval, t.id),
    index('dir_companies_request_idx').on(t.reviewed_at, t.created_at),
    index('dir_companies_search_idx').using('gin', t.search_key.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const dirCompanyCategories = pgTable(
  'dir_company_categories',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => dirCompanies.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => dirCategories.id, { onDelete: 'cascade' }),
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
    company_id: integer('company_id')
      .notNull()
      .references(() => dirCompanies.id, { onDelete: 'cascade' }),
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
    name_mn: text('name_mn').notNull(),
    name_en: text('name_en').notNull(),
    profession_mn: text('profession_mn').notNull(),
    profession_en: text('profession_en').notNull(),
    advice_mn: text('advice_mn').notNull().default(''),
    advice_en: text('advice_en').notNull().default(''),
    phone_number: text('phone_number').notNull(),
    ...review,
    ...registrant,
    search_key: text('search_key').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dir_consultants_public_idx').on(t.approval, t.id),
    index('dir_consultants_request_idx').on(t.reviewed_at, t.created_at),
    index('dir_consultants_search_idx').using('gin', t.search_key.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** The directory's slide banners (730x455 recommended), shown in `sequence` order. */
export const dirBanners = pgTable('dir_banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  sequence: integer('sequence').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
