import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Minerals of project page 21 "Mining we don't know". */
export const minerals = pgTable('minerals', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  name: text('name').notNull().default(''),
  name_en: text('name_en').notNull().default(''),
});
