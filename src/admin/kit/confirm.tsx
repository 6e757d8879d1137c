import { useCallback, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n';
import { Modal } from './Modal';
import { providedContext } from './context';

/** `body`: what the question is about, shown under it (a list the admin must see before saying yes). */
type Confirm = (text: string, opts?: { confirmLabel?: string; body?: ReactNode }) => Promise<boolean>;
const [ConfirmContext, useConfirm] = providedContext<Confirm>('useConfirm', 'ConfirmProvider');
export { useConfirm };

/** `const confirm = useConfirm(); if (await confirm('Файлыг устгах уу?')) ...` — an accessible dialog, not window.confirm. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ text: string; confirmLabel?: string; body?: ReactNode } | null>(null);
  const resolver = useRef<(ok: boolean) => void>(undefined);
  const confirm = useCallback<Confirm>(
    (text, opts) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setState({ text, confirmLabel: opts?.confirmLabel, body: opts?.body });
      }),
    [],
  );
  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = undefined;
    setState(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={state !== null}
        title={state?.text ?? ''}
        onClose={() => answer(false)}
        footer={
          <>
            <button type="button" className="adm-btn adm-btn--ghost" onClick={() => answer(false)} autoFocus>
              {t('admin.kit.cancel')}
            </button>
            <button type="button" className="adm-btn adm-btn--danger" onClick={() => answer(true)}>
              {state?.confirmLabel ?? t('admin.kit.confirm')}
            </button>
          </>
        }
      >
        {state?.body ?? null}
      </Modal>
    </ConfirmContext.Provider>
  );
}
