import CodeInputs from '../CodeInputs';
import { textsT } from '@i18n/island';
import type { AssessTexts } from '../common';
import type { MemberFlow } from './useMemberAssessment';

/** Step 2: the six-digit code sent to the e-mail, with resend ("code sent" for 3 s) and "another e-mail". */
export default function CodeStep({ flow, texts }: { flow: MemberFlow; texts: AssessTexts }) {
  const { email, digits, codeError: error, busy, resendFailed } = flow.state;
  return (
    <form className="card assess-card" onSubmit={flow.submitCode} noValidate>
      <p>{textsT(texts)('assess.codeStep', { email: email.trim() })}</p>
      {flow.mailLate && (
        <p className="hint" role="status" data-testid="mail-late">
          {texts['delivery.mailLate']}
        </p>
      )}
      <CodeInputs
        digits={digits}
        texts={texts}
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
          {texts['assess.verify']}
        </button>
        <button className="button button--ghost" type="button" onClick={flow.resend}>
          {texts['assess.resend']}
        </button>
        <button className="button button--ghost" type="button" onClick={flow.otherEmail}>
          {texts['assess.otherEmail']}
        </button>
      </div>
      {flow.messages.sent && (
        <p className="alert alert--success" role="status">
          {flow.messages.sent}
        </p>
      )}
      {resendFailed && (
        <p className="alert alert--danger" role="alert">
          {texts['assess.codeSendFailed']}
        </p>
      )}
    </form>
  );
}
