import type { PgSelect } from 'drizzle-orm/pg-core';
import { pageOf, totalPages } from './paging';

/** A row as the API answers it: `created_at` as an ISO string. */
export const withIsoDate = <T extends { created_at: Date }>(row: T) => ({ ...row, created_at: row.created_at.toISOString() });

/** One page of rows with the spec's `total` and `totalPages`. */
export const pageOfRows = <T>(rows: T[], total: number, limit: number) => ({ rows, total, totalPages: totalPages(total, limit) });

type RowOf<Q extends PgSelect> = Q['_']['result'][number];

/**
 * The one paged list query: `list` is the whole list in its order (a `.$dynamic()` select), `total`
 * its count (`db.$count(table, where)`), `map` how a row is answered; the page's rows and the count
 * are read together.
 */
export async function pagedRows<Q extends PgSelect, T = RowOf<Q>>(
  list: Q,
  total: PromiseLike<number>,
  page: number,
  limit: number,
  map: (row: RowOf<Q>) => T = (row) => row as T,
) {
  const [rows, count] = await Promise.all([list.limit(limit).offset(pageOf(page, limit).offset), total]);
  return pageOfRows((rows as RowOf<Q>[]).map(map), count, limit);
}
