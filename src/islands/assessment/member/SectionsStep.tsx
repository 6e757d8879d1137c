import { leavesOf, percentOf } from '@shared/assessment-rules';
import QuestionSection from '../QuestionSection';
import { textsT } from '@i18n/island';
import type { AssessTexts } from '../common';
import type { MemberFlow } from './useMemberAssessment';

/** Step 3: one question section at a time, with its live yes-percentage; the last one sends the answers. */
export default function SectionsStep({ flow, texts }: { flow: MemberFlow; texts: AssessTexts }) {
  const { sections, index, answers, highlight, busy, progress } = flow.state;
  const validation = flow.messages.validation;
  const section = sections[index];
  const leaves = leavesOf(section);
  const percent = percentOf(leaves.filter((c) => answers[c.id]?.answer === 1).length, leaves.length);
  return (
    <section className="card assess-card" aria-labelledby="member-section-title">
      <p className="eyebrow">{textsT(texts)('assess.step', { n: index + 1, total: sections.length })}</p>
      <h2 id="member-section-title">
        <span className="assess-cid">{section.mainIndex}</span> {section.mainTitle}
      </h2>
      <progress className="assess-progress" max={sections.length} value={index} />
      <QuestionSection section={section} answers={answers} onChange={flow.changeAnswer} highlight={highlight} texts={texts} member />
      <p className="assess-live" aria-live="polite">
        {textsT(texts)('assess.sectionPercent', { percent })}
      </p>
      {validation && (
        <p className="alert alert--warning" role="alert">
          {validation}
        </p>
      )}
      <div className="assess-nav">
        <button className="button button--ghost" type="button" disabled={index === 0 || busy} onClick={flow.back}>
          {texts['assess.back']}
        </button>
        <button className="button" type="button" onClick={flow.nextSection} disabled={busy}>
          {busy ? `${texts['assess.sending']} ${progress}` : index === sections.length - 1 ? texts['assess.finish'] : texts['assess.next']}
        </button>
      </div>
    </section>
  );
}
