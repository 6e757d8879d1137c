import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import { REGISTRATION_FIELDS, registrationProblems, type RegistrationField } from '@shared/event-registration-rules';
import type { Lang } from '@shared/lang';
import { waitMessageOf } from '@i18n/errors-text';
import type { Texts } from '@i18n/pick';
import { shownIn } from '@i18n/message-keys';

/** How long the success banner stays (spec §9: registration success 10 s). */
export const SUCCESS_MS = 10_000;

type Values = Record<RegistrationField, string>;
const EMPTY = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ''])) as Values;
const INPUT: Record<RegistrationField, { type: string; autoComplete: string }> = {
  company: { type: 'text', autoComplete: 'organization' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  country: { type: 'text', autoComplete: 'country-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone_number: { type: 'tel', autoComplete: 'tel' },
};

/** The form's strings and its rules' messages, picked by its page: `pickTexts(lang, 'event.register.', 'delivery.mailLate', 'msg.registration.')`. */
export type RegisterTexts = Texts<'event.register.' | 'delivery.mailLate' | 'msg.registration.'>;

/**
 * The event registration form (spec §4): idle, submitted with errors (empty fields outlined red and
 * the spec's message), loading, success (banner for 10 s; the form is cleared at once).
 */
export default function RegisterForm({ lang, texts, idPrefix = 'register' }: { lang: Lang; texts: RegisterTexts; idPrefix?: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [invalid, setInvalid] = useState<RegistrationField[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [mailLate, setMailLate] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const errorId = `${idPrefix}-error`;
  /** One banner at a time, the latest (issue 27 §9): an error takes the success banner's place. */
  const fail = (message: string) => {
    clearTimeout(timer.current);
    setSuccess(false);
    setError(message);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, values[f].trim()])) as Values;
    const problems = registrationProblems(trimmed);
    if (problems.length) {
      setInvalid(problems.map((p) => p.field));
      fail(shownIn(texts)(problems[0].message));
      return;
    }
    setBusy(true);
    setError(null);
    setInvalid([]);
    try {
      const res = await api.create('/insert/registration', { ...trimmed, lang }, 'mw');
      setMailLate(Boolean(res.mail_late));
      setValues(EMPTY);
      setSuccess(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSuccess(false), SUCCESS_MS);
    } catch (err) {
      // 400 and 409 (already registered) carry a message in the visitor's language; 429 the wait from Retry-After
      const known = err instanceof ApiRequestError && [400, 409].includes(err.status);
      fail(waitMessageOf(err, lang) ?? (known ? err.message : texts['event.register.failed']));
      if (known && err.field) setInvalid([err.field as RegistrationField]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="event-register" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="form-grid">
        {REGISTRATION_FIELDS.map((f) => {
          const bad = invalid.includes(f);
          return (
            <div className="field" key={f}>
              <label htmlFor={`${idPrefix}-${f}`}>{texts[`event.register.${f}`]} *</label>
              <input
                className="input"
                id={`${idPrefix}-${f}`}
                name={f}
                {...INPUT[f]}
                required
                value={values[f]}
                aria-invalid={bad || undefined}
                aria-describedby={bad && error ? errorId : undefined}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [f]: e.target.value }));
                  if (bad) setInvalid((list) => list.filter((x) => x !== f));
                }}
              />
            </div>
          );
        })}
      </div>
      <div id={errorId} role="alert" className={error ? 'alert alert--danger' : undefined}>
        {error}
      </div>
      <div role="status" className={success ? 'alert alert--success' : undefined} data-testid="register-success">
        {success ? texts['event.register.success'] : null}
        {success && mailLate ? <p data-testid="mail-late">{texts['delivery.mailLate']}</p> : null}
      </div>
      <button className="button" type="submit" disabled={busy}>
        {busy ? texts['event.register.sending'] : texts['event.register.submit']}
      </button>
    </form>
  );
}
