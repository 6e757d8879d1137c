import { fill, type AssessText } from '../text';
import type { AttachmentName } from './state';
import type { MemberFlow } from './useMemberAssessment';

/** Step 5: the official document, the form and the publication consent. */
export default function AttachmentsStep({ flow, text }: { flow: MemberFlow; text: AssessText }) {
  const { result, files, attachTried: tried, publication, busy } = flow.state;
  const fileField = (name: AttachmentName, label: string) => {
    const missing = tried && !files[name];
    return (
      <div className="field">
        <label htmlFor={`attach-${name}`}>{label} *</label>
        <input
          id={`attach-${name}`}
          className="input"
          type="file"
          name={name}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-invalid={missing || undefined}
          aria-describedby={`attach-${name}-hint`}
          onChange={(e) => flow.chooseFile(name, e.target.files?.[0] ?? null)}
        />
        <p className="hint" id={`attach-${name}-hint`}>
          {text['assess.fileTypes']}
        </p>
        {missing && <p className="error">{text['assess.required']}</p>}
      </div>
    );
  };

  return (
    <form className="card assess-card" onSubmit={flow.sendAttachments} noValidate>
      <h2>{text['assess.attachTitle']}</h2>
      {result && (
        <p className="muted">
          {fill(text['assess.yourResult'], { date: result.created_at.slice(0, 10) })} · {result.main_percentage}%
        </p>
      )}
      {fileField('official_document', text['assess.officialDocument'])}
      {fileField('form', text['assess.form'])}
      <label className="check">
        <input type="checkbox" name="publication" checked={publication} onChange={(e) => flow.changePublication(e.target.checked)} />
        {text['assess.publication']}
      </label>
      <button className="button" type="submit" disabled={busy}>
        {busy ? text['assess.sending'] : text['assess.send']}
      </button>
    </form>
  );
}
