import type { AssessmentSection, MemberAssessmentResult } from '@shared/assessment-rules';
import type { AssessText } from '../text';
import ResultView from './ResultView';

/** The end: attachments sent, or (on a finished attempt) the thanks with the stored result. */
export default function SentStep(p: { result: MemberAssessmentResult | null; sections: AssessmentSection[]; text: AssessText }) {
  return (
    <section className="card assess-card" aria-live="polite">
      <h2 className="assess-done">{p.text['assess.finished']}</h2>
      <p>{p.text['assess.finishedText']}</p>
      {p.result && <ResultView result={p.result} sections={p.sections} text={p.text} />}
    </section>
  );
}
