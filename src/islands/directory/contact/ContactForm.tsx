import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import { useHydrated } from '@islands/assessment/useHydrated';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_TRAP,
  contactProblems,
  type ContactField,
  type ContactValues,
} from '@shared/directory-contact-rules';
import type { Lang } from '@shared/lang';
import { waitMessageOf } from '@i18n/errors-text';
import { textsT } from '@i18n/island';
import { shownIn } from '@i18n/message-keys';
import type { Texts } from '@i18n/pick';
import './contact.css';

/** The form's strings and its rules' messages: `pickTexts(lang, 'directory.pages.contactForm.', 'msg.directoryContact.')`. */
export type ContactTexts = Texts<'directory.pages.contactForm.' | 'msg.directoryContact.'>;

const EMPTY: ContactValues = { name: '', organisation: '', email: '', message: '' };
const INPUT: Record<Exclude<ContactField, 'message'>, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  organisation: { type: 'text', autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email' },
};
const ID = 'company-contact';

/**
 * "Contact the company" on a company page (issue 25 §5): the visitor's name, organisation (optional),
 * e-mail and message go to `POST /insert/company-message` with the company's id only (the API looks
 * its address up, so the page never carries it). Each broken rule is shown under its field and the
 * first one focused; sending keeps one idempotency key across the client's retries, and the button
 * is disabled while it runs (a double click mails once); success replaces the form with a notice.
 * A hidden honeypot field (CONTACT_TRAP) catches form-filling bots.
 */
export default function ContactForm({ lang, companyId, texts }: { lang: Lang; companyId: number; texts: ContactTexts }) {
  const t = textsT(texts);
  const shown = shownIn(texts);
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLHeadingElement>(null);

  // the notice replaces the form: focus moves to it, so a screen reader reads it and the keyboard starts there
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const focusField = (field: ContactField) => form.current?.querySelector<HTMLElement>(`#${ID}-${field}`)?.focus();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, values[f].trim()])) as ContactValues;
    const problems = contactProblems(trimmed);
    setFailure(null);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, shown(p.message)])));
      focusField(problems[0].field);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await api.create('/insert/company-message', { company_id: companyId, ...trimmed, [CONTACT_TRAP]: trap, lang }, 'yp');
      setValues(EMPTY);
      setSent(res.message);
    } catch (err) {
      // a 400 names its field and says what is wrong in the visitor's language; 429 the wait
      if (err instanceof ApiRequestError && err.status === 400 && (CONTACT_FIELDS as readonly string[]).includes(err.field ?? '')) {
        setErrors({ [err.field as ContactField]: err.message });
        focusField(err.field as ContactField);
      } else {
        const known = err instanceof ApiRequestError && err.status === 404;
        setFailure(waitMessageOf(err, lang) ?? (known ? err.message : t('directory.pages.contactForm.failed')));
      }
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <div className="company-contact__sent alert alert--success" role="status">
        <h3 ref={done} tabIndex={-1}>
          {t('directory.pages.contactForm.sentTitle')}
        </h3>
        <p>{sent}</p>
        {/* the second click of a double click on "send" may land here: it neither takes focus nor clears the notice */}
        <button
          type="button"
          className="button button--ghost"
          onMouseDown={(e) => e.detail > 1 && e.preventDefault()}
          onClick={(e) => e.detail < 2 && setSent(null)}
        >
          {t('directory.pages.contactForm.another')}
        </button>
      </div>
    );

  const describedBy = (f: ContactField, hint?: string) =>
    [hint, errors[f] ? `${ID}-${f}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field = (f: ContactField) => ({
    id: `${ID}-${f}`,
    name: f,
    value: values[f],
    maxLength: CONTACT_MAX_LENGTH[f],
    required: f !== 'organisation',
    disabled: !hydrated,
    'aria-invalid': errors[f] ? true : undefined,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [f]: e.target.value }));
      if (errors[f]) setErrors((all) => ({ ...all, [f]: undefined }));
    },
  });
  const error = (f: ContactField) =>
    errors[f] ? (
      <p id={`${ID}-${f}-error`} className="error">
        {errors[f]}
      </p>
    ) : null;

  return (
    <form ref={form} className="company-contact" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="form-grid">
        {(['name', 'organisation', 'email'] as const).map((f) => (
          <div className="field" key={f}>
            <label htmlFor={`${ID}-${f}`}>
              {t(`directory.pages.contactForm.${f}`)}
              {f !== 'organisation' && ' *'}
            </label>
            <input className="input" {...INPUT[f]} {...field(f)} aria-describedby={describedBy(f)} />
            {error(f)}
          </div>
        ))}
        <div className="field field--wide">
          <label htmlFor={`${ID}-message`}>{t('directory.pages.contactForm.message')} *</label>
          <textarea className="textarea" rows={6} {...field('message')} aria-describedby={describedBy('message', `${ID}-message-hint`)} />
          <small id={`${ID}-message-hint`} className="hint">
            {t('directory.pages.contactForm.messageHint')}
          </small>
          {error('message')}
        </div>
      </div>
      {/* people never see or reach this field; bots that fill every input do */}
      <div className="company-contact__trap" aria-hidden="true">
        <label htmlFor={`${ID}-${CONTACT_TRAP}`}>{t('directory.pages.contactForm.trap')}</label>
        <input
          id={`${ID}-${CONTACT_TRAP}`}
          name={CONTACT_TRAP}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(e) => setTrap(e.target.value)}
        />
      </div>
      <div role="alert" className={failure ? 'alert alert--danger' : undefined}>
        {failure}
      </div>
      <button className="button" type="submit" disabled={!hydrated || busy}>
        {busy ? t('directory.pages.contactForm.sending') : t('directory.pages.contactForm.send')}
      </button>
    </form>
  );
}
