import { fill } from '@i18n/fill';
import type { PagerLabels } from '@lib/pagination';
import type { Lang } from '@shared/lang';
import type { TradeLabelKey, TradeLabels } from './labels';

/** Number formatting for the trade island (dates: src/shared/dates.ts). */
const LOCALE = { mn: 'mn-MN', en: 'en-GB' } as const;

export function formatMoney(value: number | null, currency: string, lang: Lang): string {
  if (value === null) return '—';
  try {
    return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency }).format(value);
  } catch {
    // not an ISO currency code: the number and the code as stored
    return `${new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

export const formatCount = (n: number, lang: Lang) => new Intl.NumberFormat(LOCALE[lang]).format(n);

/** A label with its `{name}` placeholders filled. */
export function label(labels: TradeLabels, key: TradeLabelKey, vars?: Record<string, string | number>): string {
  return fill(labels[key], vars);
}

/** The words of the kit's pager (@ui/Pager). */
export const pagerLabels = (labels: TradeLabels): PagerLabels => ({
  label: labels['pager.label'],
  first: labels['pager.first'],
  previous: labels['pager.previous'],
  next: labels['pager.next'],
  last: labels['pager.last'],
  page: (page) => label(labels, 'pager.page', { page }),
});
