import { useState, type FormEvent } from 'react';
import { purposeOf, REQUEST_PAGE_SIZES, type RequestPurpose } from '../../../shared/requests';
import { DataTable, formatDateTime, ScreenHeader, useApiGet, usePaging, type Column } from '../../kit';

interface RequestRow {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone_number: string;
  business_type: string;
  member_request: boolean;
  codex_request: boolean;
  meeting_request: boolean;
}
interface Search {
  name?: string;
  email?: string;
  purpose?: RequestPurpose;
}

const COLUMNS: Column<RequestRow>[] = [
  { label: 'Зорилго', render: (r) => purposeOf(r) || '—' },
  { label: 'Огноо', render: (r) => formatDateTime(r.created_at) },
  { label: 'Овог нэр', key: 'name' },
  { label: 'И-мэйл', render: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
  { label: 'Утас', key: 'phone_number' },
  { label: 'Бизнесийн төрөл', key: 'business_type' },
];

/** /admin/request-list: membership requests, newest first, 10/20/30 per page, with a search mode. */
export default function RequestsScreen() {
  const { page, setPage, limit, setLimit } = usePaging(REQUEST_PAGE_SIZES, 10);
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState<Search>({});
  const [draft, setDraft] = useState<Search>({});
  const list = useApiGet('/get/office-request', { page, limit, ...search });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ name: draft.name?.trim() || undefined, email: draft.email?.trim() || undefined, purpose: draft.purpose || undefined });
    setPage(1);
  };
  const leave = () => {
    setSearching(false);
    setSearch({});
    setDraft({});
    setPage(1);
  };

  return (
    <>
      <ScreenHeader
        title="Хүсэлтүүд"
        actions={
          <button
            className="adm-btn adm-btn--ghost"
            type="button"
            aria-pressed={searching}
            onClick={() => (searching ? leave() : setSearching(true))}
          >
            {searching ? 'Хайлт хаах' : 'Хайх'}
          </button>
        }
      />
      {searching && (
        <form className="adm-card adm-grid" role="search" onSubmit={apply} data-testid="request-search">
          <label className="adm-field">
            <span>Нэр, утас, бизнесийн төрөл</span>
            <input value={draft.name ?? ''} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </label>
          <label className="adm-field">
            <span>И-мэйл</span>
            <input value={draft.email ?? ''} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
          </label>
          <label className="adm-field">
            <span>Зорилго</span>
            <select
              value={draft.purpose ?? ''}
              onChange={(e) => setDraft({ ...draft, purpose: (e.target.value || undefined) as RequestPurpose })}
            >
              <option value="">Бүгд</option>
              <option value="member">Гишүүнээр элсэх</option>
              <option value="codex">Ёс зүйн дүрэмд нэгдэх</option>
              <option value="meeting">Уулзалт товлох</option>
            </select>
          </label>
          <div>
            <button className="adm-btn adm-btn--primary" type="submit">
              Хайх
            </button>
          </div>
        </form>
      )}
      <DataTable
        caption="Хүсэлтүүд"
        columns={COLUMNS}
        rows={list.data?.request ?? []}
        rowKey={(r) => r.id}
        empty="Хүсэлт хоосон байна"
        loading={list.isLoading}
        paging={{
          page,
          limit,
          pageSizes: REQUEST_PAGE_SIZES,
          total: list.data?.total ?? 0,
          totalPages: list.data?.totalPages ?? 0,
          onPage: setPage,
          onLimit: setLimit,
        }}
      />
    </>
  );
}
