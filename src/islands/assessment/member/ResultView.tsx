import { SECTION_KEYS, type AssessmentSection, type MemberAssessmentResult } from '@shared/assessment-rules';
import PercentRing from '../PercentRing';
import { fill, type AssessText } from '../text';

/** The overall ring, the per-section percentages (named by the loaded sections, else "Section n") and the yes count. */
export default function ResultView({
  result: r,
  sections,
  text,
}: {
  result: MemberAssessmentResult;
  sections: AssessmentSection[];
  text: AssessText;
}) {
  return (
    <div className="assess-result">
      <PercentRing percent={r.main_percentage} label={text['assess.overall']} />
      <ul className="assess-sections" aria-label={text['assess.resultTitle']}>
        {SECTION_KEYS.map((key, k) =>
          r[key] === null ? null : (
            <li key={key}>
              <span>{sections[k] ? `${sections[k].mainIndex} ${sections[k].mainTitle}` : fill(text['assess.sectionN'], { n: k + 1 })}</span>
              <strong>{r[key]}%</strong>
            </li>
          ),
        )}
      </ul>
      <p>{fill(text['assess.resultText'], { yes: r.total_true, total: r.total_true + r.total_false })}</p>
    </div>
  );
}
