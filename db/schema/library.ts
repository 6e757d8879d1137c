import { jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const lang = pgEnum('lang', ['mn', 'en']);

/** Responsible-mining PDF documents. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  pdf: text('pdf').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mining 101 videos. */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  video: text('video').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en').notNull().default(''),
  image: text('image').notNull(),
  pdf: text('pdf').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const minerals = pgTable('minerals', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  name: text('name').notNull().default(''),
  name_en: text('name_en').notNull().default(''),
});

export const sustainableMining = pgTable('sustainable_mining', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  language: lang('language').notNull().default('mn'),
  pdf: text('pdf').notNull(),
  posters: jsonb('posters').$type<string[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
