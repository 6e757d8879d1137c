import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Responsible-mining PDF documents. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  pdf: text('pdf').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
