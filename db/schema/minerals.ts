import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { blankTexts } from './columns';

/** Minerals of project page 21 "Mining we don't know". */
export const minerals = pgTable('minerals', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  ...blankTexts('name', 'name_en'),
});
