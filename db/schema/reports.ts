import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Reports: a cover image and a PDF, titled in both languages. */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  image: text('image').notNull(),
  pdf: text('pdf').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
