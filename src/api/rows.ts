import { totalPages } from './paging';

/** A row as the API answers it: `created_at` as an ISO string. */
export const withIsoDate = <T extends { created_at: Date }>(row: T) => ({ ...row, created_at: row.created_at.toISOString() });

/** One page of rows with the spec's `total` and `totalPages`. */
export const pageOfRows = <T>(rows: T[], total: number, limit: number) => ({ rows, total, totalPages: totalPages(total, limit) });
