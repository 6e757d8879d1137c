import { Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLoad } from '@ui/useData';
import { EMAIL_PATTERN, leavesOf } from '@shared/assessment-rules';
import { answerChanged, focusQuestion, unansweredIn, type AnswerSheet } from './answers';
import { answerableSections, insertSelfAnswers } from './calls';
import { lazyStep, preloadSteps } from './lazy-step';
import type { AnswerState } from './QuestionSection';
import type { Lang } from '@shared/lang';
import { ERROR_TOAST_MS, VALIDATION_MS, type AssessTexts } from './common';
import { useHydrated } from './useHydrated';
import { useTimedMessage } from './useTimedMessage';

// the question pages and the result load when needed (ahead, once the visitor is on the contact form)
const SectionPage = lazyStep(() => import('./self/SectionPage'));
const ResultPage = lazyStep(() => import('./self/ResultPage'));
const preloadPages = preloadSteps(SectionPage, ResultPage);

type Field = 'name' | 'email' | 'phone_number';
const EMPTY = { name: '', email: '', phone_number: '' };

function contactErrors(v: typeof EMPTY, texts: AssessTexts): Partial<Record<Field, string>> {
  const e: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) e.name = texts['assess.nameRequired'];
  if (!v.email.trim()) e.email = texts['assess.emailRequired'];
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = texts['assess.emailInvalid'];
  if (!v.phone_number.trim()) e.phone_number = texts['assess.phoneRequired'];
  return e;
}

/**
 * /mm/self-assessment: page 0 the contact form, pages 1..N one question group each, N+1 the result
 * (association-site.md §4). Sends `POST /insert/answer` at the end. The contact form is in the static
 * HTML with its final size; the questions load meanwhile and show once the visitor starts.
 */
export default function SelfAssessment({ lang, texts, choiceHref }: { lang: Lang; texts: AssessTexts; choiceHref: string }) {
  const { data: sections = null, failed: loadFailed } = useLoad(() => answerableSections(lang), lang);
  const [page, setPage] = useState(0);
  const [contact, setContact] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [sheet, setSheet] = useState<AnswerSheet>({ answers: {}, highlight: new Set() });
  const { answers, highlight } = sheet;
  const [busy, setBusy] = useState(false);
  const validation = useTimedMessage(VALIDATION_MS);
  const toast = useTimedMessage(ERROR_TOAST_MS);
  const top = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  const errors = contactErrors(contact, texts);
  const contactValid = Object.keys(errors).length === 0;
  const total = sections?.length ?? 0;
  const leaves = useMemo(() => (sections ?? []).flatMap(leavesOf), [sections]);

  const go = (next: number) => {
    setPage(next);
    setSheet((s) => ({ ...s, highlight: new Set() }));
    validation.clear();
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  };

  const start = (e: FormEvent) => {
    e.preventDefault();
    if (contactValid) go(1);
  };

  async function forward() {
    const section = sections![page - 1];
    const missing = unansweredIn(section, answers);
    if (missing.length) {
      setSheet((s) => ({ ...s, highlight: new Set(missing.map((c) => c.id)) }));
      validation.show(texts['assess.answerAll']);
      focusQuestion(missing[0]);
      return;
    }
    if (page < total) return go(page + 1);
    setBusy(true);
    try {
      await insertSelfAnswers({
        name: contact.name.trim(),
        email: contact.email.trim(),
        phone_number: contact.phone_number.trim(),
        answers: leaves.map((c) => ({ question_id: c.id, answer: answers[c.id].answer!, proof: answers[c.id].proof })),
      });
      go(total + 1);
    } catch {
      toast.show(texts['assess.error']);
    } finally {
      setBusy(false);
    }
  }

  const change = (id: number, next: AnswerState) => setSheet((s) => answerChanged(s, id, next));

  if (loadFailed) return <p className="alert alert--danger">{texts['assess.loadFailed']}</p>;
  const loading = (
    <p className="muted" aria-live="polite">
      {texts['assess.loading']}
    </p>
  );

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const shown = touched[name] ? errors[name] : undefined;
    return (
      <div className="field">
        <label htmlFor={`self-${name}`}>{label}</label>
        <input
          id={`self-${name}`}
          className="input"
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          disabled={!hydrated}
          maxLength={name === 'phone_number' ? 40 : 254}
          value={contact[name]}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `self-${name}-error` : undefined}
          onChange={(e) => setContact((c) => ({ ...c, [name]: e.target.value }))}
          onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
        />
        {shown && (
          <p className="error" id={`self-${name}-error`}>
            {shown}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="assess" ref={top} onFocus={preloadPages} onInput={preloadPages}>
      {page === 0 && (
        <form className="card assess-card" onSubmit={start} noValidate>
          <h2>{texts['assess.contactTitle']}</h2>
          <p className="muted">{texts['assess.contactIntro']}</p>
          {field('name', texts['assess.orgName'], 'text', 'organization')}
          {field('email', texts['assess.email'], 'email', 'email')}
          {field('phone_number', texts['assess.phone'], 'tel', 'tel')}
          <button className="button" type="submit" disabled={!contactValid}>
            {texts['assess.begin']}
          </button>
        </form>
      )}

      {page >= 1 && (
        <Suspense fallback={loading}>
          {!sections ? (
            loading
          ) : page <= total ? (
            <SectionPage.Step
              texts={texts}
              sections={sections}
              page={page}
              answers={answers}
              highlight={highlight}
              onChange={change}
              validation={validation.message}
              busy={busy}
              onBack={() => go(page - 1)}
              onForward={forward}
            />
          ) : (
            <ResultPage.Step
              texts={texts}
              yes={leaves.filter((c) => answers[c.id]?.answer === 1).length}
              total={leaves.length}
              choiceHref={choiceHref}
              onAgain={() => {
                setSheet((s) => ({ ...s, answers: {} }));
                go(1);
              }}
            />
          )}
        </Suspense>
      )}

      {toast.message && (
        <div className="assess-toast" role="alert">
          {toast.message}
        </div>
      )}
    </div>
  );
}
