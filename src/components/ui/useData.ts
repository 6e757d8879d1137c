import { useCallback, useEffect, useRef, useState } from 'react';

/** An island's live data: what is shown, whether a load is on its way, and how the last one failed. */
export interface DataState<T> {
  data: T;
  loading: boolean;
  /** What the last load threw (an `ApiRequestError` of @client/api-client, say); null after a success. */
  error: unknown;
  failed: boolean;
}

/**
 * The islands' one loading state. `run(load)` calls the API (through `@client/api-client`) and shows
 * its answer: the data shown stays until the answer arrives, the latest `run` wins (an older answer
 * arriving late is dropped, its promise resolves false), a failure keeps the data and sets `error`.
 * `show(data)` puts data on screen directly (cancelling a load on its way); `retry()` runs the last
 * load again. For data that follows props, see `useLoad`.
 */
export function useData<T>(initial: T, loadingAtFirst = false) {
  const [state, setState] = useState<DataState<T>>({ data: initial, loading: loadingAtFirst, error: null, failed: false });
  const seq = useRef(0);
  const last = useRef<(() => Promise<T>) | null>(null);

  const run = useCallback(async (load: () => Promise<T>): Promise<boolean> => {
    const mine = ++seq.current;
    last.current = load;
    setState((s) => ({ ...s, loading: true, error: null, failed: false }));
    try {
      const data = await load();
      if (mine !== seq.current) return false;
      setState({ data, loading: false, error: null, failed: false });
      return true;
    } catch (error) {
      if (mine !== seq.current) return false;
      setState((s) => ({ ...s, loading: false, error, failed: true }));
      return false;
    }
  }, []);

  const show = useCallback((data: T) => {
    seq.current++;
    setState({ data, loading: false, error: null, failed: false });
  }, []);

  const retry = useCallback(() => {
    if (last.current) void run(last.current);
  }, [run]);

  return { ...state, run, show, retry };
}

/**
 * Data that follows its inputs: `load` runs on mount and whenever `key` (the inputs, serialised)
 * changes, and on `retry()`; `load` null waits (nothing loads). Loading from the first render on
 * when `load` is given (the server-rendered HTML says so too).
 */
export function useLoad<T>(load: (() => Promise<T>) | null, key: string) {
  const state = useData<T | undefined>(undefined, load !== null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabled = load !== null;
  const { run } = state;
  useEffect(() => {
    if (loadRef.current) void run(loadRef.current);
  }, [key, enabled, run]);
  return state;
}
