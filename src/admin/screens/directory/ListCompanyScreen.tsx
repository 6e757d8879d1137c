import { useState, type FormEvent } from 'react';
import { DIRECTORY_LIST_PAGE_SIZES, MAIN_CATEGORY_CODES } from '@shared/directory';
import { Modal, PagedList, t, useApiGet, type ListControls, type ListResource, type ListRow } from '@admin/kit';
import { CompanyEditModal } from './CompanyEditModal';
import { useErrorModal, useLoadError } from './directory-admin';
import './directory.css';

type CompanyRow = ListRow<'/yellow-page/get/company-list', 'companies', 'yp'>;
interface Filter {
  mainCategory?: string;
  subCategory?: string;
  status?: string;
  approval?: string;
}

const badge = (on: boolean, yes: string, no: string) => (
  <span className={`adm-badge adm-badge--${on ? 'ok' : 'off'}`}>{on ? yes : no}</span>
);

/** The four main categories with their sub-categories, for the filter and the edit modal. */
export function useCategoryTree() {
  return useApiGet('/get/all-categories', { lang: 'mn' }, { site: 'yp' }).data?.categories ?? [];
}

function YesNoAll({ name, legend, value, onChange }: { name: string; legend: string; value?: string; onChange: (v?: string) => void }) {
  const choices: [string, string][] = [
    ['', t('directory.admin.all')],
    ['true', t('directory.admin.yes')],
    ['false', t('directory.admin.no')],
  ];
  return (
    <fieldset className="yp-radios">
      <legend>{legend}</legend>
      {choices.map(([v, label]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={(value ?? '') === v} onChange={() => onChange(v || undefined)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

/** /admin/yellow/list-company: reviewed companies, a filter dialog, a name search and the edit modal. */
export default function ListCompanyScreen() {
  const errors = useErrorModal();
  const tree = useCategoryTree();
  const [byName, setByName] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [draft, setDraft] = useState<Filter>({});
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<number | null>(null);

  const columns: ListResource<CompanyRow>['columns'] = [
    {
      label: t('directory.admin.logo'),
      render: (r) => (r.logo ? <img className="adm-thumb adm-thumb--logo yp-logo" src={r.logo} alt="" /> : '—'),
    },
    { label: t('directory.admin.registrationNumber'), key: 'registration_number' },
    { label: t('directory.admin.nameMn'), key: 'name_mn' },
    { label: t('directory.admin.nameEn'), key: 'name_en' },
    { label: t('directory.admin.categories'), render: (r) => r.categories.join(', ') },
    { label: t('directory.admin.published'), render: (r) => badge(r.approval, t('directory.admin.yes'), t('directory.admin.no')) },
    { label: t('directory.admin.operating'), render: (r) => badge(r.status, t('directory.admin.yes'), t('directory.admin.no')) },
    {
      label: t('directory.admin.actions'),
      render: (r) => (
        <button
          type="button"
          className="adm-btn adm-btn--small"
          aria-label={`${t('admin.kit.edit')}: ${r.name_mn}`}
          onClick={() => setEditing(r.id)}
        >
          {t('admin.kit.edit')}
        </button>
      ),
    },
  ];
  const list: ListResource<CompanyRow> = {
    name: 'yp-company',
    site: 'yp',
    list: { path: '/yellow-page/get/company-list', key: 'companies', pageSizes: DIRECTORY_LIST_PAGE_SIZES, defaultLimit: 30 },
    columns,
    empty: t('admin.kit.empty'),
  };
  const named: ListResource<CompanyRow> = { ...list, list: { ...list.list, path: '/yellow-page/get/company-list/name' } };
  const subs = tree.find((m) => m.id === draft.mainCategory)?.subCategories ?? [];

  const search = (e: FormEvent, c: ListControls) => {
    e.preventDefault();
    const term = name.trim();
    setByName(Boolean(term));
    c.setQuery(term ? { name: term } : { ...draft });
  };

  return (
    <section className="adm-screen">
      <PagedList<CompanyRow>
        resource={byName ? named : list}
        title={t('directory.admin.companiesTitle')}
        actions={() => (
          <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setFilterOpen(true)}>
            {t('directory.admin.filter')}
          </button>
        )}
        above={(c) => (
          <>
            <LoadError error={c.error} show={errors.show} />
            <form className="adm-card yp-search" role="search" onSubmit={(e) => search(e, c)}>
              <label className="adm-inline-field">
                <span>{t('directory.admin.searchCompany')}</span>
                <input type="search" value={name} onChange={(e) => setName(e.target.value)} data-testid="company-search" />
              </label>
              <button type="submit" className="adm-btn adm-btn--primary">
                {t('directory.admin.search')}
              </button>
            </form>
            <Modal
              open={filterOpen}
              title={t('directory.admin.filter')}
              onClose={() => setFilterOpen(false)}
              footer={
                <>
                  <button
                    type="button"
                    className="adm-btn adm-btn--ghost"
                    onClick={() => {
                      setDraft({});
                      setByName(false);
                      setName('');
                      c.setQuery({});
                      setFilterOpen(false);
                    }}
                  >
                    {t('admin.kit.clear')}
                  </button>
                  <button
                    type="button"
                    className="adm-btn adm-btn--primary"
                    onClick={() => {
                      setByName(false);
                      setName('');
                      c.setQuery({ ...draft });
                      setFilterOpen(false);
                    }}
                  >
                    {t('directory.admin.apply')}
                  </button>
                </>
              }
            >
              <fieldset className="yp-radios">
                <legend>{t('directory.admin.mainCategory')}</legend>
                <label>
                  <input
                    type="radio"
                    name="main"
                    checked={!draft.mainCategory}
                    onChange={() => setDraft({ ...draft, mainCategory: undefined, subCategory: undefined })}
                  />{' '}
                  {t('directory.admin.all')}
                </label>
                {MAIN_CATEGORY_CODES.map((code) => (
                  <label key={code}>
                    <input
                      type="radio"
                      name="main"
                      value={code}
                      checked={draft.mainCategory === code}
                      onChange={() => setDraft({ ...draft, mainCategory: code, subCategory: undefined })}
                    />{' '}
                    {code} {tree.find((m) => m.id === code)?.nameMn ?? ''}
                  </label>
                ))}
              </fieldset>
              <label className="adm-field">
                <span>{t('directory.admin.subCategory')}</span>
                <select
                  value={draft.subCategory ?? ''}
                  disabled={!draft.mainCategory}
                  onChange={(e) => setDraft({ ...draft, subCategory: e.target.value || undefined })}
                  data-testid="filter-sub"
                >
                  <option value="">{t('directory.admin.all')}</option>
                  {subs.map((s) => (
                    <option key={s.id} value={s.category_code}>
                      {s.category_code} {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <YesNoAll
                name="status"
                legend={t('directory.admin.operating')}
                value={draft.status}
                onChange={(status) => setDraft({ ...draft, status })}
              />
              <YesNoAll
                name="approval"
                legend={t('directory.admin.published')}
                value={draft.approval}
                onChange={(approval) => setDraft({ ...draft, approval })}
              />
            </Modal>
          </>
        )}
      />
      <CompanyEditModal id={editing} onClose={() => setEditing(null)} showError={errors.show} tree={tree} />
      {errors.modal}
    </section>
  );
}

function LoadError({ error, show }: { error: Error | null; show: (text: string) => void }) {
  useLoadError(error, show, t('directory.admin.loadError'));
  return null;
}
