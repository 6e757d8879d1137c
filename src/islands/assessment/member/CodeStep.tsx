import CodeInputs from '../CodeInputs';
import { fill, type AssessText } from '../text';
import type { MemberFlow } from './useMemberAssessment';

/** Step 2: the six-digit code sent to the e-mail, with resend ("code sent" for 3 s) and "another e-mail". */
export default function CodeStep({ flow, text }: { flow: MemberFlow; text: AssessText }) {
  const { email, digits, codeError: error, busy, resendFailed } = flow.state;
  return (
    <form className="card assess-card" onSubmit={flow.submitCode} noValidate>
      <p>{fill(text['assess.codeStep'], { email: email.trim() })}</p>
      {flow.mailLate && (
        <p className="hint" role="status" data-testid="mail-late">
          {text['delivery.mailLate']}
        </p>
      )}
      <CodeInputs
        digits={digits}
        text={text}
        invalid={!!error}
        describedBy={error ? 'code-error' : undefined}
        onChange={flow.changeDigits}
      />
      {error && (
        <p className="error" id="code-error" role="alert">
          {error}
        </p>
      )}
      <div className="assess-nav">
        <button className="button" type="submit" disabled={busy || digits.some((d) => !d)}>
          {text['assess.verify']}
        </button>
        <button className="button button--ghost" type="button" onClick={flow.resend}>
          {text['assess.resend']}
        </button>
        <button className="button button--ghost" type="button" onClick={flow.otherEmail}>
          {text['assess.otherEmail']}
        </button>
      </div>
      {flow.messages.sent && (
        <p className="alert alert--success" role="status">
          {flow.messages.sent}
        </p>
      )}
      {resendFailed && (
        <p className="alert alert--danger" role="alert">
          {text['assess.codeSendFailed']}
        </p>
      )}
    </form>
  );
}
