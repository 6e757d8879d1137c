import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body (defaults to none; Escape and the close button always close). */
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, Escape, the inert background
 * and the top layer for free; focus returns to the opener on close.
 */
export function Modal({ open, title, onClose, children, footer, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`adm-modal${wide ? ' adm-modal--wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      {open && (
        <div className="adm-modal__box">
          <header className="adm-modal__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="adm-icon-btn" onClick={onClose} aria-label={t('admin.kit.close')}>
              ×
            </button>
          </header>
          <div className="adm-modal__body">{children}</div>
          {footer && <footer className="adm-modal__foot">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
