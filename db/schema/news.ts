import { type AnyPgColumn, boolean, check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { blankTexts, reference, requiredTexts, timestamps } from './columns';

export const pageType = pgEnum('page_type', ['news', 'static']);

/** Menu items; a menu item of page type 'news' is a news category. */
export const categories = pgTable(
  'categories',
  {
    cid: serial('cid').primaryKey(),
    pid: integer('pid').references((): AnyPgColumn => categories.cid, { onDelete: 'set null' }),
    ...requiredTexts('category', 'category_en'),
    category_status: boolean('category_status').notNull().default(true),
    page_type: pageType('page_type').notNull().default('news'),
    category_level: integer('category_level').notNull().default(1),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    check('categories_level_chk', sql`${t.category_level} between 1 and 3`),
    check('categories_level3_static_chk', sql`${t.category_level} < 3 or ${t.page_type} = 'static'`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    image: text('image').notNull(),
    ...blankTexts('title', 'title_en', 'summary', 'summary_en', 'text', 'text_en'),
    publisher: text('publisher').notNull(),
    news_status: boolean('news_status').notNull().default(true),
    yellow_book: boolean('yellow_book').notNull().default(false),
    category_cid: reference('category_cid', () => categories.cid, 'restrict'),
    ...timestamps(),
  },
  (t) => [index('news_category_created_idx').on(t.category_cid, t.created_at), index('news_created_idx').on(t.created_at)],
);

/** Content of a static menu page, one per menu item. */
export const staticData = pgTable('static_data', {
  id: serial('id').primaryKey(),
  category_cid: reference('category_cid', () => categories.cid, 'cascade').unique(),
  ...blankTexts('text', 'text_en'),
});
