import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '../../shared/api-client';
import {
  ASSESSMENT_MESSAGES as M,
  CODE_LENGTH,
  EMAIL_PATTERN,
  leavesOf,
  percentagesOf,
  percentOf,
  SECTION_KEYS,
  type AssessmentSection,
} from '../../shared/assessment';
import CodeInputs from './CodeInputs';
import PercentRing from './PercentRing';
import QuestionSection, { type Answers, type AnswerState } from './QuestionSection';
import { CODE_SENT_MS, ERROR_TOAST_MS, fill, VALIDATION_MS, type AssessText, type Lang } from './text';
import { useTimedMessage } from './useTimedMessage';

interface Result {
  id: number;
  main_percentage: number;
  first_section_per: number | null;
  second_section_per: number | null;
  third_section_per: number | null;
  fourth_section_per: number | null;
  fifth_section_per: number | null;
  total_true: number;
  total_false: number;
  answer_id: number;
  created_at: string;
}
interface Verified {
  member: { id: number; logo: string; name: string };
  answer_id: number;
  completed: boolean;
  result: Result | null;
}
type Step = 'email' | 'code' | 'loading' | 'sections' | 'result' | 'attachments' | 'sent' | 'finished';

export interface MemberLinks {
  choice: string;
  contact: string;
  home: string;
}

/** The server's code messages in the visitor's language (the server speaks Mongolian). */
function codeMessage(err: unknown, text: AssessText): string {
  if (err instanceof ApiRequestError) {
    if (err.status === 429) return text['assess.tooMany'];
    const known: Record<string, string> = {
      [M.codeWrong]: text['assess.codeWrong'],
      [M.codeExpired]: text['assess.codeExpired'],
      [M.codeLocked]: text['assess.codeLocked'],
    };
    return known[err.message] ?? err.message;
  }
  return text['assess.error'];
}

/**
 * /mm/member-assessment: e-mail, six-digit code, then by the verify answer the finished result, the
 * attachment step, or the five sections -> result -> attachments -> sent (association-site.md §4).
 */
export default function MemberAssessment({ lang, text, links }: { lang: Lang; text: AssessText; links: MemberLinks }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<'empty' | 'invalid' | 'unregistered' | 'other' | null>(null);
  const [otherError, setOtherError] = useState('');
  const [memberId, setMemberId] = useState<number | null>(null);
  const [digits, setDigits] = useState<string[]>(Array(CODE_LENGTH).fill(''));
  const [codeError, setCodeError] = useState('');
  const [verified, setVerified] = useState<Verified | null>(null);
  const [sections, setSections] = useState<AssessmentSection[]>([]);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [highlight, setHighlight] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<Result | null>(null);
  const [files, setFiles] = useState<{ official_document: File | null; form: File | null }>({ official_document: null, form: null });
  const [attachTried, setAttachTried] = useState(false);
  const [publication, setPublication] = useState(true);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState('');
  const validation = useTimedMessage(VALIDATION_MS);
  const toast = useTimedMessage(ERROR_TOAST_MS);
  const sent = useTimedMessage(CODE_SENT_MS);
  const [resendFailed, setResendFailed] = useState(false);
  // The e-mail field and button stay disabled until the island runs: a click before that would submit
  // natively, and text typed before hydration would be reset to the island's empty state.
  const [ready, setReady] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => setReady(true), []);

  const scrollTop = () => requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  const leaves = useMemo(() => sections.flatMap(leavesOf), [sections]);

  /** Any member call answering 401: the verification ran out; start again at the e-mail. */
  const lostSession = (err: unknown) => {
    if (err instanceof ApiRequestError && err.status === 401) {
      setStep('email');
      setDigits(Array(CODE_LENGTH).fill(''));
      setOtherError(text['assess.sessionLost']);
      setEmailError('other');
      return true;
    }
    return false;
  };

  async function submitEmail(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setEmailError('empty');
    if (!EMAIL_PATTERN.test(value)) return setEmailError('invalid');
    setEmailError(null);
    setBusy(true);
    try {
      const r = await api.get('/check/email', { email: value, lang });
      if (!r.member) {
        setEmailError('unregistered');
        return;
      }
      setMemberId(r.member.id);
      setDigits(Array(CODE_LENGTH).fill(''));
      setCodeError('');
      setStep('code');
    } catch (err) {
      setOtherError(err instanceof ApiRequestError && err.status === 429 ? text['assess.tooMany'] : text['assess.codeSendFailed']);
      setEmailError('other');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResendFailed(false);
    sent.clear();
    try {
      await api.get('/create/code', { id: memberId, lang });
      sent.show(text['assess.codeSent']);
    } catch {
      setResendFailed(true);
    }
  }

  async function enter(v: Verified) {
    setVerified(v);
    if (v.result && v.completed) {
      setResult(v.result);
      setStep('finished');
    } else if (v.result) {
      setResult(v.result);
      setStep('attachments');
    } else {
      setStep('loading');
      try {
        const r = await api.get('/get/assessment', { lang });
        setSections(r.result.filter((s) => leavesOf(s).length > 0));
        setIndex(0);
        setStep('sections');
      } catch {
        toast.show(text['assess.error']);
        setStep('code');
      }
    }
    scrollTop();
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    if (digits.some((d) => !d)) return;
    setBusy(true);
    try {
      await enter(await api.post('/verify/code', { id: memberId, code: digits.join('') }));
    } catch (err) {
      setCodeError(codeMessage(err, text));
    } finally {
      setBusy(false);
    }
  }

  const change = (id: number, next: AnswerState) => {
    setAnswers((a) => ({ ...a, [id]: next }));
    if (next.answer !== undefined && highlight.has(id)) setHighlight((h) => new Set([...h].filter((x) => x !== id)));
  };

  const sectionPercent = (s: AssessmentSection) => {
    const l = leavesOf(s);
    return percentOf(l.filter((c) => answers[c.id]?.answer === 1).length, l.length);
  };

  async function nextSection() {
    const missing = leavesOf(sections[index]).filter((c) => answers[c.id]?.answer === undefined);
    if (missing.length) {
      setHighlight(new Set(missing.map((c) => c.id)));
      validation.show(text['assess.answerAll']);
      document.querySelector<HTMLElement>(`[data-cid="${missing[0].cid}"] input`)?.focus();
      return;
    }
    setHighlight(new Set());
    validation.clear();
    if (index < sections.length - 1) {
      setIndex(index + 1);
      scrollTop();
      return;
    }
    await sendAnswers();
  }

  async function sendAnswers() {
    if (!verified) return;
    setBusy(true);
    try {
      for (const [k, c] of leaves.entries()) {
        setProgress(`${k + 1} / ${leaves.length}`);
        const a = answers[c.id];
        const fd = new FormData();
        fd.set('question_id', String(c.id));
        fd.set('answer', String(a.answer));
        fd.set('member_id', String(verified.member.id));
        fd.set('answer_id', String(verified.answer_id));
        fd.set('proof', String(a.proof || !!a.proof_file));
        fd.set('comment', a.comment ?? '');
        if (a.proof_file) fd.set('proof_file', a.proof_file);
        await api.post('/insert/member-answer', fd);
      }
      // the server recomputes these from the stored answers; sent as the spec's payload
      const sectionAnswers = sections.flatMap((s, k) => leavesOf(s).map((c) => ({ section: k, yes: answers[c.id].answer === 1 })));
      const r = await api.post('/insert/result', {
        ...percentagesOf(sectionAnswers),
        member_id: verified.member.id,
        answer_id: verified.answer_id,
      });
      setResult(r.result);
      setStep('result');
      scrollTop();
    } catch (err) {
      if (!lostSession(err)) toast.show(err instanceof ApiRequestError && err.status !== 500 ? err.message : text['assess.error']);
    } finally {
      setBusy(false);
      setProgress('');
    }
  }

  async function sendAttachments(e: FormEvent) {
    e.preventDefault();
    setAttachTried(true);
    if (!files.official_document || !files.form || !verified || !result) return;
    setBusy(true);
    try {
      const fd = new FormData();
      fd.set('official_document', files.official_document);
      fd.set('form', files.form);
      fd.set('publication', String(publication));
      fd.set('result_id', String(result.id));
      fd.set('answer_id', String(verified.answer_id));
      await api.post('/insert/attachment', fd);
      setStep('sent');
      scrollTop();
    } catch (err) {
      if (!lostSession(err)) toast.show(err instanceof ApiRequestError && err.status !== 500 ? err.message : text['assess.error']);
    } finally {
      setBusy(false);
    }
  }

  const resultView = (r: Result) => (
    <div className="assess-result">
      <PercentRing percent={r.main_percentage} label={text['assess.overall']} />
      <ul className="assess-sections" aria-label={text['assess.resultTitle']}>
        {SECTION_KEYS.map((key, k) =>
          r[key] === null ? null : (
            <li key={key}>
              <span>{sections[k] ? `${sections[k].mainIndex} ${sections[k].mainTitle}` : fill(text['assess.sectionN'], { n: k + 1 })}</span>
              <strong>{r[key]}%</strong>
            </li>
          ),
        )}
      </ul>
      <p>{fill(text['assess.resultText'], { yes: r.total_true, total: r.total_true + r.total_false })}</p>
    </div>
  );

  const fileField = (name: 'official_document' | 'form', label: string) => {
    const missing = attachTried && !files[name];
    return (
      <div className="field">
        <label htmlFor={`attach-${name}`}>{label} *</label>
        <input
          id={`attach-${name}`}
          className="input"
          type="file"
          name={name}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={missing || undefined}
          aria-describedby={`attach-${name}-hint`}
          onChange={(e) => setFiles((f) => ({ ...f, [name]: e.target.files?.[0] ?? null }))}
        />
        <p className="hint" id={`attach-${name}-hint`}>
          {text['assess.fileTypes']}
        </p>
        {missing && <p className="error">{text['assess.required']}</p>}
      </div>
    );
  };

  return (
    <div className="assess" ref={top}>
      {step === 'email' && (
        <form className="card assess-card" onSubmit={submitEmail} noValidate>
          <p>{text['assess.emailStep']}</p>
          <div className="field">
            <label htmlFor="member-email">{text['assess.email']}</label>
            <input
              id="member-email"
              className="input"
              type="email"
              autoComplete="email"
              maxLength={254}
              disabled={!ready}
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'member-email-error' : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(null);
              }}
            />
            {emailError && (
              <p className="error" id="member-email-error" role="alert">
                {emailError === 'empty' && text['assess.emailRequired']}
                {emailError === 'invalid' && text['assess.emailInvalid']}
                {emailError === 'other' && otherError}
                {emailError === 'unregistered' && (
                  <>
                    {text['assess.unregistered']} <a href={links.contact}>{text['assess.contactLink']}</a>
                  </>
                )}
              </p>
            )}
          </div>
          <button className="button" type="submit" disabled={!ready || busy}>
            {text['assess.continue']}
          </button>
        </form>
      )}

      {step === 'code' && (
        <form className="card assess-card" onSubmit={submitCode} noValidate>
          <p>{fill(text['assess.codeStep'], { email: email.trim() })}</p>
          <CodeInputs
            digits={digits}
            text={text}
            invalid={!!codeError}
            describedBy={codeError ? 'code-error' : undefined}
            onChange={(next) => {
              setDigits(next);
              setCodeError('');
            }}
          />
          {codeError && (
            <p className="error" id="code-error" role="alert">
              {codeError}
            </p>
          )}
          <div className="assess-nav">
            <button className="button" type="submit" disabled={busy || digits.some((d) => !d)}>
              {text['assess.verify']}
            </button>
            <button className="button button--ghost" type="button" onClick={resend}>
              {text['assess.resend']}
            </button>
            <button className="button button--ghost" type="button" onClick={() => setStep('email')}>
              {text['assess.otherEmail']}
            </button>
          </div>
          {sent.message && (
            <p className="alert alert--success" role="status">
              {sent.message}
            </p>
          )}
          {resendFailed && (
            <p className="alert alert--danger" role="alert">
              {text['assess.codeSendFailed']}
            </p>
          )}
        </form>
      )}

      {step === 'loading' && <p className="muted">{text['assess.loading']}</p>}

      {step === 'sections' && sections[index] && (
        <section className="card assess-card" aria-labelledby="member-section-title">
          <p className="eyebrow">{fill(text['assess.step'], { n: index + 1, total: sections.length })}</p>
          <h2 id="member-section-title">
            <span className="assess-cid">{sections[index].mainIndex}</span> {sections[index].mainTitle}
          </h2>
          <progress className="assess-progress" max={sections.length} value={index} />
          <QuestionSection section={sections[index]} answers={answers} onChange={change} highlight={highlight} text={text} member />
          <p className="assess-live" aria-live="polite">
            {fill(text['assess.sectionPercent'], { percent: sectionPercent(sections[index]) })}
          </p>
          {validation.message && (
            <p className="alert alert--warning" role="alert">
              {validation.message}
            </p>
          )}
          <div className="assess-nav">
            <button
              className="button button--ghost"
              type="button"
              disabled={index === 0 || busy}
              onClick={() => {
                setIndex(index - 1);
                scrollTop();
              }}
            >
              {text['assess.back']}
            </button>
            <button className="button" type="button" onClick={nextSection} disabled={busy}>
              {busy ? `${text['assess.sending']} ${progress}` : index === sections.length - 1 ? text['assess.finish'] : text['assess.next']}
            </button>
          </div>
        </section>
      )}

      {step === 'result' && result && (
        <section className="card assess-card">
          <h2>{text['assess.resultTitle']}</h2>
          {resultView(result)}
          <p className="muted">{text['assess.memberResultText']}</p>
          <button className="button" type="button" onClick={() => setStep('attachments')}>
            {text['assess.toAttachments']}
          </button>
        </section>
      )}

      {step === 'attachments' && (
        <form className="card assess-card" onSubmit={sendAttachments} noValidate>
          <h2>{text['assess.attachTitle']}</h2>
          {result && (
            <p className="muted">
              {fill(text['assess.yourResult'], { date: result.created_at.slice(0, 10) })} · {result.main_percentage}%
            </p>
          )}
          {fileField('official_document', text['assess.officialDocument'])}
          {fileField('form', text['assess.form'])}
          <label className="check">
            <input type="checkbox" name="publication" checked={publication} onChange={(e) => setPublication(e.target.checked)} />
            {text['assess.publication']}
          </label>
          <button className="button" type="submit" disabled={busy}>
            {busy ? text['assess.sending'] : text['assess.send']}
          </button>
        </form>
      )}

      {(step === 'sent' || step === 'finished') && (
        <section className="card assess-card" aria-live="polite">
          <h2 className="assess-done">{text['assess.finished']}</h2>
          <p>{text['assess.finishedText']}</p>
          {step === 'finished' && result && resultView(result)}
        </section>
      )}

      <nav className="assess-links" aria-label={text['assess.memberTitle']}>
        <a href={links.choice}>{text['assess.toChoice']}</a>
        <a href={links.contact}>{text['assess.contactLink']}</a>
        <a href={links.home}>{text['assess.home']}</a>
      </nav>

      {toast.message && (
        <div className="assess-toast" role="alert">
          {toast.message}
        </div>
      )}
    </div>
  );
}
