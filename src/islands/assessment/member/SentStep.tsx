import type { AssessmentSection, MemberAssessmentResult } from '@shared/assessment-rules';
import type { AssessTexts } from '../common';
import ResultView from './ResultView';

/** The end: attachments sent, or (on a finished attempt) the thanks with the stored result. */
export default function SentStep(p: { result: MemberAssessmentResult | null; sections: AssessmentSection[]; texts: AssessTexts }) {
  return (
    <section className="card assess-card" aria-live="polite">
      <h2 className="assess-done">{p.texts['assess.finished']}</h2>
      <p>{p.texts['assess.finishedText']}</p>
      {p.result && <ResultView result={p.result} sections={p.sections} texts={p.texts} />}
    </section>
  );
}
