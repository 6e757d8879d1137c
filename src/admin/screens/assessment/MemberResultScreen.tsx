import { useState } from 'react';
import { RESPONDENT_PAGE_SIZES } from '@shared/assessment';
import { formatDateTime, PagedList, stateBadge, t, type ListResource } from '@admin/kit';
import { AnswersModal } from './AnswersModal';
import { FilesModal } from './FilesModal';
import type { MemberRow } from './members';

/** The member results as data; the row buttons open the answers or the files modal. */
const memberResultList = (open: { answers: (r: MemberRow) => void; files: (r: MemberRow) => void }): ListResource<MemberRow> => ({
  name: 'assessment-member-result',
  list: { path: '/get/member-assessment-result', key: 'respondents', pageSizes: RESPONDENT_PAGE_SIZES, defaultLimit: 10 },
  columns: [
    { label: t('admin.assessment.col.name'), key: 'name' },
    { label: t('admin.assessment.col.email'), render: (r) => <a href={`mailto:${r.email}`}>{r.email}</a> },
    { label: t('admin.assessment.col.date'), render: (r) => formatDateTime(r.created_at) },
    {
      label: t('admin.assessment.members.consent'),
      render: (r) => stateBadge(r.publication, t('admin.assessment.members.consented'), t('admin.assessment.members.notConsented')),
    },
    {
      label: t('admin.assessment.members.actions'),
      render: (r) => (
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => open.answers(r)}>
            {t('admin.assessment.members.answers')}
          </button>
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={() => open.files(r)}>
            {t('admin.assessment.members.files')}
          </button>
        </div>
      ),
    },
  ],
  empty: t('admin.assessment.members.empty'),
});

/** /admin/assessment-member-result: member results, answers modal (PDF) and files modal (ZIP, poster). */
export default function MemberResultScreen() {
  const [answers, setAnswers] = useState<MemberRow | null>(null);
  const [files, setFiles] = useState<MemberRow | null>(null);
  return (
    <PagedList
      resource={memberResultList({ answers: setAnswers, files: setFiles })}
      title={t('admin.assessment.members.title')}
      caption={t('admin.assessment.members.caption')}
    >
      {answers && <AnswersModal row={answers} onClose={() => setAnswers(null)} />}
      {files && <FilesModal row={files} onClose={() => setFiles(null)} />}
    </PagedList>
  );
}
