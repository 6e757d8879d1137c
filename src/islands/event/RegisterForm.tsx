import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import { consentProblem, registrationProblems, type RegistrationProblemField } from '@shared/event-registration-rules';
import type { Lang } from '@shared/lang';
import { waitMessageOf } from '@i18n/errors-text';
import type { Texts } from '@i18n/pick';
import { shownIn } from '@i18n/message-keys';
import { EMPTY_VALUES, RegistrationFields, trimmed, type FormValues } from './RegistrationFields';

/** How long the success banner stays (spec §9: registration success 10 s). */
export const SUCCESS_MS = 10_000;

/** The form's strings and its rules' messages, picked by its page: `pickTexts(lang, 'event.register.', 'delivery.mailLate', 'msg.registration.')`. */
export type RegisterTexts = Texts<'event.register.' | 'delivery.mailLate' | 'msg.registration.'>;

/**
 * The event registration form (spec §4, issue 27 §6): idle, submitted with errors (empty fields and
 * an unchosen attendee type outlined red and the spec's message; the consent box), loading, success
 * (banner for 10 s with the hint that a colleague can register from the same address; the form is
 * cleared at once).
 */
export default function RegisterForm({
  lang,
  texts,
  privacyHref,
  idPrefix = 'register',
}: {
  lang: Lang;
  texts: RegisterTexts;
  /** The privacy notice the consent box links to (/mw/privacy in the page's language). */
  privacyHref: string;
  idPrefix?: string;
}) {
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<RegistrationProblemField[]>([]);
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
    const v = trimmed(values);
    const noConsent = consentProblem(consent);
    const problems = [...registrationProblems(v), ...(noConsent ? [noConsent] : [])];
    if (problems.length) {
      setInvalid(problems.map((p) => p.field));
      fail(shownIn(texts)(problems[0].message));
      return;
    }
    setBusy(true);
    setError(null);
    setInvalid([]);
    try {
      const res = await api.create('/insert/registration', { ...v, consent, lang }, 'mw');
      setMailLate(Boolean(res.mail_late));
      setValues(EMPTY_VALUES);
      setConsent(false);
      setSuccess(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSuccess(false), SUCCESS_MS);
    } catch (err) {
      // 400 and 409 (already registered) carry a message in the visitor's language; 429 the wait from Retry-After
      const known = err instanceof ApiRequestError && [400, 409].includes(err.status);
      fail(waitMessageOf(err, lang) ?? (known ? err.message : texts['event.register.failed']));
      if (known && err.field) setInvalid([err.field as RegistrationProblemField]);
    } finally {
      setBusy(false);
    }
  }

  const consentBad = invalid.includes('consent');
  return (
    <form className="event-register" noValidate onSubmit={submit} aria-busy={busy}>
      <RegistrationFields
        idPrefix={idPrefix}
        texts={texts}
        values={values}
        setValues={setValues}
        invalid={invalid}
        setInvalid={setInvalid}
        describedBy={error ? errorId : undefined}
      />
      <div className="event-register__consent" data-invalid={consentBad || undefined}>
        <label className="check">
          <input
            type="checkbox"
            name="consent"
            required
            checked={consent}
            aria-invalid={consentBad || undefined}
            aria-describedby={consentBad && error ? errorId : undefined}
            onChange={(e) => {
              setConsent(e.target.checked);
              if (consentBad) setInvalid((list) => list.filter((x) => x !== 'consent'));
            }}
          />
          <span>{texts['event.register.consent']} *</span>
        </label>
        <a href={privacyHref} target="_blank" rel="noopener">
          {texts['event.register.privacyLink']}
        </a>
      </div>
      <div id={errorId} role="alert" className={error ? 'alert alert--danger' : undefined}>
        {error}
      </div>
      <div role="status" className={success ? 'alert alert--success' : undefined} data-testid="register-success">
        {success ? (
          <div>
            <p>{texts['event.register.success']}</p>
            <p>{texts['event.register.another']}</p>
            {mailLate ? <p data-testid="mail-late">{texts['delivery.mailLate']}</p> : null}
          </div>
        ) : null}
      </div>
      <button className="button" type="submit" disabled={busy}>
        {busy ? texts['event.register.sending'] : texts['event.register.submit']}
      </button>
    </form>
  );
}
