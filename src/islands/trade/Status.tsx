import type { Lang } from '@shared/lang';
import { textsT } from '@i18n/island';
import { formatCount } from './format';
import type { TradeTexts } from './format';

/**
 * Loading and failure notes of a tab (a failed load offers a retry). `quiet`: the tab shows frames
 * of its content while it loads, so the note is for screen readers only.
 */
export function Status({
  loading,
  error,
  texts,
  onRetry,
  quiet = false,
}: {
  loading: boolean;
  error: boolean;
  texts: TradeTexts;
  onRetry: () => void;
  quiet?: boolean;
}) {
  if (error)
    return (
      <div className="trade-status trade-status--error" role="alert">
        <span>{texts['trade.error']}</span>
        <button type="button" className="trade-button" onClick={onRetry}>
          {texts['trade.retry']}
        </button>
      </div>
    );
  if (loading)
    return (
      <p className={quiet ? 'visually-hidden' : 'trade-status'} role="status">
        {texts['trade.loading']}
      </p>
    );
  return null;
}

/** The toolbar's row count; its line is kept while the count loads, so the toolbar keeps its height. */
export function Total({ total, lang, texts }: { total: number | undefined; lang: Lang; texts: TradeTexts }) {
  return <p className="trade-total">{total === undefined ? '\u00a0' : textsT(texts)('trade.total', { n: formatCount(total, lang) })}</p>;
}
