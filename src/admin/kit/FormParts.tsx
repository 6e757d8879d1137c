import type { ReactNode } from 'react';
import { t } from '../i18n';

/**
 * One input's box as the kit draws it: the label (with the required mark) above `children`, the
 * help and the error under it (ids `<id>-label`, `<id>-help`, `<id>-error`; test id `error-<name>`).
 */
export function FieldBox({
  id,
  name,
  label,
  required,
  wide,
  help,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  wide?: boolean;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`adm-field${wide ? ' adm-field--wide' : ''}`}>
      <label id={`${id}-label`} htmlFor={id} className="adm-field__label">
        {label}
        {required && <span className="adm-required">*</span>}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="adm-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field__error" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The 'Хуулж байна N%' bar of a multipart save (nothing while `percent` is null). */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className="adm-progress">
      <progress max={100} value={percent} aria-label={t('admin.kit.uploading', { percent })} />
      <span>{t('admin.kit.uploading', { percent })}</span>
    </div>
  );
}
