import type { InputHTMLAttributes, Ref } from 'react';
import { t } from '@admin/i18n';

/**
 * A file input shown as a button and the chosen file's name in the back office's language (a
 * browser's own button speaks the browser's). The native input stays, unseen over them: its label,
 * keyboard and screen readers work as ever.
 */
export function FilePick({
  fileName,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { fileName: string | null; ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="adm-file-pick">
      <input ref={ref} type="file" className="adm-file-pick__input" {...input} />
      <span className="adm-btn adm-btn--ghost adm-btn--small adm-file-pick__button" aria-hidden="true">
        {t('admin.kit.chooseFile')}
      </span>
      <span className="adm-file-pick__name" aria-hidden="true">
        {fileName ?? t('admin.kit.noFile')}
      </span>
    </div>
  );
}
