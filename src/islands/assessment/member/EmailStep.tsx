import type { AssessTexts } from '../common';
import type { MemberFlow } from './useMemberAssessment';

interface Props {
  flow: MemberFlow;
  texts: AssessTexts;
  /** false until the island runs (useHydrated) */
  ready: boolean;
  contactHref: string;
}

/** Step 1: the member's registered e-mail. */
export default function EmailStep({ flow, texts, ready, contactHref }: Props) {
  const { email, emailError: error, otherError, busy } = flow.state;
  return (
    <form className="card assess-card" onSubmit={flow.submitEmail} noValidate>
      <p>{texts['assess.emailStep']}</p>
      <div className="field">
        <label htmlFor="member-email">{texts['assess.email']}</label>
        <input
          id="member-email"
          className="input"
          type="email"
          autoComplete="email"
          maxLength={254}
          disabled={!ready}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'member-email-error' : undefined}
          onChange={(e) => flow.changeEmail(e.target.value)}
        />
        {error && (
          <p className="error" id="member-email-error" role="alert">
            {error === 'empty' && texts['assess.emailRequired']}
            {error === 'invalid' && texts['assess.emailInvalid']}
            {error === 'other' && otherError}
            {error === 'unregistered' && (
              <>
                {texts['assess.unregistered']} <a href={contactHref}>{texts['assess.contactLink']}</a>
              </>
            )}
          </p>
        )}
      </div>
      <button className="button" type="submit" disabled={!ready || busy}>
        {texts['assess.continue']}
      </button>
    </form>
  );
}
