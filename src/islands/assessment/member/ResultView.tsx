import { SECTION_KEYS, type AssessmentSection, type MemberAssessmentResult } from '@shared/assessment-rules';
import PercentRing from '../PercentRing';
import { textsT } from '@i18n/island';
import type { AssessTexts } from '../common';

/** The overall ring, the per-section percentages (named by the loaded sections, else "Section n") and the yes count. */
export default function ResultView({
  result: r,
  sections,
  texts,
}: {
  result: MemberAssessmentResult;
  sections: AssessmentSection[];
  texts: AssessTexts;
}) {
  return (
    <div className="assess-result">
      <PercentRing percent={r.main_percentage} label={texts['assess.overall']} />
      <ul className="assess-sections" aria-label={texts['assess.resultTitle']}>
        {SECTION_KEYS.map((key, k) =>
          r[key] === null ? null : (
            <li key={key}>
              <span>
                {sections[k] ? `${sections[k].mainIndex} ${sections[k].mainTitle}` : textsT(texts)('assess.sectionN', { n: k + 1 })}
              </span>
              <strong>{r[key]}%</strong>
            </li>
          ),
        )}
      </ul>
      <p>{textsT(texts)('assess.resultText', { yes: r.total_true, total: r.total_true + r.total_false })}</p>
    </div>
  );
}
