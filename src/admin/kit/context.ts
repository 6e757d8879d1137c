import { createContext, useContext } from 'react';

/** A context and its hook, which refuses to run outside the provider ('useToast needs <ToastProvider>'). */
export function providedContext<T>(hook: string, provider: string) {
  const Context = createContext<T | null>(null);
  const useValue = (): T => {
    const value = useContext(Context);
    if (!value) throw new Error(`${hook} needs <${provider}>`);
    return value;
  };
  return [Context, useValue] as const;
}
