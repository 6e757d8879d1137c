import { useEffect, useState } from 'react';
import { api } from '../../shared/api-client';
import type { PublicNotice, RecentTrade } from '../../shared/trade';
import './ticker.css';

export interface TickerLabels {
  region: string;
  notice: string;
  trade: string;
  pause: string;
  play: string;
  empty: string;
  all: string;
}
interface Props {
  lang: 'mn' | 'en';
  labels: TickerLabels;
  /** The trade page (the ticker's "all" link and the fallback for items without their own link). */
  tradeHref: string;
}
interface Item {
  key: string;
  kind: 'notice' | 'trade';
  text: string;
  when: string;
  href: string;
}

const external = (url: string) => /^https?:\/\//i.test(url);

/** Ulaanbaatar calendar day of an ISO timestamp. */
function ubDay(iso: string, lang: 'mn' | 'en'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'mn' ? 'mn-MN' : 'en-GB', {
    timeZone: 'Asia/Ulaanbaatar',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

function toItems(notices: PublicNotice[], trades: RecentTrade[], lang: 'mn' | 'en', tradeHref: string): Item[] {
  const link = (...urls: string[]) => urls.find(external) ?? tradeHref;
  const fromNotices = notices.map<Item>((n) => ({
    key: `n${n.id}`,
    kind: 'notice',
    text: [n.seller_name, n.type, [n.quantity, n.currency && n.lot_size ? `(${n.lot_size})` : ''].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' · '),
    when: ubDay(n.sell_date, lang),
    href: link(n.own_url, n.url),
  }));
  const fromTrades = trades.map<Item>((tr) => ({
    key: `t${tr.id}`,
    kind: 'trade',
    text: [tr.seller_name, tr.product_category, tr.mass].filter(Boolean).join(' · '),
    when: `${tr.trade_date} ${tr.trade_time}`.trim(),
    href: link(tr.own_url, tr.url),
  }));
  // alternate the two kinds so both stay in view
  const out: Item[] = [];
  for (let i = 0; i < Math.max(fromNotices.length, fromTrades.length); i++) {
    if (fromNotices[i]) out.push(fromNotices[i]);
    if (fromTrades[i]) out.push(fromTrades[i]);
  }
  return out;
}

/**
 * The home ticker of recent auctions and trades, read live from the API (the static page would
 * be stale between rebuilds). The strip scrolls, pauses while hovered or focused, and has a
 * pause button; with reduced motion it starts paused.
 */
export default function Ticker({ lang, labels, tradeHref }: Props) {
  const [items, setItems] = useState<Item[] | null>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    let live = true;
    Promise.all([
      api.get<{ notice: PublicNotice[] }>('/get/recent-notice', { lang }).catch(() => ({ notice: [] })),
      api.get<{ trade: RecentTrade[] }>('/get/recent-trade', { lang }).catch(() => ({ trade: [] })),
    ]).then(([n, tr]) => {
      if (live) setItems(toItems(n.notice ?? [], tr.trade ?? [], lang, tradeHref));
    });
    return () => {
      live = false;
    };
  }, [lang, tradeHref]);

  const row = (copy: number) =>
    items!.map((it) => (
      <li key={`${copy}-${it.key}`} className={`ticker-item ticker-${it.kind}`} aria-hidden={copy > 0 ? true : undefined}>
        <span className="ticker-kind">{it.kind === 'notice' ? labels.notice : labels.trade}</span>
        <a
          href={it.href}
          tabIndex={copy > 0 ? -1 : undefined}
          {...(external(it.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {it.text}
        </a>
        <time>{it.when}</time>
      </li>
    ));

  return (
    <section className="ticker" aria-label={labels.region} data-state={playing ? 'playing' : 'paused'} aria-busy={items === null}>
      <div className="container ticker-inner">
        <a className="ticker-title" href={tradeHref}>
          {labels.all}
        </a>
        <div className="ticker-viewport">
          {items === null ? null : items.length === 0 ? (
            <p className="ticker-empty">{labels.empty}</p>
          ) : (
            <ul className="ticker-track" style={{ animationDuration: `${Math.max(20, items.length * 6)}s` }}>
              {row(0)}
              {row(1)}
            </ul>
          )}
        </div>
        {items && items.length > 0 && (
          <button
            type="button"
            className="ticker-toggle"
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setPlaying((p) => !p)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        )}
      </div>
    </section>
  );
}
