import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mining 101 videos. */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  video: text('video').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
