import { and, asc, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@db/client';
import { notices, trades } from '@db/schema';
import { pagedRows } from '@api/rows';
import {
  DEFAULT_TRADE_SORT,
  RECENT_TRADE_COUNT,
  type SortOrder,
  type TradeSortKey,
  type AdminNotice,
  type AdminTrade,
  type PublicNotice,
  type PublicTrade,
  type RecentTrade,
} from '@shared/trade';
import { isoDay, isoTime, SITE_TIME_ZONE } from '@shared/dates';

/**
 * Trade and notice data functions: the API routes (public and admin) and any build-time page call
 * these. Dates are Ulaanbaatar calendar days; rows are newest first.
 */
export interface DayRange {
  startDate?: string;
  endDate?: string;
}

/** Rows whose `column` falls on the Ulaanbaatar days `startDate`..`endDate` (inclusive); index-friendly bounds. */
function withinDays(column: PgColumn, r: DayRange): SQL | undefined {
  return and(
    r.startDate ? gte(column, sql`(${r.startDate}::date)::timestamp at time zone ${SITE_TIME_ZONE}`) : undefined,
    r.endDate ? lt(column, sql`(${r.endDate}::date + 1)::timestamp at time zone ${SITE_TIME_ZONE}`) : undefined,
  );
}

const money = (v: string | null) => (v === null ? null : Number(v));

const toPublicTrade = (r: typeof trades.$inferSelect): PublicTrade => ({
  id: r.id,
  seller_name: r.seller_name,
  product_name: r.product_name,
  min_price: money(r.min_price),
  price: money(r.price),
  price_currency: r.price_currency,
  trade_datetime: r.trade_datetime.toISOString(),
  own_url: r.own_url,
  url: r.url,
});
const toAdminTrade = (r: typeof trades.$inferSelect): AdminTrade => ({
  ...toPublicTrade(r),
  product_category: r.product_category,
  mass: r.mass,
});

const toPublicNotice = (r: typeof notices.$inferSelect): PublicNotice => ({
  id: r.id,
  seller_name: r.seller_name,
  order_num: r.order_num,
  type: r.type,
  sell_date: r.sell_datetime.toISOString(),
  quantity: r.quantity,
  currency: r.currency,
  lot_size: r.lot_size,
  own_url: r.own_url,
  url: r.url,
  other: r.other,
});
const toAdminNotice = (r: typeof notices.$inferSelect): AdminNotice => {
  const { sell_date, ...rest } = toPublicNotice(r);
  return { ...rest, sell_datetime: sell_date };
};

export interface TradeOrder {
  sort: TradeSortKey;
  order: SortOrder;
}

/**
 * The whole result's order (so paging keeps it): the column, names case-insensitively (in the
 * database's collation), unknown prices last either way, then the id in the same direction so equal
 * values keep one order across pages. The default (newest first) stays the datetime index's order.
 */
function tradeOrderBy({ sort, order }: TradeOrder): SQL[] {
  const by = order === 'asc' ? asc : desc;
  const column = trades[sort];
  if (sort === 'min_price' || sort === 'price') return [sql`${column} ${sql.raw(order)} nulls last`, by(trades.id)];
  return [by(sort === 'seller_name' || sort === 'product_name' ? sql`lower(${column})` : column), by(trades.id)];
}

async function pagedTrades(db: Db, range: DayRange, page: number, limit: number, order: TradeOrder = DEFAULT_TRADE_SORT) {
  const where = withinDays(trades.trade_datetime, range);
  return pagedRows(
    db
      .select()
      .from(trades)
      .where(where)
      .orderBy(...tradeOrderBy(order))
      .$dynamic(),
    db.$count(trades, where),
    page,
    limit,
  );
}

async function pagedNotices(db: Db, range: DayRange, page: number, limit: number) {
  const where = withinDays(notices.sell_datetime, range);
  return pagedRows(
    db.select().from(notices).where(where).orderBy(desc(notices.sell_datetime), desc(notices.id)).$dynamic(),
    db.$count(notices, where),
    page,
    limit,
  );
}

/** The public report table: trades of the range in the visitor's order, `{ trade, totalPages, total }`. */
export async function listTrades(db: Db, q: Required<DayRange> & TradeOrder & { page: number; limit: number }) {
  const { rows, total, totalPages } = await pagedTrades(db, q, q.page, q.limit, q);
  return { trade: rows.map(toPublicTrade), totalPages, total };
}

/** The public schedule cards: every notice, newest (and upcoming) first, `{ notice, totalPages, total }`. */
export async function listNotices(db: Db, q: { page: number; limit: number }) {
  const { rows, total, totalPages } = await pagedNotices(db, {}, q.page, q.limit);
  return { notice: rows.map(toPublicNotice), totalPages, total };
}

/** The admin stock-exchange screen: every stored column, `{ result, totalPages, total }`. */
export async function adminTrades(db: Db, q: DayRange & { page: number; limit: number }) {
  const { rows, total, totalPages } = await pagedTrades(db, q, q.page, q.limit);
  return { result: rows.map(toAdminTrade), totalPages, total };
}

export async function adminNotices(db: Db, q: DayRange & { page: number; limit: number }) {
  const { rows, total, totalPages } = await pagedNotices(db, q, q.page, q.limit);
  return { result: rows.map(toAdminNotice), totalPages, total };
}

/** The home ticker's latest trades (§3 "Recent trade"). */
export async function recentTrades(db: Db, n = RECENT_TRADE_COUNT): Promise<RecentTrade[]> {
  const rows = await db.select().from(trades).orderBy(desc(trades.trade_datetime), desc(trades.id)).limit(n);
  return rows.map((r) => ({
    id: r.id,
    trade_date: isoDay(r.trade_datetime),
    trade_time: isoTime(r.trade_datetime),
    seller_name: r.seller_name,
    mass: r.mass,
    product_category: r.product_category,
    own_url: r.own_url,
    url: r.url,
  }));
}

/** The home ticker's latest notices: the auctions furthest ahead (or most recent) first. */
export async function recentNotices(db: Db, n = RECENT_TRADE_COUNT): Promise<PublicNotice[]> {
  const rows = await db.select().from(notices).orderBy(desc(notices.sell_datetime), desc(notices.id)).limit(n);
  return rows.map(toPublicNotice);
}
