import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@client/api-client';
import type { ImportRefusal } from '@shared/meeting-import';
import { SESSION_IMPORT_COLUMNS, SESSION_IMPORT_TEMPLATE } from '@shared/event-sessions';
import { csvOf, postForm, t, useConfirm, useInvalidate, useToast } from '@admin/kit';
import { ImportReport, SpreadsheetFileField } from '@admin/screens/meetings/add/ImportReport';
import { sessionResource } from './sessions';

/** The template: the columns and two example rows, made in the browser (formula-safe like every export). */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(
  csvOf({ header: [...SESSION_IMPORT_COLUMNS], rows: SESSION_IMPORT_TEMPLATE }),
)}`;

/**
 * A whole programme from a CSV or XLSX file (issue 27 §1), all or nothing like the meeting users'
 * import: a refused file lists its problems by row and column and stores nothing. "Replace" first
 * removes the edition's `existing` sessions (the choice and a confirmation say how many).
 */
export function SessionImport({ event, existing, onDone }: { event: number; existing: number; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const invalidate = useInvalidate(sessionResource);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setMissing(true);
    if (mode === 'replace' && existing > 0 && !(await confirm(t('admin.week.sessions.confirmReplace', { count: existing })))) return;
    setBusy(true);
    setRefusal(null);
    const body = new FormData();
    body.set('file', file);
    body.set('event', String(event));
    body.set('mode', mode);
    try {
      const answer = await postForm('/insert/session-import', body, { site: 'mw' });
      toast.success(answer.message);
      await invalidate();
      onDone();
    } catch (err) {
      const refused = err instanceof ApiRequestError ? (err.body as ImportRefusal | undefined) : undefined;
      if (refused?.errors?.length) setRefusal(refused);
      else toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid="session-import-form">
      <p className="adm-field__help adm-field--wide" id={`${id}-hint`}>
        {t('admin.week.sessions.importHint', { columns: SESSION_IMPORT_COLUMNS.join(', ') })}{' '}
        <a href={TEMPLATE_HREF} download="programme-template.csv">
          {t('admin.week.sessions.template')}
        </a>
      </p>
      <SpreadsheetFileField
        id={id}
        label={t('admin.week.sessions.file')}
        testId="session-import-file"
        file={file}
        missing={missing}
        onPick={(picked) => {
          setFile(picked);
          setMissing(false);
          setRefusal(null);
        }}
      />
      <fieldset className="adm-field session-mode">
        <legend className="adm-field__label">{t('admin.week.sessions.mode')}</legend>
        <label className="adm-inline-field">
          <input type="radio" name={`${id}-mode`} checked={mode === 'add'} onChange={() => setMode('add')} />
          {t('admin.week.sessions.modeAdd')}
        </label>
        <label className="adm-inline-field">
          <input type="radio" name={`${id}-mode`} checked={mode === 'replace'} onChange={() => setMode('replace')} />
          {t('admin.week.sessions.modeReplace', { count: existing })}
        </label>
      </fieldset>
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
          {busy ? t('admin.week.sessions.uploading') : t('admin.week.sessions.upload')}
        </button>
      </div>
      {refusal && <ImportReport refusal={refusal} />}
    </form>
  );
}
