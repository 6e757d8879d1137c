import type { AssessText } from '../text';
import type { MemberFlow } from './useMemberAssessment';

interface Props {
  flow: MemberFlow;
  text: AssessText;
  /** false until the island runs (useHydrated) */
  ready: boolean;
  contactHref: string;
}

/** Step 1: the member's registered e-mail. */
export default function EmailStep({ flow, text, ready, contactHref }: Props) {
  const { email, emailError: error, otherError, busy } = flow.state;
  return (
    <form className="card assess-card" onSubmit={flow.submitEmail} noValidate>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'member-email-error' : undefined}
          onChange={(e) => flow.changeEmail(e.target.value)}
        />
        {error && (
          <p className="error" id="member-email-error" role="alert">
            {error === 'empty' && text['assess.emailRequired']}
            {error === 'invalid' && text['assess.emailInvalid']}
            {error === 'other' && otherError}
            {error === 'unregistered' && (
              <>
                {text['assess.unregistered']} <a href={contactHref}>{text['assess.contactLink']}</a>
              </>
            )}
          </p>
        )}
      </div>
      <button className="button" type="submit" disabled={!ready || busy}>
        {text['assess.continue']}
      </button>
    </form>
  );
}
