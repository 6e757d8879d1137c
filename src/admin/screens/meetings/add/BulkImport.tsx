import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@client/api-client';
import { MEETING_MESSAGE_MS } from '@shared/meetings';
import { IMPORT_COLUMNS, IMPORT_LIMITS as L, IMPORT_TEMPLATE_ROW, type ImportRefusal } from '@shared/meeting-import';
import { csvOf } from '@admin/kit';
import { postForm, t, useInvalidate, useToast } from '@admin/kit';
import { meetingUserResource } from '../resource';
import { ImportReport, SpreadsheetFileField } from './ImportReport';

/** A template with the five columns and one example row, made in the browser (formula-safe like every export). */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(
  csvOf({ header: [...IMPORT_COLUMNS], rows: [IMPORT_TEMPLATE_ROW] }),
)}`;

type Outcome = { ok: true; message: string } | { ok: false; refusal: ImportRefusal };

/**
 * The bulk upload (spec §2 add-user, §5 "Meeting users file"; issue 14): a CSV or XLSX file is all
 * or nothing. A refused file's problems are listed by row and column so the admin can fix them all
 * at once; the report stays until another file is chosen. Other refusals (not a spreadsheet, too
 * large) show as the error for 5 s (§8).
 */
export function BulkImport() {
  const id = useId();
  const toast = useToast();
  const invalidate = useInvalidate(meetingUserResource);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reportTitle = useRef<HTMLHeadingElement>(null);
  const refusal = outcome && !outcome.ok ? outcome.refusal : null;
  // a refused file: the report replaces the earlier refusals' toasts, and its title takes the focus,
  // so it is read out and the table follows; it is brought to the top of the view (under the header)
  useEffect(() => {
    if (!refusal) return;
    toast.clear();
    reportTitle.current?.scrollIntoView({ block: 'start' });
    reportTitle.current?.focus({ preventScroll: true });
  }, [refusal, toast]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setMissing(true);
    setBusy(true);
    setOutcome(null);
    const body = new FormData();
    body.set('file', file);
    try {
      const answer = await postForm('/yellow-page/upload/meeting-users', body, { site: 'yp' });
      setOutcome({ ok: true, message: answer.message });
      await invalidate();
    } catch (err) {
      const refusal = err instanceof ApiRequestError ? (err.body as ImportRefusal | undefined) : undefined;
      if (refusal?.errors?.length) setOutcome({ ok: false, refusal });
      else toast.error(err instanceof Error ? err.message : String(err), MEETING_MESSAGE_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="adm-form mu-import" onSubmit={submit} noValidate data-testid="meeting-import-form">
      <p className="adm-field__help" id={`${id}-hint`}>
        {t('meetings.add.hint', { columns: IMPORT_COLUMNS.join(', '), rows: L.maxRows, mb: L.maxBytes / 1024 / 1024 })}{' '}
        <a href={TEMPLATE_HREF} download="meeting-users-template.csv">
          {t('meetings.add.template')}
        </a>
      </p>
      <SpreadsheetFileField
        id={id}
        label={t('meetings.add.file')}
        testId="meeting-import-file"
        file={file}
        missing={missing}
        onPick={(picked) => {
          setFile(picked);
          setMissing(false);
          setOutcome(null);
        }}
      />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
          {busy ? t('meetings.add.uploading') : t('meetings.add.upload')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {outcome?.ok && (
          <p className="mu-import__ok" data-testid="import-success">
            {outcome.message}
          </p>
        )}
      </div>
      {refusal && <ImportReport refusal={refusal} titleRef={reportTitle} />}
    </form>
  );
}
