import type { Texts } from '@i18n/pick';
import type { Lang } from '@shared/lang';

/** The island's strings, picked by its page: `pickTexts(lang, 'trade.', 'pager.')`. */
export type TradeTexts = Texts<'trade.' | 'pager.'>;

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
