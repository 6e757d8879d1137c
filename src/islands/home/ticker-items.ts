import { textLang, type Lang } from '@shared/lang';
import type { PublicNotice, RecentTrade } from '@shared/trade';
import { formatDate, formatDateTime, ubInstant } from '@shared/dates';

/** One entry of the home ticker. */
export interface TickerItem {
  kind: 'notice' | 'trade';
  text: string;
  /** `mn` when the exchange's own (Mongolian) wording shows on an English page */
  textLang?: Lang;
  when: string;
  href: string;
}

export const external = (url: string) => /^https?:\/\//i.test(url);

/** Recent notices and trades as ticker entries, the two kinds alternating so both stay in view. */
export function tickerItems(notices: PublicNotice[], trades: RecentTrade[], lang: Lang, tradeHref: string): TickerItem[] {
  const link = (...urls: string[]) => urls.find(external) ?? tradeHref;
  const fromNotices = notices.map<TickerItem>((n) => ({
    kind: 'notice',
    text: [n.seller_name, n.type, [n.quantity, n.currency && n.lot_size ? `(${n.lot_size})` : ''].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' · '),
    when: formatDate(n.sell_date, lang),
    href: link(n.own_url, n.url),
  }));
  const fromTrades = trades.map<TickerItem>((tr) => ({
    kind: 'trade',
    text: [tr.seller_name, tr.product_category, tr.mass].filter(Boolean).join(' · '),
    // the API gives the trade's Ulaanbaatar day and time as text
    when: formatDateTime(ubInstant(tr.trade_date, tr.trade_time), lang),
    href: link(tr.own_url, tr.url),
  }));
  const out: TickerItem[] = [];
  for (const it of [...fromNotices, ...fromTrades]) it.textLang = textLang(lang, it.text);
  for (let i = 0; i < Math.max(fromNotices.length, fromTrades.length); i++) {
    if (fromNotices[i]) out.push(fromNotices[i]);
    if (fromTrades[i]) out.push(fromTrades[i]);
  }
  return out;
}
