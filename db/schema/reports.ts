import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredTexts } from './columns';

/** Reports: a cover image and a PDF, titled in both languages. */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  ...requiredTexts('image', 'pdf'),
  ...createdAt(),
});
