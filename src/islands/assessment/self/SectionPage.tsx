import type { AssessmentSection } from '@shared/assessment-rules';
import QuestionSection, { type Answers, type AnswerState } from '../QuestionSection';
import { textsT } from '@i18n/island';
import type { AssessTexts } from '../common';

interface Props {
  texts: AssessTexts;
  sections: AssessmentSection[];
  /** 1..N */
  page: number;
  answers: Answers;
  highlight: Set<number>;
  onChange: (id: number, next: AnswerState) => void;
  /** "answer every question" after a blocked forward */
  validation: string | null;
  busy: boolean;
  onBack: () => void;
  onForward: () => void;
}

/** Pages 1..N of the self-assessment: one question group, back and next (the last one sends). */
export default function SectionPage({ texts, sections, page, answers, highlight, onChange, validation, busy, onBack, onForward }: Props) {
  const total = sections.length;
  const section = sections[page - 1];
  return (
    <section className="card assess-card" aria-labelledby="assess-section-title">
      <p className="eyebrow">{textsT(texts)('assess.step', { n: page, total })}</p>
      <h2 id="assess-section-title">
        <span className="assess-cid">{section.mainIndex}</span> {section.mainTitle}
      </h2>
      <progress className="assess-progress" max={total} value={page - 1} />
      <QuestionSection section={section} answers={answers} onChange={onChange} highlight={highlight} texts={texts} />
      {validation && (
        <p className="alert alert--warning" role="alert">
          {validation}
        </p>
      )}
      <div className="assess-nav">
        <button className="button button--ghost" type="button" onClick={onBack} disabled={busy}>
          {texts['assess.back']}
        </button>
        <button className="button" type="button" onClick={onForward} disabled={busy}>
          {busy ? texts['assess.sending'] : page === total ? texts['assess.finish'] : texts['assess.next']}
        </button>
      </div>
    </section>
  );
}
