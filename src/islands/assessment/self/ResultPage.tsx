import { percentOf } from '@shared/assessment-rules';
import PercentRing from '../PercentRing';
import { textsT } from '@i18n/island';
import type { AssessTexts } from '../common';

/** Page N+1 of the self-assessment: the share of yes answers as a ring, back to the choice or again. */
export default function ResultPage(p: { texts: AssessTexts; yes: number; total: number; choiceHref: string; onAgain: () => void }) {
  return (
    <section className="card assess-card assess-result" aria-live="polite">
      <h2>{p.texts['assess.resultTitle']}</h2>
      <PercentRing percent={percentOf(p.yes, p.total)} label={p.texts['assess.resultOf']} />
      <p>{textsT(p.texts)('assess.resultText', { yes: p.yes, total: p.total })}</p>
      <div className="assess-nav">
        <a className="button button--ghost" href={p.choiceHref}>
          {p.texts['assess.toChoice']}
        </a>
        <button className="button" type="button" onClick={p.onAgain}>
          {p.texts['assess.again']}
        </button>
      </div>
    </section>
  );
}
