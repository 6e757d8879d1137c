import { pgEnum } from 'drizzle-orm/pg-core';

/** The site's two languages as a Postgres enum, for rows written in one language. */
export const lang = pgEnum('lang', ['mn', 'en']);
