import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { lang } from './lang';
import { createdAt } from './columns';

/** Sustainable-mining items: a PDF and its posters in one language. */
export const sustainableMining = pgTable('sustainable_mining', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  language: lang('language').notNull().default('mn'),
  pdf: text('pdf').notNull(),
  posters: jsonb('posters').$type<string[]>().notNull().default([]),
  ...createdAt(),
});
