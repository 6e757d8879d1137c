import type { TradeTexts } from './format';

/** A row's "details" link: its exchange page (`url`) or our own copy (`own_url`); other sites open in a new tab. */
export function DetailsLink({
  row,
  texts,
  className,
  arrow = false,
}: {
  row: { url: string; own_url: string };
  texts: TradeTexts;
  className?: string;
  arrow?: boolean;
}) {
  const link = row.url || row.own_url;
  if (!link) return null;
  const external = /^https?:/i.test(link);
  return (
    <a className={className} href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {texts['trade.details']}
      {external && <span className="visually-hidden"> {texts['trade.newTab']}</span>}
      {arrow && ' →'}
    </a>
  );
}
