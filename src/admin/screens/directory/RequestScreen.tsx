import { useState } from 'react';
import { REQUEST_PAGE_SIZES, REQUEST_TYPES } from '@shared/directory';
import type { RequestState } from '@shared/directory-admin';
import {
  DataTable,
  formatDateTime,
  LabeledSelect,
  ListFrame,
  ScreenHeader,
  t,
  useListPage,
  type Column,
  type ListResource,
  type ListRow,
} from '@admin/kit';
import { CompanyDetail } from './CompanyDetail';
import { useErrorModal, useLoadError } from './directory-admin';
import { DuplicateWarning } from './DuplicateList';
import { useReview } from './review';

type RequestRow = ListRow<'/yellow-page/get/new-request', 'request', 'yp'>;
type CompanyRequest = Extract<RequestRow, { type: 1 }>;
type PersonRequest = Extract<RequestRow, { type: 2 }>;
type Review = ReturnType<typeof useReview>;

function Button({ text, label, kind, onClick }: { text: string; label: string; kind?: 'primary' | 'danger'; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`adm-btn adm-btn--small${kind ? ` adm-btn--${kind}` : ''}`}
      aria-label={`${text}: ${label}`}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/** A request's decisions: approve and reject while it waits, reopen once rejected; `done` after one is made. */
function ReviewButtons({ review, kind, row, done }: { review: Review; kind: 'company' | 'person'; row: Decidable; done?: () => void }) {
  const after = (ok: boolean) => ok && done?.();
  if (row.rejected)
    return (
      <span className="yp-actions">
        <Button text={t('directory.admin.reopen')} label={row.name} onClick={() => void review.reopen(kind, row.id).then(after)} />
      </span>
    );
  return (
    <span className="yp-actions">
      <Button
        text={t('directory.admin.approve')}
        label={row.name}
        kind="primary"
        onClick={() => void review.approve(kind, row.id, row.duplicates).then(after)}
      />
      <Button
        text={t('directory.admin.reject')}
        label={row.name}
        kind="danger"
        onClick={() => void review.reject(kind, row.id, row.name).then(after)}
      />
    </span>
  );
}
interface Decidable {
  id: number;
  name: string;
  rejected: boolean;
  duplicates: RequestRow['duplicates'];
}
const decidable = (r: RequestRow): Decidable => ({ id: r.id, name: r.name_mn, rejected: r.reviewed_at !== null, duplicates: r.duplicates });

/** Who rejected a request and when (Ulaanbaatar time), and why. */
const rejection = (r: RequestRow) => ({
  at: r.reviewed_at ? formatDateTime(r.reviewed_at) : '—',
  by: [r.reviewer_name, r.reviewer_email].filter(Boolean).join(', ') || '—',
  reason: r.rejection_reason || '—',
});

/**
 * /admin/yellow/request: registration requests, companies as a table, consultants as cards; the
 * waiting ones (with their duplicate warnings) to approve or reject with a reason, the rejected ones
 * (reason, who, when) to reopen.
 */
export default function RequestScreen() {
  const errors = useErrorModal();
  const review = useReview(errors.show);
  const [detail, setDetail] = useState<number | null>(null);
  const waitingColumns: Column<RequestRow>[] = [
    {
      label: t('directory.admin.logo'),
      render: (r) =>
        (r as CompanyRequest).logo ? <img className="adm-thumb adm-thumb--logo yp-logo" src={(r as CompanyRequest).logo} alt="" /> : '—',
    },
    { label: t('directory.admin.registrationNumber'), render: (r) => (r as CompanyRequest).registration_number },
    { label: t('directory.admin.nameMn'), key: 'name_mn' },
    { label: t('directory.admin.nameEn'), key: 'name_en' },
    { label: t('directory.admin.sentAt'), render: (r) => formatDateTime(r.created_at) },
    {
      label: t('directory.admin.duplicates'),
      render: (r) =>
        r.duplicates.length ? (
          <span className="adm-badge yp-badge--warning">{t('directory.admin.duplicatesCount', { n: r.duplicates.length })}</span>
        ) : (
          '—'
        ),
    },
  ];
  // the English name and the sending time are in the record (Дэлгэрэнгүй): the reason needs the room
  const rejectedColumns: Column<RequestRow>[] = [
    { label: t('directory.admin.registrationNumber'), render: (r) => (r as CompanyRequest).registration_number },
    { label: t('directory.admin.nameMn'), key: 'name_mn' },
    { label: t('directory.admin.rejectedAt'), render: (r) => rejection(r).at },
    { label: t('directory.admin.rejectedBy'), render: (r) => rejection(r).by },
    { label: t('directory.admin.reason'), render: (r) => <span className="yp-reason">{rejection(r).reason}</span> },
  ];
  const actions: Column<RequestRow> = {
    label: t('directory.admin.actions'),
    render: (r) => (
      <span className="yp-actions">
        <Button text={t('directory.admin.detail')} label={r.name_mn} onClick={() => setDetail(r.id)} />
        <ReviewButtons review={review} kind="company" row={decidable(r)} />
      </span>
    ),
  };
  const resource: ListResource<RequestRow> = {
    name: 'yp-request',
    site: 'yp',
    list: { path: '/yellow-page/get/new-request', key: 'request', pageSizes: REQUEST_PAGE_SIZES, defaultLimit: 10 },
    columns: [...waitingColumns, actions],
    empty: t('directory.admin.noRequests'),
  };
  const { list, query, setQuery, paging } = useListPage(resource, { type: REQUEST_TYPES.company, state: 'waiting' });
  useLoadError(list.error, errors.show, t('directory.admin.loadError'));
  const type = Number(query.type);
  const state = query.state as RequestState;
  const rejected = state === 'rejected';
  // while another type or state loads, the previous page (same path) must not show in this one's layout
  const ofThisList = (r: RequestRow) => r.type === type && (r.reviewed_at !== null) === rejected;
  const rows = (list.data?.rows ?? []).filter(ofThisList);
  const loading = list.isLoading || (list.data?.rows ?? []).some((r) => !ofThisList(r));
  const empty = rejected ? t('directory.admin.noRejected') : resource.empty;

  const filters = (
    <>
      <LabeledSelect
        label={t('directory.admin.type')}
        value={type}
        onChange={(e) => setQuery({ ...query, type: Number(e.target.value) })}
        data-testid="request-type"
        options={[
          { value: String(REQUEST_TYPES.company), label: t('directory.admin.typeCompany') },
          { value: String(REQUEST_TYPES.consultant), label: t('directory.admin.typeConsultant') },
        ]}
      />
      <LabeledSelect
        label={t('directory.admin.state')}
        value={state}
        onChange={(e) => setQuery({ ...query, state: e.target.value })}
        data-testid="request-state"
        options={[
          { value: 'waiting', label: t('directory.admin.state.waiting') },
          { value: 'rejected', label: t('directory.admin.state.rejected') },
        ]}
      />
    </>
  );

  return (
    <section className="adm-screen">
      <ScreenHeader title={t('directory.admin.requestsTitle')} />
      {type === REQUEST_TYPES.company ? (
        <DataTable<RequestRow>
          caption={t(rejected ? 'directory.admin.rejectedCompanyRequests' : 'directory.admin.companyRequests')}
          columns={[...(rejected ? rejectedColumns : waitingColumns), actions]}
          rows={rows}
          rowKey={(r) => r.id}
          empty={empty}
          loading={loading}
          toolbar={filters}
          paging={paging}
        />
      ) : (
        <ListFrame toolbar={filters} paging={paging} loading={loading} empty={rows.length === 0 ? empty : null}>
          <ul
            className="yp-cards"
            aria-label={t(rejected ? 'directory.admin.rejectedConsultantRequests' : 'directory.admin.consultantRequests')}
          >
            {(rows as PersonRequest[]).map((p) => (
              <li key={p.id} className="adm-card yp-card">
                <h2 className="yp-card__name">{p.name_mn}</h2>
                <p className="adm-muted">{p.name_en}</p>
                <DuplicateWarning kind="person" duplicates={p.duplicates} />
                <dl className="yp-facts">
                  <dt>{t('directory.admin.profession')}</dt>
                  <dd>
                    {p.profession_mn} / {p.profession_en}
                  </dd>
                  <dt>{t('directory.admin.phone')}</dt>
                  <dd>{p.phone_number}</dd>
                  <dt>{t('directory.admin.advice')}</dt>
                  <dd>{p.advice_mn || '—'}</dd>
                  <dt>{t('directory.admin.registrant')}</dt>
                  <dd>
                    {p.registrant_name}, {p.registrant_position}, {p.registrant_email}, {p.registrant_phone}
                  </dd>
                  <dt>{t('directory.admin.sentAt')}</dt>
                  <dd>{formatDateTime(p.created_at)}</dd>
                  {rejected && (
                    <>
                      <dt>{t('directory.admin.rejectedAt')}</dt>
                      <dd>{rejection(p).at}</dd>
                      <dt>{t('directory.admin.rejectedBy')}</dt>
                      <dd>{rejection(p).by}</dd>
                      <dt>{t('directory.admin.reason')}</dt>
                      <dd className="yp-reason">{rejection(p).reason}</dd>
                    </>
                  )}
                </dl>
                <ReviewButtons review={review} kind="person" row={decidable(p)} />
              </li>
            ))}
          </ul>
        </ListFrame>
      )}
      <CompanyDetail
        id={detail}
        onClose={() => setDetail(null)}
        onError={errors.show}
        onOpen={setDetail}
        footer={(c) =>
          (c.company.reviewed_at === null || c.company.rejected) && (
            <ReviewButtons
              review={review}
              kind="company"
              row={{
                id: c.id,
                name: c.company_info.translations.name.mn,
                rejected: c.company.rejected,
                duplicates: c.duplicates,
              }}
              done={() => setDetail(null)}
            />
          )
        }
      />
      {review.dialog}
      {errors.modal}
    </section>
  );
}
