import type { Lang } from '@shared/lang';
import { formatCount, label } from './format';
import type { TradeLabels } from './labels';

/**
 * Loading and failure notes of a tab (a failed load offers a retry). `quiet`: the tab shows frames
 * of its content while it loads, so the note is for screen readers only.
 */
export function Status({
  loading,
  error,
  labels,
  onRetry,
  quiet = false,
}: {
  loading: boolean;
  error: boolean;
  labels: TradeLabels;
  onRetry: () => void;
  quiet?: boolean;
}) {
  if (error)
    return (
      <div className="trade-status trade-status--error" role="alert">
        <span>{labels['trade.error']}</span>
        <button type="button" className="trade-button" onClick={onRetry}>
          {labels['trade.retry']}
        </button>
      </div>
    );
  if (loading)
    return (
      <p className={quiet ? 'visually-hidden' : 'trade-status'} role="status">
        {labels['trade.loading']}
      </p>
    );
  return null;
}

/** The toolbar's row count; its line is kept while the count loads, so the toolbar keeps its height. */
export function Total({ total, lang, labels }: { total: number | undefined; lang: Lang; labels: TradeLabels }) {
  return <p className="trade-total">{total === undefined ? '\u00a0' : label(labels, 'trade.total', { n: formatCount(total, lang) })}</p>;
}
