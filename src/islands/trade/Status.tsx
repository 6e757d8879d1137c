import type { TradeLabels } from './labels';

/** Loading and failure notes of a tab (a failed load offers a retry). */
export function Status({
  loading,
  error,
  labels,
  onRetry,
}: {
  loading: boolean;
  error: boolean;
  labels: TradeLabels;
  onRetry: () => void;
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
      <p className="trade-status" role="status">
        {labels['trade.loading']}
      </p>
    );
  return null;
}
