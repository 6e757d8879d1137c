import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { t } from '../i18n';
import { Modal } from './Modal';

interface FormModalProps {
  open: boolean;
  title: string;
  /** The record has not loaded yet: 'Ачаалж байна…' and no buttons. */
  loading?: boolean;
  testId: string;
  onClose: () => void;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** A danger button before 'Хадгалах' (delete the record; ask with `useConfirm` first). */
  deleteLabel?: string;
  onDelete?: () => void;
  children: ReactNode;
}

/**
 * A record edited in a modal: the `Modal` (wide) around a `<form>` (your `FormFields`, `SubList`s …),
 * 'Хадгалах' ('Хадгалж байна…' while `saving`) and an optional delete button in its footer.
 */
export function FormModal({ open, title, loading, testId, onClose, onSubmit, saving, deleteLabel, onDelete, children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      wide
      footer={
        !loading && (
          <>
            {onDelete && (
              <button type="button" className="adm-btn adm-btn--danger" onClick={onDelete}>
                {deleteLabel}
              </button>
            )}
            <button type="submit" form={formId} className="adm-btn adm-btn--primary" disabled={saving}>
              {saving ? t('admin.kit.saving') : t('admin.kit.save')}
            </button>
          </>
        )
      }
    >
      {loading ? (
        <p role="status">{t('admin.loading')}</p>
      ) : (
        <form id={formId} className="adm-form" data-testid={testId} onSubmit={onSubmit} noValidate>
          {children}
        </form>
      )}
    </Modal>
  );
}
