import { useCallback, useEffect, useState } from 'react';
import { api, type Query } from '../../shared/api-client';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: boolean;
  reload: () => void;
}

/**
 * Live data for the island through the one API client. The previous answer stays on screen while
 * the next one loads; an answer that arrives after a newer request started is dropped.
 */
export function useApi<T>(path: string, query: Query, enabled = true): Loaded<T> {
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
    api
      .get<T>(path, JSON.parse(key) as Query)
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
