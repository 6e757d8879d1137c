import { useState } from 'react';
import { api } from '@client/api-client';
import { REQUEST_PAGE_SIZES, REQUEST_TYPES } from '@shared/directory';
import { DIRECTORY_ADMIN_MESSAGES as M, DIRECTORY_ERROR_MS } from '@shared/directory-admin';
import {
  DataTable,
  formatDateTime,
  LabeledSelect,
  ListFrame,
  ScreenHeader,
  t,
  useConfirm,
  useListPage,
  useToast,
  type ListResource,
  type ListRow,
} from '@admin/kit';
import { CompanyDetail } from './CompanyDetail';
import { failure, useErrorModal, useLoadError, useRefreshDirectory } from './directory-admin';
import './directory.css';

type RequestRow = ListRow<'/yellow-page/get/new-request', 'request', 'yp'>;
type CompanyRequest = Extract<RequestRow, { type: 1 }>;
type PersonRequest = Extract<RequestRow, { type: 2 }>;
type Decision = 'approve' | 'reject';

/** Approve / reject a request after a confirmation; the spec's success and error messages. */
function useReview(showError: (text: string, ms?: number) => void) {
  const confirm = useConfirm();
  const toast = useToast();
  const refresh = useRefreshDirectory();
  return async (kind: 'company' | 'person', id: number, decision: Decision) => {
    const question = t(decision === 'approve' ? 'directory.admin.confirmApprove' : 'directory.admin.confirmReject');
    if (!(await confirm(question, { confirmLabel: t(decision === 'approve' ? 'directory.admin.approve' : 'directory.admin.reject') })))
      return false;
    try {
      await api.post(kind === 'company' ? '/yellow-page/review/company' : '/yellow-page/review/person', { id, decision }, 'yp');
      toast.success(t(M.updated));
      await refresh();
      return true;
    } catch (err) {
      showError(failure(t(M.error), err), DIRECTORY_ERROR_MS.submit);
      return false;
    }
  };
}

const DECISIONS = [
  { decision: 'approve', text: t('directory.admin.approve'), kind: 'primary' },
  { decision: 'reject', text: t('directory.admin.reject'), kind: 'danger' },
] as const;

function ReviewButtons({ onReview, label }: { onReview: (d: Decision) => void; label: string }) {
  return (
    <span className="yp-actions">
      {DECISIONS.map(({ decision, text, kind }) => (
        <button
          key={decision}
          type="button"
          className={`adm-btn adm-btn--small adm-btn--${kind}`}
          aria-label={`${text}: ${label}`}
          onClick={() => onReview(decision)}
        >
          {text}
        </button>
      ))}
    </span>
  );
}

/** /admin/yellow/request: waiting registration requests, companies as a table, consultants as cards. */
export default function RequestScreen() {
  const errors = useErrorModal();
  const review = useReview(errors.show);
  const [detail, setDetail] = useState<number | null>(null);
  const resource: ListResource<RequestRow> = {
    name: 'yp-request',
    site: 'yp',
    list: { path: '/yellow-page/get/new-request', key: 'request', pageSizes: REQUEST_PAGE_SIZES, defaultLimit: 10 },
    columns: [
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
        label: t('directory.admin.actions'),
        render: (r) => (
          <span className="yp-actions">
            <button
              type="button"
              className="adm-btn adm-btn--small"
              aria-label={`${t('directory.admin.detail')}: ${r.name_mn}`}
              onClick={() => setDetail(r.id)}
            >
              {t('directory.admin.detail')}
            </button>
            <ReviewButtons label={r.name_mn} onReview={(d) => void review('company', r.id, d)} />
          </span>
        ),
      },
    ],
    empty: t('directory.admin.noRequests'),
  };
  const { list, query, setQuery, paging } = useListPage(resource, { type: REQUEST_TYPES.company });
  useLoadError(list.error, errors.show, t('directory.admin.loadError'));
  const type = Number(query.type);
  // while the other type loads, the previous page (same path) must not show in this type's layout
  const rows = (list.data?.rows ?? []).filter((r) => r.type === type);
  const loading = list.isLoading || (list.data?.rows ?? []).some((r) => r.type !== type);

  const typeFilter = (
    <LabeledSelect
      label={t('directory.admin.type')}
      value={type}
      onChange={(e) => setQuery({ type: Number(e.target.value) })}
      data-testid="request-type"
      options={[
        { value: String(REQUEST_TYPES.company), label: t('directory.admin.typeCompany') },
        { value: String(REQUEST_TYPES.consultant), label: t('directory.admin.typeConsultant') },
      ]}
    />
  );

  return (
    <section className="adm-screen">
      <ScreenHeader title={t('directory.admin.requestsTitle')} />
      {type === REQUEST_TYPES.company ? (
        <DataTable<RequestRow>
          caption={t('directory.admin.companyRequests')}
          columns={resource.columns}
          rows={rows}
          rowKey={(r) => r.id}
          empty={resource.empty}
          loading={loading}
          toolbar={typeFilter}
          paging={paging}
        />
      ) : (
        <ListFrame toolbar={typeFilter} paging={paging} loading={loading} empty={rows.length === 0 ? resource.empty : null}>
          <ul className="yp-cards" aria-label={t('directory.admin.consultantRequests')}>
            {(rows as PersonRequest[]).map((p) => (
              <li key={p.id} className="adm-card yp-card">
                <h2 className="yp-card__name">{p.name_mn}</h2>
                <p className="adm-muted">{p.name_en}</p>
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
                </dl>
                <ReviewButtons label={p.name_mn} onReview={(d) => void review('person', p.id, d)} />
              </li>
            ))}
          </ul>
        </ListFrame>
      )}
      <CompanyDetail
        id={detail}
        onClose={() => setDetail(null)}
        onError={errors.show}
        footer={(id, name) => (
          <ReviewButtons
            label={name}
            onReview={async (d) => {
              if (await review('company', id, d)) setDetail(null);
            }}
          />
        )}
      />
      {errors.modal}
    </section>
  );
}
