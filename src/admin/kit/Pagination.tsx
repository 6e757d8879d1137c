import { pageWindow } from '@lib/pagination';
import { t } from '../i18n';
import { Options } from './Select';

interface Props {
  page: number;
  totalPages: number;
  span?: number;
  onPage: (page: number) => void;
}

/** First / previous / `span` numbers around the current page (default three) / next / last. */
export function Pagination({ page, totalPages, span, onPage }: Props) {
  const last = Math.max(totalPages, 1);
  const btn = (target: number, label: string, text: string, disabled: boolean) => (
    <button type="button" className="adm-page-btn" aria-label={label} disabled={disabled} onClick={() => onPage(target)}>
      {text}
    </button>
  );
  return (
    <nav className="adm-pagination" aria-label={t('admin.kit.pagination')}>
      {btn(1, t('admin.kit.first'), '«', page <= 1)}
      {btn(page - 1, t('admin.kit.prev'), '‹', page <= 1)}
      {pageWindow(page, last, span).map((n) => (
        <button key={n} type="button" className="adm-page-btn" aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
          {n}
        </button>
      ))}
      {btn(page + 1, t('admin.kit.next'), '›', page >= last)}
      {btn(last, t('admin.kit.last'), '»', page >= last)}
    </nav>
  );
}

interface SizeProps {
  value: number;
  choices: readonly number[];
  onChange: (limit: number) => void;
}

export function PageSizeSelect({ value, choices, onChange }: SizeProps) {
  return (
    <label className="adm-inline-field">
      <span>{t('admin.kit.pageSize')}</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid="page-size">
        <Options options={choices.map((n) => ({ value: String(n), label: String(n) }))} />
      </select>
    </label>
  );
}
