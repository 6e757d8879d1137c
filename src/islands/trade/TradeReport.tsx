import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_TRADE_SORT,
  defaultRange,
  normalizeRange,
  TRADE_PAGE_SIZES,
  type PublicTrade,
  type SortOrder,
  type TradeSortKey,
} from '@shared/trade';
import { textsT } from '@i18n/island';
import { formatMoney } from './format';
import { formatDateTime } from '@shared/dates';
import { textLang, type Lang } from '@shared/lang';
import type { TradeTexts } from './format';
import { PageSize } from './PageSize';
import { Pager, pagerLabels } from '@ui/Pager';
import { DetailsLink } from './DetailsLink';
import { Status, Total } from './Status';
import { useApi } from './useApi';
import { usePaging } from './usePaging';

interface Props {
  lang: Lang;
  texts: TradeTexts;
}

const COLUMNS: { key: TradeSortKey; label: keyof TradeTexts; numeric?: boolean }[] = [
  { key: 'seller_name', label: 'trade.col.seller' },
  { key: 'product_name', label: 'trade.col.product' },
  { key: 'min_price', label: 'trade.col.minPrice', numeric: true },
  { key: 'price', label: 'trade.col.price', numeric: true },
  { key: 'trade_datetime', label: 'trade.col.datetime' },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Tab 'report' (loaded when first opened): completed trades of a date range (default the last 7 days),
 * 10/20/30 per page, sorted by the server over the whole range so the order runs on across pages.
 */
export default function TradeReport({ lang, texts }: Props) {
  // the default range is today's, so it is set in the browser (the page itself is built ahead of time)
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const { page, setPage, limit, changeLimit } = usePaging(TRADE_PAGE_SIZES[0]);
  const [sort, setSort] = useState<{ sort: TradeSortKey; order: SortOrder }>(DEFAULT_TRADE_SORT);
  useEffect(() => setRange(defaultRange()), []);

  const ready = Boolean(range.startDate && range.endDate);
  const { data, loading, error, reload } = useApi('/get/trade', { ...range, ...sort, page, limit, lang }, ready);
  const rows = data && 'trade' in data ? data.trade : [];

  const changeDate = (field: 'startDate' | 'endDate', value: string) => {
    if (!value) return;
    setRange((r) => normalizeRange({ ...r, [field]: value }));
    setPage(1);
  };
  // a new column sorts ascending, the same column again flips; either way back to page 1
  const toggleSort = (key: TradeSortKey) => {
    setSort((s) => ({ sort: key, order: s.sort === key && s.order === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

  const startId = useId();
  const endId = useId();
  return (
    <div className="trade-view" aria-busy={loading}>
      <div className="trade-toolbar">
        <div className="trade-field">
          <label htmlFor={startId}>{texts['trade.startDate']}</label>
          <input id={startId} type="date" value={range.startDate} required onChange={(e) => changeDate('startDate', e.target.value)} />
        </div>
        <div className="trade-field">
          <label htmlFor={endId}>{texts['trade.endDate']}</label>
          <input
            id={endId}
            type="date"
            value={range.endDate}
            min={range.startDate || undefined}
            required
            onChange={(e) => changeDate('endDate', e.target.value)}
          />
        </div>
        <PageSize value={limit} choices={TRADE_PAGE_SIZES} text={texts['trade.perPage']} onChange={changeLimit} />
        <Total total={data?.total} lang={lang} texts={texts} />
      </div>
      <Status loading={!data} error={error} texts={texts} onRetry={reload} />
      {data && rows.length === 0 && !error && <p className="trade-empty">{texts['trade.empty']}</p>}
      {rows.length > 0 && (
        <div className="trade-table-wrap" role="region" aria-label={texts['trade.tab.report']} tabIndex={0}>
          <table className="trade-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sort.sort === c.key ? ARIA_SORT[sort.order] : undefined}
                    className={c.numeric ? 'num' : undefined}
                  >
                    <button
                      type="button"
                      className="trade-sort"
                      title={textsT(texts)('trade.sortBy', { column: texts[c.label] })}
                      onClick={() => toggleSort(c.key)}
                    >
                      {texts[c.label]}
                      <span className="trade-sort__icon" aria-hidden="true">
                        {sort.sort === c.key ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col">{texts['trade.col.details']}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <TradeRow key={r.id} row={r} lang={lang} texts={texts} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager current={page} total={data.totalPages} labels={pagerLabels(texts)} onPage={setPage} />}
    </div>
  );
}

function TradeRow({ row, lang, texts }: { row: PublicTrade; lang: Lang; texts: TradeTexts }) {
  return (
    <tr>
      <td data-label={texts['trade.col.seller']} className="trade-table__seller" lang={textLang(lang, row.seller_name)}>
        {row.seller_name}
      </td>
      <td data-label={texts['trade.col.product']} lang={textLang(lang, row.product_name)}>
        {row.product_name}
      </td>
      <td data-label={texts['trade.col.minPrice']} className="num">
        {formatMoney(row.min_price, row.price_currency, lang)}
      </td>
      <td data-label={texts['trade.col.price']} className="num">
        {formatMoney(row.price, row.price_currency, lang)}
      </td>
      <td data-label={texts['trade.col.datetime']} className="nowrap">
        <time dateTime={row.trade_datetime}>{formatDateTime(row.trade_datetime, lang)}</time>
      </td>
      <td className="trade-table__link">
        <DetailsLink row={row} texts={texts} />
      </td>
    </tr>
  );
}
