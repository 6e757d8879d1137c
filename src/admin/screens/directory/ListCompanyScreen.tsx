import { useState } from 'react';
import { DIRECTORY_LIST_PAGE_SIZES, MAIN_CATEGORY_CODES } from '@shared/directory';
import { LabeledSelect, Modal, PagedList, t, useApiGet, type ListControls, type ListResource, type ListRow } from '@admin/kit';
import { CompanyEditModal } from './CompanyEditModal';
import { editColumn, LoadError, useErrorModal, useNameSearch, yesNoBadge } from './directory-admin';

type CompanyRow = ListRow<'/yellow-page/get/company-list', 'companies', 'yp'>;
interface Filter {
  mainCategory?: string;
  subCategory?: string;
  status?: string;
  approval?: string;
}

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
  const [filterOpen, setFilterOpen] = useState(false);
  const [draft, setDraft] = useState<Filter>({});
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
    { label: t('directory.admin.published'), render: (r) => yesNoBadge(r.approval) },
    { label: t('directory.admin.operating'), render: (r) => yesNoBadge(r.status) },
    editColumn(setEditing),
  ];
  const list: ListResource<CompanyRow> = {
    name: 'yp-company',
    site: 'yp',
    list: { path: '/yellow-page/get/company-list', key: 'companies', pageSizes: DIRECTORY_LIST_PAGE_SIZES, defaultLimit: 30 },
    columns,
    empty: t('admin.kit.empty'),
  };
  const search = useNameSearch(list, '/yellow-page/get/company-list/name', t('directory.admin.searchCompany'), 'company-search');
  const subs = tree.find((m) => m.id === draft.mainCategory)?.subCategories ?? [];
  const filter = (c: ListControls, next: Filter) => {
    search.clear();
    c.setQuery({ ...next });
    setFilterOpen(false);
  };

  return (
    <section className="adm-screen">
      <PagedList<CompanyRow>
        resource={search.resource}
        title={t('directory.admin.companiesTitle')}
        actions={() => (
          <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setFilterOpen(true)}>
            {t('directory.admin.filter')}
          </button>
        )}
        above={(c) => (
          <>
            <LoadError error={c.error} show={errors.show} />
            {search.form(c, { ...draft })}
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
                      filter(c, {});
                    }}
                  >
                    {t('admin.kit.clear')}
                  </button>
                  <button type="button" className="adm-btn adm-btn--primary" onClick={() => filter(c, draft)}>
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
              <LabeledSelect
                className="adm-field"
                label={t('directory.admin.subCategory')}
                value={draft.subCategory ?? ''}
                disabled={!draft.mainCategory}
                onChange={(e) => setDraft({ ...draft, subCategory: e.target.value || undefined })}
                data-testid="filter-sub"
                options={[
                  { value: '', label: t('directory.admin.all') },
                  ...subs.map((s) => ({ value: s.category_code, label: `${s.category_code} ${s.name}` })),
                ]}
              />
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
