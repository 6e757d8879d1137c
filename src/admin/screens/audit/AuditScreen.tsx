import { useState, type FormEvent } from 'react';
import { AUDIT_PAGE_SIZES } from '@shared/audit';
import {
  formatDateTime,
  LabeledSelect,
  PagedList,
  t,
  useAccount,
  useApiGet,
  type ListControls,
  type ListResource,
  type ListRow,
} from '@admin/kit';
import { ChangesCell } from './Changes';

type AuditRow = ListRow<'/get/audit-log', 'audit'>;
interface Filter {
  person?: string;
  entity?: string;
  from?: string;
  to?: string;
}

const auditList: ListResource<AuditRow> = {
  name: 'audit',
  list: { path: '/get/audit-log', key: 'audit', pageSizes: AUDIT_PAGE_SIZES, defaultLimit: 20 },
  columns: [
    { label: t('audit.col.time'), render: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time> },
    { label: t('audit.col.person'), key: 'admin_email' },
    { label: t('audit.col.action'), render: (r) => t(`audit.action.${r.action}`) },
    { label: t('audit.col.entity'), render: (r) => (r.entity_id ? `${r.entity} #${r.entity_id}` : r.entity) },
    { label: t('audit.col.route'), render: (r) => <code>{`${r.method} ${r.route}`}</code> },
    { label: t('audit.col.changes'), render: (r) => <ChangesCell changes={r.changes} /> },
    { label: t('audit.col.request'), render: (r) => <code className="audit-request">{r.request_id ?? '—'}</code> },
  ],
  empty: t('audit.empty'),
};

/** The people and record types there are entries for (the first page's answer carries them). */
function useChoices() {
  const { data } = useApiGet('/get/audit-log', { limit: '20' });
  return { people: data?.people ?? [], entities: data?.entities ?? [] };
}

function FilterForm({ controls }: { controls: ListControls }) {
  const [draft, setDraft] = useState<Filter>({});
  const { people, entities } = useChoices();
  const apply = (e: FormEvent) => {
    e.preventDefault();
    controls.setQuery(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)));
  };
  const clear = () => {
    setDraft({});
    controls.setQuery({});
  };
  const select = (name: 'person' | 'entity', label: string, options: string[]) => (
    <LabeledSelect
      className="adm-field"
      label={label}
      name={name}
      value={draft[name] ?? ''}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      options={[{ value: '', label: t('audit.filter.all') }, ...options.map((o) => ({ value: o, label: o }))]}
    />
  );
  const day = (name: 'from' | 'to', label: string) => (
    <label className="adm-field">
      <span>{label}</span>
      <input type="date" name={name} value={draft[name] ?? ''} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
    </label>
  );
  return (
    <form className="adm-card adm-grid" role="search" aria-label={t('audit.filter.label')} onSubmit={apply} data-testid="audit-filter">
      {select('person', t('audit.filter.person'), people)}
      {select('entity', t('audit.filter.entity'), entities)}
      {day('from', t('audit.filter.from'))}
      {day('to', t('audit.filter.to'))}
      <div className="audit-filter-actions">
        <button className="adm-btn adm-btn--primary" type="submit">
          {t('audit.filter.apply')}
        </button>
        <button className="adm-btn adm-btn--ghost" type="button" onClick={clear}>
          {t('audit.filter.clear')}
        </button>
      </div>
      {controls.error && (
        <p role="alert" className="audit-error">
          {controls.error.message}
        </p>
      )}
    </form>
  );
}

/** /admin/audit: every admin write, newest first, filtered by person, record type and days (Ulaanbaatar time); admins (role 2) only. */
export default function AuditScreen() {
  const role = useAccount().data?.account_role;
  if (role === undefined) return null; // the shell already shows the session loading
  if (role !== 2)
    return (
      <section className="adm-screen">
        <h1>{t('audit.title')}</h1>
        <p className="adm-card" role="alert" data-testid="audit-no-access">
          {t('audit.noAccess')}
        </p>
      </section>
    );
  return (
    <section className="adm-screen">
      <PagedList resource={auditList} title={t('audit.title')} above={(c) => <FilterForm controls={c} />} />
    </section>
  );
}
