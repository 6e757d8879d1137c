import { t, type DictKey, type Lang } from '@i18n';

/**
 * The strings the trade island shows, picked on the server and passed as props: the island never
 * bundles the whole dictionary.
 */
const KEYS = [
  'trade.tabs',
  'trade.tab.schedule',
  'trade.tab.report',
  'trade.perPage',
  'trade.total',
  'trade.loading',
  'trade.error',
  'trade.retry',
  'trade.startDate',
  'trade.endDate',
  'trade.col.seller',
  'trade.col.product',
  'trade.col.minPrice',
  'trade.col.price',
  'trade.col.datetime',
  'trade.col.details',
  'trade.sortBy',
  'trade.details',
  'trade.newTab',
  'trade.empty',
  'trade.notice.empty',
  'trade.notice.orderNum',
  'trade.notice.type',
  'trade.notice.sellDate',
  'trade.notice.quantity',
  'trade.notice.lotSize',
  'trade.notice.currency',
  'pager.label',
  'pager.first',
  'pager.previous',
  'pager.next',
  'pager.last',
  'pager.page',
] as const satisfies readonly DictKey[];

export type TradeLabelKey = (typeof KEYS)[number];
export type TradeLabels = Record<TradeLabelKey, string>;

export function tradeLabels(lang: Lang): TradeLabels {
  return Object.fromEntries(KEYS.map((k) => [k, t(lang, k)])) as TradeLabels;
}
