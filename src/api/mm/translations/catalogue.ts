import { eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  aboutPeople,
  categories,
  eventCategories,
  eventHalls,
  eventPortfolio,
  eventPresentations,
  events,
  meetingUsers,
  minerals,
  news,
  reports,
  staticData,
} from '@db/schema';
import type { TranslationField, TranslationType } from '@shared/translations';

type Columns<T extends PgTable> = T['_']['columns'];
/** A column `x` of the table that has its English twin `x_en` (a typo or a lone column fails tsc). */
type PairedField<T extends PgTable> = {
  [K in keyof Columns<T> & string]: `${K}_en` extends keyof Columns<T> ? K : never;
}[keyof Columns<T> & string] &
  TranslationField;

/** One kind of bilingual content: where its rows live, which pairs to compare, and where an admin edits it. */
export interface Bilingual {
  type: TranslationType;
  table: PgTable;
  id: PgColumn;
  /** Mongolian column names; each has its `_en` twin. */
  fields: readonly TranslationField[];
  /** The rows of this kind when the table holds several (about-us people and auditors). */
  where?: SQL;
  /** What names a row in each language (default: the first pair). */
  label?: Record<'mn' | 'en', SQL>;
  /** The admin screen that edits the row (a path, or built from the row); null: no screen edits it. */
  editPath: string | SQL | null;
}

const kind = <T extends PgTable>(entry: Omit<Bilingual, 'table' | 'fields'> & { table: T; fields: readonly PairedField<T>[] }): Bilingual =>
  entry;

/** The menu item a static page belongs to, in one language. */
const menuName = (column: PgColumn) => sql`(select ${column} from ${categories} where ${categories.cid} = ${staticData.category_cid})`;

/**
 * Every bilingual `x` / `x_en` pair of db/schema, by kind (a test checks none is left out). Rows
 * edited in a list screen link to that screen: no list opens a row from its URL. Videos,
 * documents and sustainable-mining items have one title in one language, so no pair to compare.
 */
export const BILINGUAL: readonly Bilingual[] = [
  kind({ type: 'news', table: news, id: news.id, fields: ['title', 'summary', 'text'], editPath: '/admin/update-news' }),
  kind({ type: 'menu', table: categories, id: categories.cid, fields: ['category'], editPath: '/admin/link' }),
  kind({
    type: 'static',
    table: staticData,
    id: staticData.id,
    fields: ['text'],
    label: { mn: menuName(categories.category), en: menuName(categories.category_en) },
    editPath: sql`'/admin/edit-static/' || ${staticData.category_cid}`,
  }),
  kind({ type: 'report', table: reports, id: reports.id, fields: ['title'], editPath: '/admin/report' }),
  kind({
    type: 'person',
    table: aboutPeople,
    id: aboutPeople.id,
    fields: ['name', 'position', 'company'],
    where: ne(aboutPeople.about_category, 'Auditor'),
    editPath: '/admin/about',
  }),
  kind({
    type: 'auditor',
    table: aboutPeople,
    id: aboutPeople.id,
    fields: ['name', 'position', 'company'],
    where: eq(aboutPeople.about_category, 'Auditor'),
    editPath: '/admin/auditor',
  }),
  // seeded content: the spec gives minerals no admin screen
  kind({ type: 'mineral', table: minerals, id: minerals.id, fields: ['name'], editPath: null }),
  // the event site: its menu has a screen; editions, halls, presentations and the 2023 portfolio are
  // seeded or reference data the spec gives no editing screen (its presentation screen is a placeholder)
  kind({ type: 'event-edition', table: events, id: events.id, fields: ['event'], editPath: null }),
  kind({ type: 'event-menu', table: eventCategories, id: eventCategories.cid, fields: ['category'], editPath: '/admin/week/link' }),
  kind({ type: 'event-hall', table: eventHalls, id: eventHalls.id, fields: ['hall_name'], editPath: null }),
  kind({ type: 'event-presentation', table: eventPresentations, id: eventPresentations.id, fields: ['present_name'], editPath: null }),
  kind({ type: 'event-portfolio', table: eventPortfolio, id: eventPortfolio.id, fields: ['title'], editPath: null }),
  // the directory's rows pair name_mn / name_en (not x / x_en); meeting users are edited in their list
  kind({ type: 'meeting-user', table: meetingUsers, id: meetingUsers.id, fields: ['name'], editPath: '/admin/yellow/meeting-users' }),
];
