import type { AssessmentSection, MemberAssessmentResult } from '@shared/assessment-rules';
import type { AssessTexts } from '../common';
import ResultView from './ResultView';

/** Step 4: the result just computed, then on to the attachments. */
export default function ResultStep(p: {
  result: MemberAssessmentResult;
  sections: AssessmentSection[];
  texts: AssessTexts;
  onNext: () => void;
}) {
  return (
    <section className="card assess-card">
      <h2>{p.texts['assess.resultTitle']}</h2>
      <ResultView result={p.result} sections={p.sections} texts={p.texts} />
      <p className="muted">{p.texts['assess.memberResultText']}</p>
      <button className="button" type="button" onClick={p.onNext}>
        {p.texts['assess.toAttachments']}
      </button>
    </section>
  );
}
