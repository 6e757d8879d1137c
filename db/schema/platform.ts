import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredTexts, timestamptz } from './columns';

/** A file sent with a mail (e.g. the event's `.ics`); text content is sent as UTF-8. Stored with the mail in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Mail stored by the outbox adapter (the local default), visible to admins. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    ...requiredTexts('to', 'subject', 'text'),
    html: text('html'),
    /** Where a reply goes when not to the sender (a visitor writing to a company), null for the sender. */
    reply_to: text('reply_to'),
    /** Files sent with the mail (filename, type, UTF-8 text content). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    ...createdAt(),
    /**
     * Delivery queue: every mail is stored here first and a delivery transport (SMTP, HTTP provider)
     * sends it later, retrying with backoff. Null `sent_at` with a transport configured = still queued.
     */
    sent_at: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
  },
  (t) => [
    index('outbox_queue_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null`),
  ],
);

/**
 * Every admin write, stored in the same transaction as the change: who, when, which route, the
 * entity and id, the changed fields before and after (secrets removed), the request id.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    /** No foreign key: the entry outlives a deleted account, and keeps its e-mail. */
    admin_id: integer('admin_id'),
    ...requiredTexts('admin_email', 'method', 'route', 'entity'),
    entity_id: text('entity_id'),
    action: text('action').$type<'create' | 'update' | 'delete' | 'other'>().notNull(),
    /** `{ field: { before, after } }` for the fields that changed. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_admin_idx').on(t.admin_id, t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
  ],
);

/**
 * Public create calls answered once per `Idempotency-Key`: the first request claims the key (its
 * insert wins the primary key), a repeat gets the stored answer instead of a second row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...requiredTexts('scope', 'key'),
    /** SHA-256 of the request body: the same key with another body is refused. */
    request_hash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    response: jsonb('response'),
    ...createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);

/** Fixed-window rate-limit counters, in Postgres because Workers share no memory. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    window_start: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/** Static site builds: state of the last rebuild for the dashboard. */
export const builds = pgTable('builds', {
  id: serial('id').primaryKey(),
  state: text('state').$type<'running' | 'succeeded' | 'failed'>().notNull(),
  trigger: text('trigger').notNull().default(''),
  started_at: timestamptz('started_at').notNull().defaultNow(),
  finished_at: timestamptz('finished_at'),
  duration_ms: integer('duration_ms'),
  pages: integer('pages'),
  error: text('error'),
});

/**
 * Scheduled work (DESIGN §8): meeting reminders, request expiry, and whatever comes next. `sweep(now)`
 * claims due rows with `UPDATE … WHERE claimed_at IS NULL … RETURNING`, so each job runs once whoever
 * calls it (the `npm start` interval, the Cloudflare cron, both at once). `key` makes planning a job
 * twice a no-op (`on conflict do nothing`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    due_at: timestamptz('due_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    claimed_at: timestamptz('claimed_at'),
    done_at: timestamptz('done_at'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    ...createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.due_at)
      .where(sql`${t.done_at} is null`),
  ],
);
