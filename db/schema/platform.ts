import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../src/platform/ports';

/** Mail stored by the outbox adapter (the local default), visible to admins. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the mail (filename, type, UTF-8 text content). */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window rate-limit counters, in Postgres because Workers share no memory. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/** Static site builds: state of the last rebuild for the dashboard. */
export const builds = pgTable('builds', {
  id: serial('id').primaryKey(),
  state: text('state').$type<'running' | 'succeeded' | 'failed'>().notNull(),
  trigger: text('trigger').notNull().default(''),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
  duration_ms: integer('duration_ms'),
  pages: integer('pages'),
  error: text('error'),
});
