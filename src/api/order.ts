import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The one order of names: the Mongolian alphabet (…О, Ө, П…; …У, Ү, Ф…), case-insensitive, the same
 * on Postgres, Neon and PGlite whatever the database's collation. `key` is a name's `mn_sort_key`
 * (migration 0007), stored where names are listed (the directory's `sort_mn`/`sort_en`). English
 * names keep their A-Z order under it. An admin table sorting a loaded page in the browser uses
 * `Intl.Collator('mn')`, which agrees (tests/api/directory-search.test.ts).
 */
export const alphabetical = (key: AnyColumn | SQL): SQL => sql`${key} collate "C"`;
