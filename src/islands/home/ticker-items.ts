import type { Lang } from '../../shared/lang';
import type { PublicNotice, RecentTrade } from '../../shared/trade';

/** One entry of the home ticker. */
export interface TickerItem {
  kind: 'notice' | 'trade';
  text: string;
  when: string;
  href: string;
}

export const external = (url: string) => /^https?:\/\//i.test(url);

/** Ulaanbaatar calendar day of an ISO timestamp. */
function ubDay(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'mn' ? 'mn-MN' : 'en-GB', {
    timeZone: 'Asia/Ulaanbaatar',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/** Recent notices and trades as ticker entries, the two kinds alternating so both stay in view. */
export function tickerItems(notices: PublicNotice[], trades: RecentTrade[], lang: Lang, tradeHref: string): TickerItem[] {
  const link = (...urls: string[]) => urls.find(external) ?? tradeHref;
  const fromNotices = notices.map<TickerItem>((n) => ({
    kind: 'notice',
    text: [n.seller_name, n.type, [n.quantity, n.currency && n.lot_size ? `(${n.lot_size})` : ''].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' · '),
    when: ubDay(n.sell_date, lang),
    href: link(n.own_url, n.url),
  }));
  const fromTrades = trades.map<TickerItem>((tr) => ({
    kind: 'trade',
    text: [tr.seller_name, tr.product_category, tr.mass].filter(Boolean).join(' · '),
    when: `${tr.trade_date} ${tr.trade_time}`.trim(),
    href: link(tr.own_url, tr.url),
  }));
  const out: TickerItem[] = [];
  for (let i = 0; i < Math.max(fromNotices.length, fromTrades.length); i++) {
    if (fromNotices[i]) out.push(fromNotices[i]);
    if (fromTrades[i]) out.push(fromTrades[i]);
  }
  return out;
}
