import { Suspense } from 'react';
import { lazyStep, preloadSteps } from './lazy-step';
import EmailStep from './member/EmailStep';
import { useMemberAssessment } from './member/useMemberAssessment';
import type { Lang } from '@shared/lang';
import type { AssessTexts } from './common';
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
export default function MemberAssessment({ lang, texts, links }: { lang: Lang; texts: AssessTexts; links: MemberLinks }) {
  const m = useMemberAssessment(lang, texts);
  const s = m.state;
  const ready = useHydrated();
  const loading = <p className="muted">{texts['assess.loading']}</p>;

  return (
    <div className="assess" ref={m.top} onFocus={preloadLaterSteps} onInput={preloadLaterSteps}>
      {s.step === 'email' && <EmailStep flow={m} texts={texts} ready={ready} contactHref={links.contact} />}
      <Suspense fallback={loading}>
        {s.step === 'code' && <CodeStep.Step flow={m} texts={texts} />}
        {s.step === 'loading' && loading}
        {s.step === 'sections' && s.sections[s.index] && <SectionsStep.Step flow={m} texts={texts} />}
        {s.step === 'result' && s.result && (
          <ResultStep.Step result={s.result} sections={s.sections} texts={texts} onNext={m.toAttachments} />
        )}
        {s.step === 'attachments' && <AttachmentsStep.Step flow={m} texts={texts} />}
        {(s.step === 'sent' || s.step === 'finished') && (
          <SentStep.Step result={s.step === 'finished' ? s.result : null} sections={s.sections} texts={texts} />
        )}
      </Suspense>

      <nav className="assess-links" aria-label={texts['assess.memberTitle']}>
        <a href={links.choice}>{texts['assess.toChoice']}</a>
        <a href={links.contact}>{texts['assess.contactLink']}</a>
        <a href={links.home}>{texts['assess.home']}</a>
      </nav>

      {m.messages.toast && (
        <div className="assess-toast" role="alert">
          {m.messages.toast}
        </div>
      )}
    </div>
  );
}
