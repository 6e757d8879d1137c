import type { Lang } from '../../shared/lang';
import { TRADE_DATE_TIME, TRADE_TIME_ZONE } from '../../shared/trade';
import type { TradeLabelKey, TradeLabels } from './labels';

/** Formatting for the trade island: numbers per language, dates and times in Ulaanbaatar. */
const LOCALE = { mn: 'mn-MN', en: 'en-GB' } as const;

const dateTimeFormats = {
  mn: new Intl.DateTimeFormat(LOCALE.mn, TRADE_DATE_TIME),
  en: new Intl.DateTimeFormat(LOCALE.en, { dateStyle: 'medium', timeStyle: 'short', timeZone: TRADE_TIME_ZONE }),
};

export const formatDateTime = (iso: string, lang: Lang) => dateTimeFormats[lang].format(new Date(iso));

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
  const text = labels[key];
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
}
