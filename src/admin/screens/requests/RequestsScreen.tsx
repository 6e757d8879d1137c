import { useState, type FormEvent } from 'react';
import { purposesOf, REQUEST_PAGE_SIZES, REQUEST_PURPOSES, type RequestPurpose } from '@shared/requests';

const purposeName = (p: RequestPurpose) => t(`admin.requests.purpose.${p}`);
import { formatDateTime, LabeledSelect, PagedList, t, type ListControls, type ListResource, type ListRow } from '@admin/kit';

type RequestRow = ListRow<'/get/office-request', 'request'>;
interface Search {
  name?: string;
  email?: string;
  purpose?: RequestPurpose;
}

const requestList: ListResource<RequestRow> = {
  name: 'request',
  list: { path: '/get/office-request', key: 'request', pageSizes: REQUEST_PAGE_SIZES, defaultLimit: 10 },
  columns: [
    { label: t('admin.requests.col.purpose'), render: (r) => purposesOf(r).map(purposeName).join(', ') || '—' },
    { label: t('admin.requests.col.date'), render: (r) => formatDateTime(r.created_at) },
    { label: t('admin.requests.col.name'), key: 'name' },
    { label: t('admin.requests.col.email'), render: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
    { label: t('admin.requests.col.phone'), key: 'phone_number' },
    { label: t('admin.requests.col.business'), key: 'business_type' },
  ],
  empty: t('admin.requests.empty'),
};

/** /admin/request-list: membership requests, newest first, 10/20/30 per page, with a search mode. */
export default function RequestsScreen() {
  const [searching, setSearching] = useState(false);
  const [draft, setDraft] = useState<Search>({});

  const apply = (e: FormEvent, { setQuery }: ListControls) => {
    e.preventDefault();
    setQuery({ name: draft.name?.trim() || undefined, email: draft.email?.trim() || undefined, purpose: draft.purpose || undefined });
  };
  const leave = ({ setQuery }: ListControls) => {
    setSearching(false);
    setQuery({});
    setDraft({});
  };

  return (
    <PagedList
      resource={requestList}
      title={t('admin.requests.title')}
      actions={(c) => (
        <button
          className="adm-btn adm-btn--ghost"
          type="button"
          aria-pressed={searching}
          onClick={() => (searching ? leave(c) : setSearching(true))}
        >
          {searching ? t('admin.requests.closeSearch') : t('admin.requests.search')}
        </button>
      )}
      above={(c) =>
        searching && (
          <form className="adm-card adm-grid" role="search" onSubmit={(e) => apply(e, c)} data-testid="request-search">
            <label className="adm-field">
              <span>{t('admin.requests.searchName')}</span>
              <input value={draft.name ?? ''} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </label>
            <label className="adm-field">
              <span>{t('admin.requests.col.email')}</span>
              <input value={draft.email ?? ''} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
            </label>
            <LabeledSelect
              className="adm-field"
              label={t('admin.requests.col.purpose')}
              value={draft.purpose ?? ''}
              onChange={(e) => setDraft({ ...draft, purpose: (e.target.value || undefined) as RequestPurpose })}
              options={[
                { value: '', label: t('admin.requests.all') },
                ...REQUEST_PURPOSES.map((p) => ({ value: p, label: purposeName(p) })),
              ]}
            />
            <div>
              <button className="adm-btn adm-btn--primary" type="submit">
                {t('admin.requests.search')}
              </button>
            </div>
          </form>
        )
      }
    />
  );
}
