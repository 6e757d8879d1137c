import { Modal, t, useApiGet, type ListRow } from '@admin/kit';
import { TableHead } from './TableHead';

export type Respondent = ListRow<'/get/assessment-respondents', 'respondents'>;

/** The respondent's answers overlay: totals, then per question yes, no and whether proof exists. */
export function RespondentDetailModal({ respondent, onClose }: { respondent: Respondent | null; onClose: () => void }) {
  const detail = useApiGet('/get/assessment-answer', { id: respondent?.id }, { enabled: !!respondent });
  const d = respondent && detail.data && !detail.isPlaceholderData ? detail.data : null;
  const stats = d && [
    { label: t('admin.assessment.totalPercent'), value: `${d.totalPercentage}%`, testId: 'total-percent' },
    { label: t('admin.assessment.respondents.totalAnswers'), value: d.totalCount },
    { label: t('admin.kit.yes'), value: d.totalYes },
    { label: t('admin.kit.no'), value: d.totalNo },
  ];

  return (
    <Modal open={!!respondent} title={respondent ? respondent.name : ''} onClose={onClose} wide>
      {!d || !stats ? (
        <p className="adm-loading">{detail.isError ? t('admin.assessment.respondents.error') : t('admin.loading')}</p>
      ) : (
        <div className="asm-detail">
          <dl className="adm-stats asm-stats">
            {stats.map((s) => (
              <div key={s.label} className="adm-stat">
                <dt className="adm-stat__label">{s.label}</dt>
                <dd className="adm-stat__value" data-testid={s.testId}>
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="adm-table-scroll">
            <table className="adm-table">
              <caption className="adm-sr-only">{t('admin.assessment.respondents.answers')}</caption>
              <TableHead
                labels={[
                  t('admin.assessment.number'),
                  t('admin.assessment.question'),
                  t('admin.kit.yes'),
                  t('admin.kit.no'),
                  t('admin.assessment.respondents.proof'),
                ]}
              />
              <tbody>
                {d.answer.map((a) => (
                  <tr key={a.cid}>
                    <td className="adm-num">{a.cid}</td>
                    <td>{a.question}</td>
                    <td>{a.answer ? '✓' : ''}</td>
                    <td>{a.answer ? '' : '✓'}</td>
                    <td>{a.proof ? t('admin.assessment.respondents.proofYes') : t('admin.assessment.respondents.proofNo')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Modal>
  );
}
