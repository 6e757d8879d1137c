import { pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, requiredTexts } from './columns';

/** Mining 101 videos. */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  ...requiredTexts('title', 'video'),
  ...createdAt(),
});
