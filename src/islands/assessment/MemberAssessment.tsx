import { Suspense } from 'react';
import { lazyStep, preloadSteps } from './lazy-step';
import EmailStep from './member/EmailStep';
import { useMemberAssessment } from './member/useMemberAssessment';
import type { AssessText, Lang } from './text';
import { useHydrated } from './useHydrated';

// every step after the e-mail loads when needed (ahead, once the visitor is on the e-mail step)
const CodeStep = lazyStep(() => import('./member/CodeStep'));
const SectionsStep = lazyStep(() => import('./member/SectionsStep'));
const ResultStep = lazyStep(() => import('./member/ResultStep'));
const AttachmentsStep = lazyStep(() => import('./member/AttachmentsStep'));
const SentStep = lazyStep(() => import('./member/SentStep'));
const preloadLaterSteps = preloadSteps(CodeStep, SectionsStep, ResultStep, AttachmentsStep, SentStep);

export interface MemberLinks {
  choice: string;
  contact: string;
  home: string;
}

/**
 * /mm/member-assessment: e-mail, six-digit code, then by the verify answer the finished result, the
 * attachment step, or the five sections -> result -> attachments -> sent (association-site.md §4).
 * The state and its transitions: member/state.ts; the flows (calls, messages, scrolling):
 * member/useMemberAssessment.ts; the calls: calls.ts; one component per step in member/. The e-mail
 * step is in the static HTML with its final size.
 */
export default function MemberAssessment({ lang, text, links }: { lang: Lang; text: AssessText; links: MemberLinks }) {
  const m = useMemberAssessment(lang, text);
  const s = m.state;
  const ready = useHydrated();
  const loading = <p className="muted">{text['assess.loading']}</p>;

  return (
    <div className="assess" ref={m.top} onFocus={preloadLaterSteps} onInput={preloadLaterSteps}>
      {s.step === 'email' && <EmailStep flow={m} text={text} ready={ready} contactHref={links.contact} />}
      <Suspense fallback={loading}>
        {s.step === 'code' && <CodeStep.Step flow={m} text={text} />}
        {s.step === 'loading' && loading}
        {s.step === 'sections' && s.sections[s.index] && <SectionsStep.Step flow={m} text={text} />}
        {s.step === 'result' && s.result && (
          <ResultStep.Step result={s.result} sections={s.sections} text={text} onNext={m.toAttachments} />
        )}
        {s.step === 'attachments' && <AttachmentsStep.Step flow={m} text={text} />}
        {(s.step === 'sent' || s.step === 'finished') && (
          <SentStep.Step result={s.step === 'finished' ? s.result : null} sections={s.sections} text={text} />
        )}
      </Suspense>

      <nav className="assess-links" aria-label={text['assess.memberTitle']}>
        <a href={links.choice}>{text['assess.toChoice']}</a>
        <a href={links.contact}>{text['assess.contactLink']}</a>
        <a href={links.home}>{text['assess.home']}</a>
      </nav>

      {m.messages.toast && (
        <div className="assess-toast" role="alert">
          {m.messages.toast}
        </div>
      )}
    </div>
  );
}
