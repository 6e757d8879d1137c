import { useId, type RefObject } from 'react';
import { IMPORT_MESSAGES as IM, type ImportRefusal } from '@shared/meeting-import';
import { FilePick, t } from '@admin/kit';

/**
 * A refused file's problems by row and column (its title takes the focus ref): the meeting users'
 * import and the programme's (issue 27) show the same report.
 */
export function ImportReport({ refusal, titleRef }: { refusal: ImportRefusal; titleRef?: RefObject<HTMLHeadingElement | null> }) {
  const id = useId();
  return (
    <section className="mu-import__report" aria-labelledby={`${id}-report`} data-testid="import-errors">
      <h3 id={`${id}-report`} className="mu-import__title" ref={titleRef} tabIndex={-1}>
        {refusal.message}
      </h3>
      <div className="adm-table-scroll mu-import__scroll" tabIndex={0} aria-label={t('meetings.add.errors')}>
        <table className="adm-table">
          <caption className="adm-sr-only">{t('meetings.add.errors')}</caption>
          <thead>
            <tr>
              <th scope="col" className="adm-num">
                {t('meetings.add.row')}
              </th>
              <th scope="col">{t('meetings.add.column')}</th>
              <th scope="col">{t('meetings.add.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {refusal.errors?.map((e, i) => (
              <tr key={i}>
                <td className="adm-num" data-label={t('meetings.add.row')}>
                  {e.row}
                </td>
                <td data-label={t('meetings.add.column')}>
                  <code>{e.column}</code>
                </td>
                <td data-label={t('meetings.add.problem')}>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {refusal.more ? <p className="adm-muted">{t('meetings.add.more', { count: refusal.more })}</p> : null}
    </section>
  );
}

/** The spreadsheet picker of both imports: CSV or XLSX, required, described by the form's hint. */
export function SpreadsheetFileField({
  id,
  label,
  testId,
  file,
  missing,
  onPick,
}: {
  /** The form's id prefix: the hint is `${id}-hint`. */
  id: string;
  label: string;
  testId: string;
  file: File | null;
  missing: boolean;
  onPick: (file: File | null) => void;
}) {
  return (
    <div className="adm-field">
      <label htmlFor={`${id}-file`} className="adm-field__label">
        {label}
        <span className="adm-required">*</span>
      </label>
      <FilePick
        id={`${id}-file`}
        fileName={file?.name ?? null}
        data-testid={testId}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-invalid={missing || undefined}
        aria-describedby={[`${id}-hint`, missing && `${id}-error`].filter(Boolean).join(' ')}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
      />
      {missing && (
        <p id={`${id}-error`} className="adm-field__error" data-testid="error-file">
          {t(IM.fileRequired)}
        </p>
      )}
    </div>
  );
}
