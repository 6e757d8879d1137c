import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { requiredTexts } from './columns';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  sequence: integer('sequence').notNull().default(0),
});

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  ...requiredTexts('icon', 'link'),
});
