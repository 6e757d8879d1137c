import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { lang } from './lang';

/** Sustainable-mining items: a PDF and its posters in one language. */
export const sustainableMining = pgTable('sustainable_mining', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  language: lang('language').notNull().default('mn'),
  pdf: text('pdf').notNull(),
  posters: jsonb('posters').$type<string[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
