import { index, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { blankTexts, requiredTexts, timestamptz } from './columns';

/** Completed trades of the commodity exchange (also the source of the "recent trade" ticker). */
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    ...requiredTexts('seller_name', 'product_name'),
    ...blankTexts('product_category', 'mass'),
    min_price: numeric('min_price', { precision: 18, scale: 2 }),
    price: numeric('price', { precision: 18, scale: 2 }),
    price_currency: text('price_currency').notNull().default('MNT'),
    trade_datetime: timestamptz('trade_datetime').notNull(),
    ...blankTexts('own_url', 'url'),
  },
  (t) => [index('trades_datetime_idx').on(t.trade_datetime)],
);

/** Announced auctions (trading schedule). */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    seller_name: text('seller_name').notNull(),
    ...blankTexts('order_num', 'type'),
    sell_datetime: timestamptz('sell_datetime').notNull(),
    quantity: text('quantity').notNull().default(''),
    currency: text('currency').notNull().default('MNT'),
    ...blankTexts('lot_size', 'own_url', 'url', 'other'),
  },
  (t) => [index('notices_datetime_idx').on(t.sell_datetime)],
);
