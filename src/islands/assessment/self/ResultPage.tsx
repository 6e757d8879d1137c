import { percentOf } from '@shared/assessment-rules';
import PercentRing from '../PercentRing';
import { fill, type AssessText } from '../text';

/** Page N+1 of the self-assessment: the share of yes answers as a ring, back to the choice or again. */
export default function ResultPage(p: { text: AssessText; yes: number; total: number; choiceHref: string; onAgain: () => void }) {
  return (
    <section className="card assess-card assess-result" aria-live="polite">
      <h2>{p.text['assess.resultTitle']}</h2>
      <PercentRing percent={percentOf(p.yes, p.total)} label={p.text['assess.resultOf']} />
      <p>{fill(p.text['assess.resultText'], { yes: p.yes, total: p.total })}</p>
      <div className="assess-nav">
        <a className="button button--ghost" href={p.choiceHref}>
          {p.text['assess.toChoice']}
        </a>
        <button className="button" type="button" onClick={p.onAgain}>
          {p.text['assess.again']}
        </button>
      </div>
    </section>
  );
}
