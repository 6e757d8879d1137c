import { send, type ApiAnswer, type ApiPath, type ApiQuery, type Query } from '@client/api-client';
import { useLoad } from '@ui/useData';

/**
 * Live data of the trade island through the one API client and the kit's loading state (@ui/useData):
 * the previous answer stays on screen while the next one loads; a late answer to an older request is
 * dropped. `T` is the route's answer (a type parameter only so tsc works it out per call).
 */
export function useApi<P extends ApiPath, T = ApiAnswer<P>>(path: P, query: ApiQuery<P>, enabled = true) {
  const key = JSON.stringify(query);
  const { data, loading, failed, retry } = useLoad(
    enabled ? () => send<T>('get', 'mm', path, { query: JSON.parse(key) as Query }) : null,
    `${path} ${key}`,
  );
  return { data, loading, error: failed, reload: retry };
}
