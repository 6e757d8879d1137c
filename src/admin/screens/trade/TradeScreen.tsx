import { useState, type FormEvent } from 'react';
import { LabeledSelect, PagedList, type Column, type ListControls, type ListResource } from '@admin/kit';
import { t } from '@admin/i18n';
import { ADMIN_TRADE_PAGE_SIZES, defaultRange, normalizeRange, ubDay } from '@shared/trade';
import { noticeColumns, tradeColumns } from './columns';

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
  const [missing, setMissing] = useState<{ startDate?: boolean; endDate?: boolean }>({});
  const [error, setError] = useState('');
  const today = ubDay();
  const list: ListResource<Record<string, unknown>> = {
    name: 'trade',
    list: { path: `/get/${category}`, key: 'result', pageSizes: ADMIN_TRADE_PAGE_SIZES },
    columns: (category === 'trade' ? tradeColumns : noticeColumns) as unknown as Column<Record<string, unknown>>[],
    empty: t('admin.trade.empty'),
  };

  const onDate = (field: keyof Range, value: string) => {
    setDraft((r) => normalizeRange({ ...r, [field]: value }));
    setMissing((m) => ({ ...m, [field]: false }));
    setError('');
  };
  const onFilter = (e: FormEvent, { setQuery }: ListControls) => {
    e.preventDefault();
    const empty = { startDate: !draft.startDate, endDate: !draft.endDate };
    setMissing(empty);
    if (empty.startDate || empty.endDate) return setError(t('admin.trade.datesRequired'));
    if (draft.startDate > today) return setError(t('admin.trade.startFuture'));
    setError('');
    setQuery(draft);
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
      <PagedList<Record<string, unknown>>
        resource={list}
        title={t('admin.trade.title')}
        caption={t(category === 'trade' ? 'admin.trade.category.trade' : 'admin.trade.category.notice')}
        initialQuery={draft}
        busyWhileFetching
        toolbar={(c) => (
          <form className="adm-trade-filters" onSubmit={(e) => onFilter(e, c)} noValidate>
            <LabeledSelect
              label={t('admin.trade.category')}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value as Category);
                c.setQuery(c.query);
              }}
              data-testid="trade-category"
              options={(['trade', 'notice'] as const).map((value) => ({ value, label: t(`admin.trade.category.${value}`) }))}
            />
            {dateInput('startDate', t('admin.trade.startDate'), today)}
            {dateInput('endDate', t('admin.trade.endDate'))}
            <button type="submit" className="adm-btn adm-btn--primary">
              {t('admin.trade.filter')}
            </button>
            {(error || c.error) && (
              <p className="adm-field__error" role="alert" data-testid="trade-filter-error">
                {error || c.error?.message}
              </p>
            )}
          </form>
        )}
      />
    </section>
  );
}
