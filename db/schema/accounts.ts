import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Back-office accounts. Roles: 1 moderator, 2 admin, 3 user (read-only). */
export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  last_name: text('last_name').notNull().default(''),
  first_name: text('first_name').notNull(),
  email: text('email').notNull().unique(),
  phone_number: text('phone_number').notNull().default(''),
  position: text('position').notNull().default(''),
  department: text('department').notNull().default(''),
  account_role: integer('account_role').notNull().default(2),
  active: boolean('active').notNull().default(true),
  /** PBKDF2 hash for local sign-in; null for Google-only accounts. */
  password_hash: text('password_hash'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions: only the SHA-256 of the opaque cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_admin_idx').on(t.admin_id)],
);
