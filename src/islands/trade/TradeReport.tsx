import { useEffect, useId, useMemo, useState } from 'react';
import { defaultRange, normalizeRange, TRADE_PAGE_SIZES, type PublicTrade } from '../../shared/trade';
import { formatCount, formatMoney, label } from './format';
import { formatDateTime } from '../../shared/dates';
import type { Lang } from '../../shared/lang';
import type { TradeLabelKey, TradeLabels } from './labels';
import { PageSize } from './PageSize';
import { Pager } from './Pager';
import { DetailsLink } from './DetailsLink';
import { Status } from './Status';
import { useApi } from './useApi';

interface Props {
  lang: Lang;
  labels: TradeLabels;
  enabled: boolean;
}

type SortKey = 'seller_name' | 'product_name' | 'min_price' | 'price' | 'trade_datetime';
const COLUMNS: { key: SortKey; label: TradeLabelKey; numeric?: boolean }[] = [
  { key: 'seller_name', label: 'trade.col.seller' },
  { key: 'product_name', label: 'trade.col.product' },
  { key: 'min_price', label: 'trade.col.minPrice', numeric: true },
  { key: 'price', label: 'trade.col.price', numeric: true },
  { key: 'trade_datetime', label: 'trade.col.datetime' },
];

function compare(a: PublicTrade, b: PublicTrade, key: SortKey, lang: Lang): number {
  const x = a[key];
  const y = b[key];
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), lang === 'mn' ? 'mn' : 'en');
}

/** Tab 'report': completed trades of a date range (default the last 7 days), sortable, 10/20/30 per page. */
export function TradeReport({ lang, labels, enabled }: Props) {
  // the default range is today's, so it is set in the browser (the page itself is built ahead of time)
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [limit, setLimit] = useState<number>(TRADE_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ key: SortKey; dir: 'ascending' | 'descending' } | null>(null);
  useEffect(() => setRange(defaultRange()), []);

  const ready = enabled && Boolean(range.startDate && range.endDate);
  const { data, loading, error, reload } = useApi('/get/trade', { ...range, page, limit, lang }, ready);

  const rows = useMemo(() => {
    const list = data && 'trade' in data ? data.trade : [];
    if (!sort) return list;
    const sign = sort.dir === 'ascending' ? 1 : -1;
    return [...list].sort((a, b) => sign * compare(a, b, sort.key, lang));
  }, [data, sort, lang]);

  const changeDate = (field: 'startDate' | 'endDate', value: string) => {
    if (!value) return;
    setRange((r) => normalizeRange({ ...r, [field]: value }));
    setPage(1);
  };
  const toggleSort = (key: SortKey) =>
    setSort((s) => (s?.key === key ? { key, dir: s.dir === 'ascending' ? 'descending' : 'ascending' } : { key, dir: 'ascending' }));

  const startId = useId();
  const endId = useId();
  return (
    <div className="trade-view" aria-busy={loading}>
      <div className="trade-toolbar">
        <div className="trade-field">
          <label htmlFor={startId}>{labels['trade.startDate']}</label>
          <input id={startId} type="date" value={range.startDate} required onChange={(e) => changeDate('startDate', e.target.value)} />
        </div>
        <div className="trade-field">
          <label htmlFor={endId}>{labels['trade.endDate']}</label>
          <input
            id={endId}
            type="date"
            value={range.endDate}
            min={range.startDate || undefined}
            required
            onChange={(e) => changeDate('endDate', e.target.value)}
          />
        </div>
        <PageSize
          value={limit}
          choices={TRADE_PAGE_SIZES}
          text={labels['trade.perPage']}
          onChange={(n) => {
            setLimit(n);
            setPage(1);
          }}
        />
        {data && <p className="trade-total">{label(labels, 'trade.total', { n: formatCount(data.total, lang) })}</p>}
      </div>
      <Status loading={!data} error={error} labels={labels} onRetry={reload} />
      {data && rows.length === 0 && !error && <p className="trade-empty">{labels['trade.empty']}</p>}
      {rows.length > 0 && (
        <div className="trade-table-wrap" role="region" aria-label={labels['trade.tab.report']} tabIndex={0}>
          <table className="trade-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sort?.key === c.key ? sort.dir : undefined}
                    className={c.numeric ? 'num' : undefined}
                  >
                    <button
                      type="button"
                      className="trade-sort"
                      title={label(labels, 'trade.sortBy', { column: labels[c.label] })}
                      onClick={() => toggleSort(c.key)}
                    >
                      {labels[c.label]}
                      <span className="trade-sort__icon" aria-hidden="true">
                        {sort?.key === c.key ? (sort.dir === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col">{labels['trade.col.details']}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <TradeRow key={r.id} row={r} lang={lang} labels={labels} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager current={page} total={data.totalPages} labels={labels} onPage={setPage} />}
    </div>
  );
}

function TradeRow({ row, lang, labels }: { row: PublicTrade; lang: Lang; labels: TradeLabels }) {
  return (
    <tr>
      <td data-label={labels['trade.col.seller']} className="trade-table__seller">
        {row.seller_name}
      </td>
      <td data-label={labels['trade.col.product']}>{row.product_name}</td>
      <td data-label={labels['trade.col.minPrice']} className="num">
        {formatMoney(row.min_price, row.price_currency, lang)}
      </td>
      <td data-label={labels['trade.col.price']} className="num">
        {formatMoney(row.price, row.price_currency, lang)}
      </td>
      <td data-label={labels['trade.col.datetime']} className="nowrap">
        <time dateTime={row.trade_datetime}>{formatDateTime(row.trade_datetime, lang)}</time>
      </td>
      <td className="trade-table__link">
        <DetailsLink row={row} labels={labels} />
      </td>
    </tr>
  );
}
