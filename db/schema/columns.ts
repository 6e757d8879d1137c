import { type AnyPgColumn, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column builders the tables share. Each call makes new builders, so a table never shares a column
 * object with another; the SQL they describe is the one the migrations wrote (`timestamptz`,
 * `text not null default ''`, ...), so using them changes no schema.
 */

/** A `timestamp with time zone` column. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, set by the database on insert. */
export const createdAt = () => ({ created_at: timestamptz('created_at').notNull().defaultNow() });

/** `updated_at`, set on insert; the writes set it again on a change. */
export const updatedAt = () => ({ updated_at: timestamptz('updated_at').notNull().defaultNow() });

/** `created_at` and `updated_at`. */
export const timestamps = () => ({ ...createdAt(), ...updatedAt() });

const requiredText = (name: string) => text(name).notNull();
const blankText = (name: string) => text(name).notNull().default('');

/** Text columns that must be given (`text not null`), e.g. `...requiredTexts('name_mn', 'name_en')`. */
export function requiredTexts<N extends string>(...names: N[]) {
  return Object.fromEntries(names.map((name) => [name, requiredText(name)])) as { [K in N]: ReturnType<typeof requiredText> };
}

/** Text columns that may stay empty (`text not null default ''`), e.g. the English twin of a title. */
export function blankTexts<N extends string>(...names: N[]) {
  return Object.fromEntries(names.map((name) => [name, blankText(name)])) as { [K in N]: ReturnType<typeof blankText> };
}

type OnDelete = 'cascade' | 'set null' | 'restrict';

/** A required reference to another table's key (`integer not null references ...`). */
export const reference = (name: string, target: () => AnyPgColumn, onDelete?: OnDelete) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
