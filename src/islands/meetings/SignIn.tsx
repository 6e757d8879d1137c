import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MeetingAccount } from '@shared/meeting-booking';
import { localise, messageOf, sendCode, signIn } from './calls';
import { Notice, type Note } from './Notice';
import { textsT } from '@i18n/island';
import type { MeetingsProps } from './props';

/**
 * The code sign-in: an e-mail, then the six-digit code mailed to it. `ready` is false in the static
 * HTML and while the session is checked: the fields are drawn at their final size but disabled.
 */
export function SignIn({
  p,
  ready,
  note: firstNote,
  onSignedIn,
}: {
  p: MeetingsProps;
  ready: boolean;
  note: Note;
  onSignedIn: (a: MeetingAccount) => void;
}) {
  const { lang } = p;
  const t = textsT(p.texts);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(firstNote);
  const [codeError, setCodeError] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => setNote(firstNote), [firstNote]);
  // each step's field takes focus once the step is drawn (not on the first drawing: the page opens unfocused)
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) (step === 'code' ? codeRef : emailRef).current?.focus();
    moved.current = true;
  }, [step]);

  const requestCode = async () => {
    setBusy(true);
    setCodeError('');
    try {
      const res = await sendCode(email, lang);
      setNote({ kind: 'ok', text: [localise(res.message, p.messages), res.mail_late ? t('delivery.mailLate') : ''].join(' ').trim() });
      setCode('');
      setStep('code');
      codeRef.current?.focus(); // a new code asked for on the code step
    } catch (err) {
      setNote({ kind: 'error', text: messageOf(err, t('meetings.booking.error'), p.messages, lang) });
      emailRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const onEmail = (e: FormEvent) => {
    e.preventDefault();
    void requestCode();
  };

  const onCode = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await signIn(email, code, lang);
      if (res.account) onSignedIn(res.account);
    } catch (err) {
      setNote(null);
      setCodeError(messageOf(err, t('meetings.booking.error'), p.messages, lang));
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const otherEmail = () => {
    setStep('email');
    setNote(null);
    setCodeError('');
  };

  return (
    <section className="mtg-signin card card--accent" aria-labelledby="mtg-signin-title">
      <h2 id="mtg-signin-title">{t('meetings.booking.signInTitle')}</h2>
      <p className="mtg-signin__note">{t('meetings.booking.signInNote')}</p>
      {step === 'email' ? (
        <form onSubmit={onEmail} noValidate>
          <div className="field">
            <label htmlFor="mtg-email">{t('meetings.booking.email')}</label>
            <input
              ref={emailRef}
              id="mtg-email"
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              value={email}
              disabled={!ready}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <button className="button button--block" type="submit" disabled={!ready || busy}>
            {t('meetings.booking.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={onCode}>
          <div className="field">
            <label htmlFor="mtg-code">{t('meetings.booking.code')}</label>
            <input
              ref={codeRef}
              id="mtg-code"
              className="input mtg-code"
              type="text"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'mtg-code-hint mtg-code-error' : 'mtg-code-hint'}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                setCodeError('');
              }}
            />
            <p id="mtg-code-hint" className="hint">
              {t('meetings.booking.codeHint', { email })}
            </p>
            {codeError && (
              <p id="mtg-code-error" className="error" role="alert">
                {codeError}
              </p>
            )}
          </div>
          <button className="button button--block" type="submit" disabled={busy || code.length !== 6}>
            {t('meetings.booking.signIn')}
          </button>
          <div className="mtg-signin__links">
            <button type="button" className="mtg-link" disabled={busy} onClick={() => void requestCode()}>
              {t('meetings.booking.resend')}
            </button>
            <button type="button" className="mtg-link" onClick={otherEmail}>
              {t('meetings.booking.otherEmail')}
            </button>
          </div>
        </form>
      )}
      <Notice note={note} reserve />
    </section>
  );
}
