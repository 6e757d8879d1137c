import { useState } from 'react';
import { DIRECTORY_LIST_PAGE_SIZES } from '@shared/directory';
import { booleanOptions, LabeledSelect, PagedList, t, type ListResource, type ListRow } from '@admin/kit';
import { ConsultantEditModal } from './ConsultantEditModal';
import { editColumn, LoadError, useErrorModal, useNameSearch, yesNoBadge } from './directory-admin';

type ConsultantRow = ListRow<'/yellow-page/get/consultant-list', 'consultants', 'yp'>;

/** /admin/yellow/list-consultant: reviewed consultants, published filter, name search, the edit modal. */
export default function ListConsultantScreen() {
  const errors = useErrorModal();
  const [editing, setEditing] = useState<number | null>(null);
  const list: ListResource<ConsultantRow> = {
    name: 'yp-consultant',
    site: 'yp',
    list: { path: '/yellow-page/get/consultant-list', key: 'consultants', pageSizes: DIRECTORY_LIST_PAGE_SIZES, defaultLimit: 30 },
    columns: [
      { label: t('directory.admin.nameMn'), key: 'name_mn' },
      { label: t('directory.admin.nameEn'), key: 'name_en' },
      { label: t('directory.admin.profession'), key: 'profession_mn' },
      { label: t('directory.admin.phone'), key: 'phone_number' },
      {
        label: t('directory.admin.published'),
        render: (r) => yesNoBadge(r.approval),
      },
      editColumn(setEditing),
    ],
    empty: t('admin.kit.empty'),
  };
  const search = useNameSearch(list, '/yellow-page/get/consultant-list/name', t('directory.admin.searchConsultant'), 'consultant-search');

  return (
    <section className="adm-screen">
      <PagedList<ConsultantRow>
        resource={search.resource}
        title={t('directory.admin.consultantsTitle')}
        above={(c) => (
          <>
            <LoadError error={c.error} show={errors.show} />
            {search.form(c, {})}
          </>
        )}
        toolbar={(c) => (
          <LabeledSelect
            label={t('directory.admin.published')}
            value={search.byName ? '' : String(c.query.approval ?? '')}
            data-testid="approval-filter"
            onChange={(e) => {
              search.clear();
              c.setQuery(e.target.value ? { approval: e.target.value } : {});
            }}
            options={[{ value: '', label: t('directory.admin.all') }, ...booleanOptions(t('directory.admin.yes'), t('directory.admin.no'))]}
          />
        )}
      />
      <ConsultantEditModal id={editing} onClose={() => setEditing(null)} showError={errors.show} />
      {errors.modal}
    </section>
  );
}
