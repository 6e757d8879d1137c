import { pgEnum } from 'drizzle-orm/pg-core';
import { LANGS } from '@shared/lang';

/** The site's two languages as a Postgres enum, for rows written in one language. */
export const lang = pgEnum('lang', LANGS);
