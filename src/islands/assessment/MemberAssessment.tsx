import { useEffect, useState } from 'react';
import AttachmentsStep from './member/AttachmentsStep';
import CodeStep from './member/CodeStep';
import EmailStep from './member/EmailStep';
import ResultStep from './member/ResultStep';
import SectionsStep from './member/SectionsStep';
import SentStep from './member/SentStep';
import { useMemberAssessment } from './member/useMemberAssessment';
import type { AssessText, Lang } from './text';

export interface MemberLinks {
  choice: string;
  contact: string;
  home: string;
}

/**
 * /mm/member-assessment: e-mail, six-digit code, then by the verify answer the finished result, the
 * attachment step, or the five sections -> result -> attachments -> sent (association-site.md §4).
 * The state and its transitions: member/state.ts; the flows (calls, messages, scrolling):
 * member/useMemberAssessment.ts; the calls: calls.ts; one component per step in member/.
 */
export default function MemberAssessment({ lang, text, links }: { lang: Lang; text: AssessText; links: MemberLinks }) {
  const m = useMemberAssessment(lang, text);
  const s = m.state;
  // The e-mail field and button stay disabled until the island runs: a click before that would submit
  // natively, and text typed before hydration would be reset to the island's empty state.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  return (
    <div className="assess" ref={m.top}>
      {s.step === 'email' && <EmailStep flow={m} text={text} ready={ready} contactHref={links.contact} />}
      {s.step === 'code' && <CodeStep flow={m} text={text} />}
      {s.step === 'loading' && <p className="muted">{text['assess.loading']}</p>}
      {s.step === 'sections' && s.sections[s.index] && <SectionsStep flow={m} text={text} />}
      {s.step === 'result' && s.result && <ResultStep result={s.result} sections={s.sections} text={text} onNext={m.toAttachments} />}
      {s.step === 'attachments' && <AttachmentsStep flow={m} text={text} />}
      {(s.step === 'sent' || s.step === 'finished') && (
        <SentStep result={s.step === 'finished' ? s.result : null} sections={s.sections} text={text} />
      )}

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
