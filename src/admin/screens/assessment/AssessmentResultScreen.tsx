import { useState } from 'react';
import { RESPONDENT_PAGE_SIZES } from '../../../shared/assessment';
import { DataTable, formatDateTime, Modal, ScreenHeader, useApiGet, usePaging, type Column } from '../../kit';
import './assessment-admin.css';

interface Respondent {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  created_at: string;
}
/** /admin/assessment-result: self-assessment respondents (10/20/30 per page) and their answers overlay. */
export default function AssessmentResultScreen() {
  const { page, setPage, limit, setLimit } = usePaging(RESPONDENT_PAGE_SIZES, 10);
  const list = useApiGet('/get/assessment-respondents', { page, limit });
  const [open, setOpen] = useState<Respondent | null>(null);
  const detail = useApiGet('/get/assessment-answer', { id: open?.id }, { enabled: !!open });

  const columns: Column<Respondent>[] = [
    { label: 'Байгууллагын нэр', key: 'name' },
    { label: 'И-мэйл', render: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
    { label: 'Утас', key: 'phone_number' },
    { label: 'Оролцсон огноо', render: (r) => formatDateTime(r.created_at) },
    {
      label: 'Дэлгэрэнгүй',
      render: (r) => (
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => setOpen(r)}>
          Дэлгэрэнгүй
        </button>
      ),
    },
  ];
  const d = open && detail.data && !detail.isPlaceholderData ? detail.data : null;

  return (
    <>
      <ScreenHeader title="Өөрийгөө үнэлэх үнэлгээний оролцогчид" />
      <DataTable
        caption="Оролцогчид"
        columns={columns}
        rows={list.data?.respondents ?? []}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        empty="Оролцогч алга байна"
        paging={{
          page,
          limit,
          pageSizes: RESPONDENT_PAGE_SIZES,
          total: list.data?.total ?? 0,
          totalPages: list.data?.totalPages ?? 0,
          onPage: setPage,
          onLimit: setLimit,
        }}
      />
      <Modal open={!!open} title={open ? open.name : ''} onClose={() => setOpen(null)} wide>
        {!d ? (
          <p className="adm-loading">{detail.isError ? 'Алдаа гарлаа' : 'Ачаалж байна…'}</p>
        ) : (
          <div className="asm-detail">
            <dl className="adm-stats asm-stats">
              <div className="adm-stat">
                <dt className="adm-stat__label">Нийт хувь</dt>
                <dd className="adm-stat__value" data-testid="total-percent">
                  {d.totalPercentage}%
                </dd>
              </div>
              <div className="adm-stat">
                <dt className="adm-stat__label">Нийт хариулт</dt>
                <dd className="adm-stat__value">{d.totalCount}</dd>
              </div>
              <div className="adm-stat">
                <dt className="adm-stat__label">Тийм</dt>
                <dd className="adm-stat__value">{d.totalYes}</dd>
              </div>
              <div className="adm-stat">
                <dt className="adm-stat__label">Үгүй</dt>
                <dd className="adm-stat__value">{d.totalNo}</dd>
              </div>
            </dl>
            <div className="adm-table-scroll">
              <table className="adm-table">
                <caption className="adm-sr-only">Хариултууд</caption>
                <thead>
                  <tr>
                    <th>№</th>
                    <th>Асуулт</th>
                    <th>Тийм</th>
                    <th>Үгүй</th>
                    <th>Нотолгоо</th>
                  </tr>
                </thead>
                <tbody>
                  {d.answer.map((a) => (
                    <tr key={a.cid}>
                      <td className="adm-num">{a.cid}</td>
                      <td>{a.question}</td>
                      <td>{a.answer ? '✓' : ''}</td>
                      <td>{a.answer ? '' : '✓'}</td>
                      <td>{a.proof ? 'Байгаа' : 'Байхгүй'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
