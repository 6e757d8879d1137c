import { textsT } from '@i18n/island';
import type { AssessTexts } from '../common';
import type { AttachmentName } from './state';
import type { MemberFlow } from './useMemberAssessment';

/** Step 5: the official document, the form and the publication consent. */
export default function AttachmentsStep({ flow, texts }: { flow: MemberFlow; texts: AssessTexts }) {
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
          {texts['assess.fileTypes']}
        </p>
        {missing && <p className="error">{texts['assess.required']}</p>}
      </div>
    );
  };

  return (
    <form className="card assess-card" onSubmit={flow.sendAttachments} noValidate>
      <h2>{texts['assess.attachTitle']}</h2>
      {result && (
        <p className="muted">
          {textsT(texts)('assess.yourResult', { date: result.created_at.slice(0, 10) })} · {result.main_percentage}%
        </p>
      )}
      {fileField('official_document', texts['assess.officialDocument'])}
      {fileField('form', texts['assess.form'])}
      <label className="check">
        <input type="checkbox" name="publication" checked={publication} onChange={(e) => flow.changePublication(e.target.checked)} />
        {texts['assess.publication']}
      </label>
      <button className="button" type="submit" disabled={busy}>
        {busy ? texts['assess.sending'] : texts['assess.send']}
      </button>
    </form>
  );
}
