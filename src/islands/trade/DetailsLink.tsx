import type { TradeLabels } from './labels';

/** A row's "details" link: its exchange page (`url`) or our own copy (`own_url`); other sites open in a new tab. */
export function DetailsLink({
  row,
  labels,
  className,
  arrow = false,
}: {
  row: { url: string; own_url: string };
  labels: TradeLabels;
  className?: string;
  arrow?: boolean;
}) {
  const link = row.url || row.own_url;
  if (!link) return null;
  const external = /^https?:/i.test(link);
  return (
    <a className={className} href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {labels['trade.details']}
      {external && <span className="visually-hidden"> {labels['trade.newTab']}</span>}
      {arrow && ' →'}
    </a>
  );
}
