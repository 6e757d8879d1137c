import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { send, type ApiAnswer, type ApiPath, type ApiQuery, type Query, type Site } from '@client/api-client';
import type { Resource, Row } from './types';

/** Query keys: `['admin', site, path, params]`, so invalidating `['admin', site, path]` refreshes every page of a list. */
export const listKey = (site: Site, path: string, params?: Query) => ['admin', site, path, ...(params ? [params] : [])] as const;

export interface ListAnswer<R> {
  rows: R[];
  total: number;
  totalPages: number;
}

/**
 * Any GET of the admin through the one client and the one cache (for special screens). `T` is the
 * route's answer (a type parameter only so tsc works it out per call, not over every path).
 */
export function useApiGet<P extends ApiPath<'get', S>, S extends Site = 'mm', T = ApiAnswer<P, 'get', S>>(
  path: P,
  params?: ApiQuery<P, 'get', S>,
  opts: { site?: S; enabled?: boolean } = {},
) {
  const site = opts.site ?? 'mm';
  return useQuery({
    queryKey: listKey(site, path, params as unknown as Query),
    queryFn: () => send<T>('get', site, path, { query: params as unknown as Query }),
    enabled: opts.enabled,
    placeholderData: keepPreviousData,
  });
}

/** One page of a resource's list. */
export function useResourceList<R = Row>(resource: Resource<R>, params: Query) {
  const site = resource.site ?? 'mm';
  return useQuery({
    queryKey: listKey(site, resource.list.path, { ...resource.list.query, ...params }),
    queryFn: async (): Promise<ListAnswer<R>> => {
      const data = (await send('get', site, resource.list.path, { query: { ...resource.list.query, ...params } })) as Record<
        string,
        unknown
      >;
      const rows = (data[resource.list.key] as R[] | undefined) ?? [];
      return {
        rows,
        total: typeof data.total === 'number' ? data.total : rows.length,
        totalPages: typeof data.totalPages === 'number' ? data.totalPages : 1,
      };
    },
    // the cache keeps the whole answer; each list picks its rows (two lists may share one call)
    select: resource.list.rows ? (answer) => pickRows(answer, resource.list.rows!) : undefined,
    // the previous page stays on screen while the next loads, but never another path's rows (another layout)
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === resource.list.path ? previous : undefined),
  });
}

function pickRows<R>(answer: ListAnswer<R>, keep: (row: Row) => boolean): ListAnswer<R> {
  const rows = answer.rows.filter((r) => keep(r as Row));
  return { rows, total: rows.length, totalPages: 1 };
}

/** Refreshes a resource's list (and the paths it names in `invalidates`). */
export function useInvalidate(resource: Pick<Resource, 'site' | 'list' | 'invalidates'>) {
  const client = useQueryClient();
  const site = resource.site ?? 'mm';
  return () =>
    Promise.all(
      [resource.list.path, ...(resource.invalidates ?? [])].map((path) => client.invalidateQueries({ queryKey: listKey(site, path) })),
    );
}

/** Deletes a row by id (`DELETE endpoint?id=`), then refreshes the list. */
export function useDeleteRow<R = Row>(resource: Resource<R>) {
  const invalidate = useInvalidate(resource as Resource);
  const idKey = resource.idKey ?? 'id';
  return useMutation({
    mutationFn: (row: R) => {
      if (!resource.endpoints.delete) throw new Error(`${resource.name} has no delete endpoint`);
      const id = (row as Row)[idKey] as string | number;
      return send('delete', resource.site ?? 'mm', resource.endpoints.delete, { query: { [resource.endpoints.deleteParam ?? idKey]: id } });
    },
    onSuccess: () => invalidate(),
  });
}
