import { z } from 'zod';
import { messageKeys } from './message-keys';
import { isoDay } from './dates';
import { TRADE_SORT_KEYS } from './limits';
export { TRADE_SORT_KEYS };

/**
 * Trade and notice (auction schedule) shapes and rules shared by the API, the /mm/trade island and
 * the admin trade screen (association-site.md §3, §4, §9; association-admin.md §2, §5, §9).
 */
export const TRADE_PAGE_SIZES = [10, 20, 30] as const;
export const NOTICE_PAGE_SIZES = [12, 24, 50] as const;
export const ADMIN_TRADE_PAGE_SIZES = [20, 50, 100] as const;
/** How many rows the home ticker's recent-trade and recent-notice calls answer. */
export const RECENT_TRADE_COUNT = 10;
/** Default report range: the last 7 days up to today. */
export const DEFAULT_RANGE_DAYS = 7;

export type TradeSortKey = (typeof TRADE_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The report's order when the visitor has not chosen one: newest first. */
export const DEFAULT_TRADE_SORT = { sort: 'trade_datetime', order: 'desc' } as const satisfies { sort: TradeSortKey; order: SortOrder };

export const TRADE_MESSAGES = messageKeys('msg.trade.', ['startDate', 'endDate', 'order', 'future', 'sort', 'sortOrder']);

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2999;
}

/** `YYYY-MM-DD` of `at` (default now) in Ulaanbaatar. */
export const ubDay = (at: Date = new Date()): string => isoDay(at);

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The report tab's default range: the last 7 days to today (Ulaanbaatar). */
export function defaultRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const endDate = ubDay(now);
  return { startDate: addDays(endDate, -DEFAULT_RANGE_DAYS), endDate };
}

/** The date pickers' rule (§4): a start after the end pulls the end up to the start. */
export function normalizeRange(range: { startDate: string; endDate: string }): { startDate: string; endDate: string } {
  return range.startDate && range.endDate && range.startDate > range.endDate ? { ...range, endDate: range.startDate } : range;
}

const day = (message: string) => z.string({ error: message }).refine(isIsoDay, message);

/**
 * The date range of a query. Both are optional here (the route fills the public default); a start
 * after the end is refused, and `notFuture` (the admin filter, §5) refuses a start after `today`.
 */
export function dateRangeSchema(opts: { today?: string } = {}) {
  const msg = TRADE_MESSAGES;
  return z.object({ startDate: day(msg.startDate).optional(), endDate: day(msg.endDate).optional() }).superRefine((r, ctx) => {
    if (r.startDate && r.endDate && r.startDate > r.endDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: msg.order });
    if (opts.today && r.startDate && r.startDate > opts.today) ctx.addIssue({ code: 'custom', path: ['startDate'], message: msg.future });
  });
}

/** The report's sort query: a column of the table and a direction, newest first by default. */
export function tradeSortSchema() {
  const msg = TRADE_MESSAGES;
  return z.object({
    sort: z.enum(TRADE_SORT_KEYS, { error: msg.sort }).default(DEFAULT_TRADE_SORT.sort),
    order: z.enum(SORT_ORDERS, { error: msg.sortOrder }).default(DEFAULT_TRADE_SORT.order),
  });
}

/** A completed trade as the public report table shows it. */
export interface PublicTrade {
  id: number;
  seller_name: string;
  product_name: string;
  min_price: number | null;
  /** The deal price. */
  price: number | null;
  price_currency: string;
  /** ISO instant. */
  trade_datetime: string;
  own_url: string;
  url: string;
}

/** An announced auction as the public schedule cards show it. */
export interface PublicNotice {
  id: number;
  seller_name: string;
  order_num: string;
  type: string;
  /** ISO instant of the auction. */
  sell_date: string;
  quantity: string;
  currency: string;
  lot_size: string;
  own_url: string;
  url: string;
  other: string;
}

/** One row of the home ticker's recent trades (§3 "Recent trade"); date and time in Ulaanbaatar. */
export interface RecentTrade {
  id: number;
  trade_date: string;
  trade_time: string;
  seller_name: string;
  mass: string;
  product_category: string;
  own_url: string;
  url: string;
}

/** Admin rows carry every stored column. */
export interface AdminTrade extends PublicTrade {
  product_category: string;
  mass: string;
}
export interface AdminNotice extends Omit<PublicNotice, 'sell_date'> {
  sell_datetime: string;
}
