import { useEffect, useState } from 'react';
import type { Query } from '@client/api-client';
import { useResourceList } from './data';
import type { Paging } from './DataTable';
import type { Resource, Row } from './types';

/** A read-only list as data: the list part of a `Resource` (no form, no writes). */
export type ListResource<R = Row> = Pick<Resource<R>, 'name' | 'site' | 'idKey' | 'list' | 'columns' | 'empty'>;

/** Page/limit state of a paged list: changing the size or a filter goes back to page 1. */
function usePaging(pageSizes: readonly number[] | undefined, defaultLimit?: number) {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(defaultLimit ?? pageSizes?.[0] ?? 0);
  const setLimit = (next: number) => {
    setLimitState(next);
    setPage(1);
  };
  return { page, setPage, limit, setLimit };
}

/**
 * The one paging wiring of the kit's lists: the filter query (a new one returns to page 1), the
 * page/limit state sent with it when `list.pageSizes` is given, the rows of that page, and the
 * `paging` the `DataTable` shows (undefined for an unpaged list); a page emptied by a delete falls back
 * to the last page.
 */
export function useListPage<R>(resource: ListResource<R>, initialQuery?: Query) {
  const [query, setQueryState] = useState<Query>(initialQuery ?? {});
  const pageSizes = resource.list.pageSizes;
  const { page, setPage, limit, setLimit } = usePaging(pageSizes, resource.list.defaultLimit);
  // the list hook reads only the list part (path, key, query, site) of a resource
  const list = useResourceList<R>(resource as Resource<R>, pageSizes?.length ? { ...query, page, limit } : query);
  const setQuery = (next: Query) => {
    setQueryState(next);
    setPage(1);
  };
  const paged = Boolean(pageSizes?.length);
  const totalPages = list.data?.totalPages ?? 1;
  // the last row of the last page was deleted: show the page before
  useEffect(() => {
    if (paged && list.data && page > 1 && page > totalPages) setPage(Math.max(totalPages, 1));
  }, [paged, list.data, page, totalPages, setPage]);
  const paging: Paging | undefined = pageSizes?.length
    ? {
        page,
        limit,
        pageSizes,
        total: list.data?.total ?? 0,
        totalPages,
        // the event and directory admin lists show the current page plus or minus 2 (their spec §2, §9)
        span: resource.site && resource.site !== 'mm' ? 5 : undefined,
        onPage: setPage,
        onLimit: setLimit,
      }
    : undefined;
  return { list, query, setQuery, paging };
}
