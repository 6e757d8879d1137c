import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '../../shared/api-client';
import { firstOfficeRequestError, OFFICE_REQUEST_MESSAGES, type OfficeRequestField, type OfficeRequestInput } from '../../shared/requests';

/** How long the success message stays (association-site.md §9). */
export const SUCCESS_MS = 10_000;

export interface RequestFormText {
  name: string;
  email: string;
  phone: string;
  business: string;
  businessHint: string;
  purpose: string;
  member: string;
  codex: string;
  meeting: string;
  send: string;
  sending: string;
  failed: string;
  tooMany: string;
}

const EMPTY: OfficeRequestInput = {
  name: '',
  email: '',
  phone_number: '',
  business_type: '',
  member_request: false,
  codex_request: false,
  meeting_request: false,
};

type Text = 'name' | 'email' | 'phone_number' | 'business_type';
type Flag = 'member_request' | 'codex_request' | 'meeting_request';

/**
 * The "Become a member" request form: checks in the spec's order (the first broken rule is announced
 * in an alert region and its field focused), sends `POST /insert/office-request`, then clears itself
 * and shows the success message for 10 seconds.
 */
export default function RequestForm({ lang, text }: { lang: 'mn' | 'en'; text: RequestFormText }) {
  const [values, setValues] = useState<OfficeRequestInput>(EMPTY);
  const [error, setError] = useState<{ field?: OfficeRequestField; message: string } | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  // The button stays disabled until the island runs: a click before that would submit natively.
  const [ready, setReady] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const focus = (field?: OfficeRequestField) => {
    const name = field === 'purpose' ? 'member_request' : field;
    if (name) form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const failure = firstOfficeRequestError(values, lang);
    setSent(false);
    if (failure) {
      setError(failure);
      focus(failure.field);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api.post('/insert/office-request', { ...values, lang });
      setValues(EMPTY);
      setSent(true);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 400) {
        const field = err.field as OfficeRequestField | undefined;
        setError({ field, message: err.message });
        focus(field);
      } else setError({ message: err instanceof ApiRequestError && err.status === 429 ? text.tooMany : text.failed });
    } finally {
      setBusy(false);
    }
  }

  // Read the input now: React clears the event's currentTarget before a state updater runs.
  const setText = (k: Text) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [k]: value }));
  };
  const setFlag = (k: Flag) => (e: { currentTarget: HTMLInputElement }) => {
    const checked = e.currentTarget.checked;
    setValues((v) => ({ ...v, [k]: checked }));
  };
  const invalid = (f: OfficeRequestField) => (error?.field === f ? true : undefined);
  const described = (f: OfficeRequestField) => (error?.field === f ? 'join-error' : undefined);

  const field = (k: Text, label: string, type: string, autoComplete: string, hint?: string) => (
    <div className="field">
      <label htmlFor={`join-${k}`}>{label}</label>
      <input
        className="input"
        id={`join-${k}`}
        name={k}
        type={type}
        autoComplete={autoComplete}
        value={values[k]}
        onChange={setText(k)}
        aria-invalid={invalid(k)}
        aria-describedby={[described(k), hint ? `join-${k}-hint` : undefined].filter(Boolean).join(' ') || undefined}
        maxLength={k === 'email' ? 254 : 200}
      />
      {hint && (
        <small id={`join-${k}-hint`} className="hint">
          {hint}
        </small>
      )}
    </div>
  );

  return (
    <form ref={form} className="join-form" noValidate onSubmit={submit}>
      {field('name', text.name, 'text', 'name')}
      {field('email', text.email, 'email', 'email')}
      {field('phone_number', text.phone, 'tel', 'tel')}
      {field('business_type', text.business, 'text', 'organization-title', text.businessHint)}
      <fieldset className="purpose" aria-invalid={invalid('purpose')} aria-describedby={described('purpose')}>
        <legend>{text.purpose}</legend>
        {(
          [
            ['member_request', text.member],
            ['codex_request', text.codex],
            ['meeting_request', text.meeting],
          ] as const
        ).map(([k, label]) => (
          <label key={k} className="check">
            <input type="checkbox" name={k} checked={values[k]} onChange={setFlag(k)} />
            {label}
          </label>
        ))}
      </fieldset>
      <div id="join-error" className={error ? 'alert alert--danger' : undefined} role="alert">
        {error?.message}
      </div>
      <div className={sent ? 'alert alert--success' : undefined} role="status">
        {sent ? OFFICE_REQUEST_MESSAGES[lang].sent : ''}
      </div>
      <button className="button" type="submit" disabled={!ready || busy}>
        {busy ? text.sending : text.send}
      </button>
    </form>
  );
}
