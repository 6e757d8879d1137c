import type { AssessmentSection, MemberAssessmentResult } from '@shared/assessment-rules';
import type { AssessText } from '../text';
import ResultView from './ResultView';

/** Step 4: the result just computed, then on to the attachments. */
export default function ResultStep(p: {
  result: MemberAssessmentResult;
  sections: AssessmentSection[];
  text: AssessText;
  onNext: () => void;
}) {
  return (
    <section className="card assess-card">
      <h2>{p.text['assess.resultTitle']}</h2>
      <ResultView result={p.result} sections={p.sections} text={p.text} />
      <p className="muted">{p.text['assess.memberResultText']}</p>
      <button className="button" type="button" onClick={p.onNext}>
        {p.text['assess.toAttachments']}
      </button>
    </section>
  );
}
