import { useState } from 'react';
import { companyInsertSchema, companyUpdateSchema, MEMBERSHIP_MESSAGES } from '../../../shared/membership';
import { ListFormScreen, type Filters, type Resource } from '../../kit';

interface CompanyRow {
  id: number;
  name: string;
  email: string;
  logo: string;
  active: boolean;
}

const companies: Resource<CompanyRow> = {
  name: 'companies',
  list: { path: '/get/member-companies', key: 'members' },
  columns: [
    { label: '№', key: 'id', numeric: true },
    {
      label: 'Лого',
      render: (r) => <img className="adm-thumb adm-thumb--logo" src={r.logo} alt="" width={96} height={48} loading="lazy" />,
    },
    { label: 'Нэр', key: 'name' },
    { label: 'И-мэйл', key: 'email' },
    {
      label: 'Төлөв',
      render: (r) => (
        <span className={`adm-badge ${r.active ? 'adm-badge--ok' : 'adm-badge--off'}`}>{r.active ? 'Идэвхтэй' : 'Идэвхгүй'}</span>
      ),
    },
  ],
  fields: [
    { name: 'name', label: 'Нэр', type: 'text', required: true },
    { name: 'email', label: 'И-мэйл', type: 'email', required: true },
    { name: 'image', label: 'Лого', type: 'image', required: true, help: 'JPG, PNG' },
    { name: 'active', label: 'Идэвхтэй', type: 'checkbox' },
  ],
  schema: { insert: companyInsertSchema, update: companyUpdateSchema },
  endpoints: { insert: '/insert/member-companies', update: '/update/member-companies', delete: '/delete/member-companies' },
  encoding: 'multipart',
  defaults: () => ({ name: '', email: '', image: null, active: true }),
  fromRow: (r) => ({ name: r.name, email: r.email, image: r.logo, active: r.active }),
  confirmDelete: (r) => `${r.name}-г устгах уу?`,
  empty: 'Жагсаалт хоосон байна',
  messages: { saved: 'Амжилттай шинэчлэгдлээ.', savedMs: 3000, error: (m) => `Алдаа гарлаа: ${m}` },
  // a taken e-mail answers 200 with a message and no member (association-admin.md §8)
  refused: (answer) => (answer && typeof answer === 'object' && !('member' in answer) ? MEMBERSHIP_MESSAGES.duplicateEmail : null),
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
      <label htmlFor="companies-search">Нэрээр хайх</label>
      <input id="companies-search" type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
      <button className="adm-btn adm-btn--small adm-btn--primary" type="submit">
        Хайх
      </button>
      <button
        className="adm-btn adm-btn--small adm-btn--ghost"
        type="button"
        onClick={() => {
          setTerm('');
          setQuery({ name: undefined });
        }}
      >
        Цэвэрлэх
      </button>
    </form>
  );
}

/** /admin/companies: member companies (the e-mails allowed to take the member assessment). */
export default function CompaniesScreen() {
  return (
    <ListFormScreen
      resource={companies}
      title="Гишүүн компаниуд"
      addTitle="Компани нэмэх"
      editTitle="Компани засах"
      filters={(f) => <Search {...f} />}
    />
  );
}
