import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiRequestError } from '@client/api-client';
import { MANAGE_TOKEN, REGISTRATION_FIELDS, registrationProblems, type RegistrationProblemField } from '@shared/event-registration-rules';
import { formatDateTime } from '@shared/dates';
import type { Lang } from '@shared/lang';
import { waitMessageOf } from '@i18n/errors-text';
import { textsT } from '@i18n/island';
import type { Texts } from '@i18n/pick';
import { shownIn } from '@i18n/message-keys';
import { EMPTY_VALUES, RegistrationFields, trimmed, type FormValues } from './RegistrationFields';

/** `pickTexts(lang, 'event.register.', 'event.manage.', 'delivery.mailLate', 'msg.registration.')`. */
export type ManageTexts = Texts<'event.register.' | 'event.manage.' | 'delivery.mailLate' | 'msg.registration.'>;

interface Registration extends FormValues {
  created_at: string;
}

type State =
  | { step: 'loading' }
  | { step: 'noLink' }
  | { step: 'refused'; message: string }
  | { step: 'view' | 'edit' | 'confirmCancel'; registration: Registration }
  | { step: 'cancelled'; message: string };

/** The token of the mailed link: after `#token=`, so it never reaches a server log or a Referer. */
const tokenOfHash = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/**
 * /mw/registration (issue 27 §6): the registrant's own page, opened from the confirmation mail's
 * link. It reads the token from the fragment and sends it in request bodies: view the registration,
 * change it (the form's rules; the same person twice is refused), or cancel it after a confirmation.
 */
export default function ManageRegistration({ lang, texts, registerHref }: { lang: Lang; texts: ManageTexts; registerHref: string }) {
  const tr = textsT(texts);
  const shown = shownIn(texts);
  const [state, setState] = useState<State>({ step: 'loading' });
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [invalid, setInvalid] = useState<RegistrationProblemField[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = useRef('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    token.current = tokenOfHash();
    if (!MANAGE_TOKEN.test(token.current)) {
      setState({ step: 'noLink' });
      return;
    }
    api
      .post('/get/my-registration', { token: token.current, lang }, 'mw')
      .then((res) => setState({ step: 'view', registration: res.registration as Registration }))
      .catch((err: unknown) => setState({ step: 'refused', message: messageOf(err) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);
  // each new step's heading takes the focus, so a screen reader hears where it is
  useEffect(() => heading.current?.focus(), [state.step]);

  function messageOf(err: unknown): string {
    const known = err instanceof ApiRequestError && [400, 404, 409].includes(err.status);
    return waitMessageOf(err, lang) ?? (known ? err.message : tr('event.manage.failed'));
  }

  const startEdit = (registration: Registration) => {
    setValues(
      Object.fromEntries([...REGISTRATION_FIELDS, 'attendee_type'].map((f) => [f, registration[f as keyof FormValues]])) as FormValues,
    );
    setInvalid([]);
    setError(null);
    setNotice(null);
    setState({ step: 'edit', registration });
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    const v = trimmed(values);
    const problems = registrationProblems(v);
    if (problems.length) {
      setInvalid(problems.map((p) => p.field));
      setError(shown(problems[0].message));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.post('/update/my-registration', { ...v, token: token.current, lang }, 'mw');
      setNotice(res.message);
      setState({ step: 'view', registration: res.registration as Registration });
    } catch (err) {
      setError(messageOf(err));
      if (err instanceof ApiRequestError && err.field) setInvalid([err.field as RegistrationProblemField]);
      if (err instanceof ApiRequestError && err.status === 404) setState({ step: 'refused', message: err.message });
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      const res = await api.post('/delete/my-registration', { token: token.current, lang }, 'mw');
      setState({ step: 'cancelled', message: res.message });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const errorBox = (
    <div id="manage-error" role="alert" className={error ? 'alert alert--danger' : undefined}>
      {error}
    </div>
  );

  switch (state.step) {
    case 'loading':
      return (
        <p className="manage-registration" aria-busy="true">
          {tr('event.manage.loading')}
        </p>
      );
    case 'noLink':
    case 'refused':
      return (
        <div className="manage-registration">
          <p className="alert alert--warning" role="alert">
            {state.step === 'noLink' ? tr('event.manage.noToken') : state.message}
          </p>
          <a className="button button--ghost" href={registerHref}>
            {tr('event.manage.registerAgain')}
          </a>
        </div>
      );
    case 'cancelled':
      return (
        <div className="manage-registration">
          <h2 ref={heading} tabIndex={-1} className="visually-hidden">
            {tr('event.manage.cancelled')}
          </h2>
          <p className="alert alert--success" role="status">
            {state.message}
          </p>
          <a className="button" href={registerHref}>
            {tr('event.manage.registerAgain')}
          </a>
        </div>
      );
    case 'edit':
      return (
        <form className="manage-registration event-register" noValidate onSubmit={save} aria-busy={busy}>
          <h2 ref={heading} tabIndex={-1}>
            {tr('event.manage.edit')}
          </h2>
          <RegistrationFields
            idPrefix="manage"
            texts={texts}
            values={values}
            setValues={setValues}
            invalid={invalid}
            setInvalid={setInvalid}
            describedBy={error ? 'manage-error' : undefined}
          />
          {errorBox}
          <div className="manage-registration__actions">
            <button className="button" type="submit" disabled={busy}>
              {busy ? tr('event.manage.saving') : tr('event.manage.save')}
            </button>
            <button
              className="button button--ghost"
              type="button"
              disabled={busy}
              onClick={() => setState({ step: 'view', registration: state.registration })}
            >
              {tr('event.manage.back')}
            </button>
          </div>
        </form>
      );
    default: {
      const r = state.registration;
      const name = `${r.first_name} ${r.last_name}`;
      return (
        <div className="manage-registration">
          <div role="status" className={notice ? 'alert alert--success' : undefined} data-testid="manage-notice">
            {notice}
          </div>
          <h2 ref={heading} tabIndex={-1}>
            {name}
          </h2>
          <dl className="manage-registration__list">
            {REGISTRATION_FIELDS.filter((f) => f !== 'first_name' && f !== 'last_name').map((f) => (
              <div key={f}>
                <dt>{tr(`event.register.${f}`)}</dt>
                <dd>{r[f]}</dd>
              </div>
            ))}
            <div>
              <dt>{tr('event.register.attendee_type')}</dt>
              <dd>{tr(`event.register.attendee.${r.attendee_type as 'visitor'}`)}</dd>
            </div>
            <div>
              <dt>{tr('event.manage.registeredAt')}</dt>
              <dd>{formatDateTime(r.created_at, lang)}</dd>
            </div>
          </dl>
          {errorBox}
          {state.step === 'confirmCancel' ? (
            <div className="manage-registration__confirm" role="group" aria-labelledby="manage-cancel-ask">
              <p id="manage-cancel-ask">{tr('event.manage.cancelAsk', { name })}</p>
              <div className="manage-registration__actions">
                <button className="button manage-registration__danger" type="button" disabled={busy} onClick={() => void cancel()}>
                  {busy ? tr('event.manage.cancelling') : tr('event.manage.cancelYes')}
                </button>
                <button
                  className="button button--ghost"
                  type="button"
                  disabled={busy}
                  onClick={() => setState({ step: 'view', registration: r })}
                >
                  {tr('event.manage.cancelNo')}
                </button>
              </div>
            </div>
          ) : (
            <div className="manage-registration__actions">
              <button className="button" type="button" onClick={() => startEdit(r)}>
                {tr('event.manage.edit')}
              </button>
              <button
                className="button button--ghost"
                type="button"
                onClick={() => {
                  setNotice(null);
                  setState({ step: 'confirmCancel', registration: r });
                }}
              >
                {tr('event.manage.cancel')}
              </button>
            </div>
          )}
        </div>
      );
    }
  }
}
