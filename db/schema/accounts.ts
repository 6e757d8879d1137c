import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { blankTexts, createdAt, reference, timestamptz } from './columns';

/** Back-office accounts. Roles: 1 moderator, 2 admin, 3 user (read-only). */
export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  last_name: text('last_name').notNull().default(''),
  first_name: text('first_name').notNull(),
  email: text('email').notNull().unique(),
  ...blankTexts('phone_number', 'position', 'department'),
  account_role: integer('account_role').notNull().default(2),
  active: boolean('active').notNull().default(true),
  /** PBKDF2 hash for local sign-in; null for Google-only accounts. */
  password_hash: text('password_hash'),
  ...createdAt(),
});

/** Server-side sessions: only the SHA-256 of the opaque cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    admin_id: reference('admin_id', () => admins.id, 'cascade'),
    ...createdAt(),
    last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_admin_idx').on(t.admin_id)],
);
