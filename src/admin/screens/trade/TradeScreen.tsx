import { useState, type FormEvent } from 'react';
import { DataTable, ScreenHeader, useApiGet, usePaging, type Column } from '../../kit';
import { t } from '../../i18n';
import { ADMIN_TRADE_PAGE_SIZES, defaultRange, normalizeRange, ubDay } from '../../../shared/trade';
import { noticeColumns, tradeColumns } from './columns';
import './trade.css';

type Category = 'trade' | 'notice';
type Range = { startDate: string; endDate: string };

/**
 * /admin/trade: read-only stock-exchange data. Category trade (default) or notice, a date range
 * (the filter runs only with both dates set, the start not after today; a start after the end pulls
 * the end up), page sizes 20/50/100. The data comes from the exchange feed: no add/edit/delete.
 */
export default function TradeScreen() {
  const [category, setCategory] = useState<Category>('trade');
  const [draft, setDraft] = useState<Range>(() => defaultRange());
  const [applied, setApplied] = useState<Range>(draft);
  const [missing, setMissing] = useState<{ startDate?: boolean; endDate?: boolean }>({});
  const [error, setError] = useState('');
  const { page, setPage, limit, setLimit } = usePaging(ADMIN_TRADE_PAGE_SIZES);
  const today = ubDay();

  const list = useApiGet(`/get/${category}`, { page, limit, ...applied });
  // while the other category loads, the previous answer is kept: show only rows of this layout
  const shapeKey = category === 'trade' ? 'trade_datetime' : 'sell_datetime';
  const rows = (list.data && 'result' in list.data ? list.data.result : []).filter((r) => shapeKey in r);

  const onDate = (field: keyof Range, value: string) => {
    setDraft((r) => normalizeRange({ ...r, [field]: value }));
    setMissing((m) => ({ ...m, [field]: false }));
    setError('');
  };
  const onFilter = (e: FormEvent) => {
    e.preventDefault();
    const empty = { startDate: !draft.startDate, endDate: !draft.endDate };
    setMissing(empty);
    if (empty.startDate || empty.endDate) return setError(t('admin.trade.datesRequired'));
    if (draft.startDate > today) return setError(t('admin.trade.startFuture'));
    setError('');
    setApplied(draft);
    setPage(1);
  };

  const dateInput = (field: keyof Range, label: string, max?: string) => (
    <label className="adm-inline-field adm-trade-date">
      <span>{label}</span>
      <input
        type="date"
        value={draft[field]}
        max={max}
        aria-invalid={missing[field] || undefined}
        onChange={(e) => onDate(field, e.target.value)}
        data-testid={`trade-${field}`}
      />
    </label>
  );

  return (
    <section className="adm-screen">
      <ScreenHeader title={t('admin.trade.title')} />
      <DataTable<Record<string, unknown>>
        caption={t(category === 'trade' ? 'admin.trade.category.trade' : 'admin.trade.category.notice')}
        columns={(category === 'trade' ? tradeColumns : noticeColumns) as unknown as Column<Record<string, unknown>>[]}
        rows={rows}
        rowKey={(r) => String(r.id)}
        empty={t('admin.trade.empty')}
        loading={list.isFetching}
        paging={{
          page,
          limit,
          pageSizes: ADMIN_TRADE_PAGE_SIZES,
          total: list.data?.total ?? 0,
          totalPages: list.data?.totalPages ?? 0,
          onPage: setPage,
          onLimit: setLimit,
        }}
        toolbar={
          <form className="adm-trade-filters" onSubmit={onFilter} noValidate>
            <label className="adm-inline-field">
              <span>{t('admin.trade.category')}</span>
              <select
                value={category}
                onChange={(e) => {
                  setCategory(e.target.value as Category);
                  setPage(1);
                }}
                data-testid="trade-category"
              >
                <option value="trade">{t('admin.trade.category.trade')}</option>
                <option value="notice">{t('admin.trade.category.notice')}</option>
              </select>
            </label>
            {dateInput('startDate', t('admin.trade.startDate'), today)}
            {dateInput('endDate', t('admin.trade.endDate'))}
            <button type="submit" className="adm-btn adm-btn--primary">
              {t('admin.trade.filter')}
            </button>
            {(error || list.error) && (
              <p className="adm-field__error" role="alert" data-testid="trade-filter-error">
                {error || list.error?.message}
              </p>
            )}
          </form>
        }
      />
    </section>
  );
}
