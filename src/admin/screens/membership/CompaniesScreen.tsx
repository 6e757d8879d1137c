import { useState } from 'react';
import { companyInsertSchema, companyUpdateSchema, MEMBERSHIP_MESSAGES } from '@shared/membership';
import { ListFormScreen, stateBadge, t, type Filters, type Resource, type ListRow } from '@admin/kit';

type CompanyRow = ListRow<'/get/member-companies', 'members'>;

const companies: Resource<CompanyRow> = {
  name: 'companies',
  list: { path: '/get/member-companies', key: 'members' },
  columns: [
    { label: '№', key: 'id', numeric: true },
    {
      label: t('admin.companies.logo'),
      render: (r) => <img className="adm-thumb adm-thumb--logo" src={r.logo} alt="" width={96} height={48} loading="lazy" />,
    },
    { label: t('admin.companies.name'), key: 'name' },
    { label: t('admin.companies.email'), key: 'email' },
    {
      label: t('admin.companies.status'),
      render: (r) => stateBadge(r.active, t('admin.companies.active'), t('admin.companies.inactive')),
    },
  ],
  fields: [
    { name: 'name', label: t('admin.companies.name'), type: 'text', required: true },
    { name: 'email', label: t('admin.companies.email'), type: 'email', required: true },
    { name: 'image', label: t('admin.companies.logo'), type: 'image', required: true, help: 'JPG, PNG' },
    { name: 'active', label: t('admin.companies.active'), type: 'checkbox' },
  ],
  schema: { insert: companyInsertSchema, update: companyUpdateSchema },
  endpoints: { insert: '/insert/member-companies', update: '/update/member-companies', delete: '/delete/member-companies' },
  encoding: 'multipart',
  defaults: () => ({ name: '', email: '', image: null, active: true }),
  fromRow: (r) => ({ name: r.name, email: r.email, image: r.logo, active: r.active }),
  confirmDelete: (r) => t('admin.kit.confirmDeleteNamed', { name: r.name }),
  empty: t('admin.kit.empty'),
  // a taken e-mail answers 200 with a message and no member (association-admin.md §8)
  refused: (answer) => (answer && typeof answer === 'object' && !('member' in answer) ? t(MEMBERSHIP_MESSAGES.duplicateEmail) : null),
};

/** Name search: runs on Enter or the button; reset clears it. */
function Search({ query, setQuery }: Filters) {
  const [term, setTerm] = useState(String(query.name ?? ''));
  return (
    <form
      className="adm-inline-field"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        setQuery({ name: term.trim() || undefined });
      }}
    >
      <label htmlFor="companies-search">{t('admin.companies.searchName')}</label>
      <input id="companies-search" type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
      <button className="adm-btn adm-btn--small adm-btn--primary" type="submit">
        {t('admin.companies.search')}
      </button>
      <button
        className="adm-btn adm-btn--small adm-btn--ghost"
        type="button"
        onClick={() => {
          setTerm('');
          setQuery({ name: undefined });
        }}
      >
        {t('admin.kit.clear')}
      </button>
    </form>
  );
}

/** /admin/companies: member companies (the e-mails allowed to take the member assessment). */
export default function CompaniesScreen() {
  return (
    <ListFormScreen
      resource={companies}
      title={t('admin.companies.title')}
      addTitle={t('admin.companies.add')}
      editTitle={t('admin.companies.edit')}
      filters={(f) => <Search {...f} />}
    />
  );
}
