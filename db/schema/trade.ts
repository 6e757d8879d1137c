import { index, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Completed trades of the commodity exchange (also the source of the "recent trade" ticker). */
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    seller_name: text('seller_name').notNull(),
    product_name: text('product_name').notNull(),
    product_category: text('product_category').notNull().default(''),
    mass: text('mass').notNull().default(''),
    min_price: numeric('min_price', { precision: 18, scale: 2 }),
    price: numeric('price', { precision: 18, scale: 2 }),
    price_currency: text('price_currency').notNull().default('MNT'),
    trade_datetime: timestamp('trade_datetime', { withTimezone: true }).notNull(),
    own_url: text('own_url').notNull().default(''),
    url: text('url').notNull().default(''),
  },
  (t) => [index('trades_datetime_idx').on(t.trade_datetime)],
);

/** Announced auctions (trading schedule). */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    seller_name: text('seller_name').notNull(),
    order_num: text('order_num').notNull().default(''),
    type: text('type').notNull().default(''),
    sell_datetime: timestamp('sell_datetime', { withTimezone: true }).notNull(),
    quantity: text('quantity').notNull().default(''),
    currency: text('currency').notNull().default('MNT'),
    lot_size: text('lot_size').notNull().default(''),
    own_url: text('own_url').notNull().default(''),
    url: text('url').notNull().default(''),
    other: text('other').notNull().default(''),
  },
  (t) => [index('notices_datetime_idx').on(t.sell_datetime)],
);
