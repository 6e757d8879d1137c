import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { providedContext } from './context';

export type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Default display times (association-admin.md §4, §9: success modal 3 s; errors 5 s). */
export const TOAST_MS = { success: 3000, error: 5000 } as const;
/** At most this many toasts are shown at once (the newest); more would pile up over the page (issue 26). */
export const TOAST_MAX = 3;

interface ToastApi {
  show(kind: ToastKind, text: string, ms?: number): void;
  success(text: string, ms?: number): void;
  error(text: string, ms?: number): void;
  /** Hides every toast: a fuller answer on the page (an import's report) takes their place. */
  clear(): void;
}

/** Success toasts are a polite status, errors an assertive alert. */
const REGIONS = [
  { kind: 'success', role: 'status', live: 'polite' },
  { kind: 'error', role: 'alert', live: 'assertive' },
] as const;

const [ToastContext, useToast] = providedContext<ToastApi>('useToast', 'ToastProvider');
export { useToast };

/**
 * Messages that hide themselves after the spec's duration; success is a polite status, errors an
 * alert. A repeated message replaces itself and at most `TOAST_MAX` show, so they never pile up.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string, ms: number = TOAST_MS[kind]) => {
      const id = next.current++;
      // the same message again replaces its earlier toast; only the newest few stay
      setToasts((all) => [...all.filter((x) => x.kind !== kind || x.text !== text), { id, kind, text }].slice(-TOAST_MAX));
      setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );
  const value = useMemo<ToastApi>(
    () => ({
      show,
      success: (text, ms) => show('success', text, ms),
      error: (text, ms) => show('error', text, ms),
      clear: () => setToasts([]),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="adm-toasts">
        {REGIONS.map(({ kind, role, live }) => (
          <div key={kind} role={role} aria-live={live}>
            {toasts
              .filter((x) => x.kind === kind)
              .map((x) => (
                <p key={x.id} className={`adm-toast adm-toast--${kind}`} data-testid={`toast-${kind}`}>
                  {x.text}
                </p>
              ))}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
