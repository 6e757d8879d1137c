import { pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const aboutCategory = pgEnum('about_category', ['President', 'Association', 'Office', 'Auditor']);

/** About-us people: honorary presidents, council, office staff and assessment auditors. */
export const aboutPeople = pgTable('about_people', {
  id: serial('id').primaryKey(),
  about_category: aboutCategory('about_category').notNull(),
  name: text('name').notNull(),
  name_en: text('name_en').notNull().default(''),
  position: text('position').notNull().default(''),
  position_en: text('position_en').notNull().default(''),
  company: text('company').notNull().default(''),
  company_en: text('company_en').notNull().default(''),
  profile: text('profile').notNull(),
  years_of_work: text('years_of_work').notNull().default(''),
  email: text('email').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
