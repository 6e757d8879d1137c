import type { Ref } from 'react';
import { SECTION_KEYS } from '@shared/assessment';
import { formatDateTime, t } from '@admin/kit';
import type { AnswerRow, MemberResult } from './members';
import { TableHead } from './TableHead';

const yesNo = (v: boolean) => (v ? t('admin.kit.yes') : t('admin.kit.no'));

/**
 * What the answers modal shows and the PDF prints: date, percentages, then the questions; a null
 * parent is a section heading, an unanswered n.n.n a sub-heading.
 */
interface Props {
  ref: Ref<HTMLDivElement>;
  name: string;
  result: MemberResult | null | undefined;
  answers: AnswerRow[];
}

export function AnswerSheet({ ref, name, result, answers }: Props) {
  const heading = (a: AnswerRow, className: string) => (
    <tr key={a.id} className={className}>
      <th colSpan={5} scope="colgroup">
        {a.cid} {a.question}
      </th>
    </tr>
  );
  return (
    <div ref={ref} className="asm-sheet" data-testid="answers-sheet">
      <h2>{name}</h2>
      {result && (
        <>
          <p className="adm-muted">{t('admin.assessment.answers.date', { date: formatDateTime(result.created_at) })}</p>
          <dl className="asm-percents">
            <div>
              <dt>{t('admin.assessment.totalPercent')}</dt>
              <dd data-testid="main-percent">{result.main_percentage}%</dd>
            </div>
            <div>
              <dt>{t('admin.kit.yes')}</dt>
              <dd>{result.total_true}</dd>
            </div>
            <div>
              <dt>{t('admin.kit.no')}</dt>
              <dd>{result.total_false}</dd>
            </div>
            {SECTION_KEYS.map((key, k) => (
              <div key={key}>
                <dt>{t('admin.assessment.answers.section', { n: k + 1 })}</dt>
                <dd>{result[key] === null ? '—' : `${result[key]}%`}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <table className="adm-table asm-answers">
        <TableHead
          labels={[
            t('admin.assessment.number'),
            t('admin.assessment.question'),
            t('admin.assessment.answers.answer'),
            t('admin.assessment.answers.proof'),
            t('admin.assessment.answers.comment'),
          ]}
        />
        <tbody>
          {answers.map((a) =>
            a.pid === null ? (
              heading(a, 'asm-section-row')
            ) : a.answer === null && a.cid.split('.').length === 3 ? (
              heading(a, 'asm-sub-row')
            ) : (
              <tr key={a.id}>
                <td className="adm-num">{a.cid}</td>
                <td>{a.question}</td>
                <td>{a.answer === null ? '—' : yesNo(a.answer)}</td>
                <td>{yesNo(a.proof)}</td>
                <td>{a.comment}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
