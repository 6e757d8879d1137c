import { useState } from 'react';
import { RESPONDENT_PAGE_SIZES } from '@shared/assessment';
import { formatDateTime, PagedList, t, type ListResource } from '@admin/kit';
import { RespondentDetailModal, type Respondent } from './RespondentDetailModal';

/** The respondents list as data; `details` opens the answers overlay of a row. */
const respondentList = (details: (r: Respondent) => void): ListResource<Respondent> => ({
  name: 'assessment-respondent',
  list: { path: '/get/assessment-respondents', key: 'respondents', pageSizes: RESPONDENT_PAGE_SIZES, defaultLimit: 10 },
  columns: [
    { label: t('admin.assessment.col.name'), key: 'name' },
    { label: t('admin.assessment.col.email'), render: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
    { label: t('admin.assessment.col.phone'), key: 'phone_number' },
    { label: t('admin.assessment.col.date'), render: (r) => formatDateTime(r.created_at) },
    {
      label: t('admin.assessment.respondents.details'),
      render: (r) => (
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => details(r)}>
          {t('admin.assessment.respondents.details')}
        </button>
      ),
    },
  ],
  empty: t('admin.assessment.respondents.empty'),
});

/** /admin/assessment-result: self-assessment respondents (10/20/30 per page) and their answers overlay. */
export default function AssessmentResultScreen() {
  const [open, setOpen] = useState<Respondent | null>(null);
  return (
    <PagedList
      resource={respondentList(setOpen)}
      title={t('admin.assessment.respondents.title')}
      caption={t('admin.assessment.respondents.caption')}
    >
      <RespondentDetailModal respondent={open} onClose={() => setOpen(null)} />
    </PagedList>
  );
}
