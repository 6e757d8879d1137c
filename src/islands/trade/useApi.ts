import { useCallback, useEffect, useState } from 'react';
import { send, type ApiAnswer, type ApiPath, type ApiQuery, type Query } from '@client/api-client';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: boolean;
  reload: () => void;
}

/**
 * Live data for the island through the one API client. The previous answer stays on screen while
 * the next one loads; an answer that arrives after a newer request started is dropped. `T` is the
 * route's answer (a type parameter only so tsc works it out per call, not over every path).
 */
export function useApi<P extends ApiPath, T = ApiAnswer<P>>(path: P, query: ApiQuery<P>, enabled = true): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    setError(false);
    send<T>('get', 'mm', path, { query: JSON.parse(key) as Query })
      .then((answer) => current && setData(answer))
      .catch(() => current && setError(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [path, key, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload };
}
