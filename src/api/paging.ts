import { z } from 'zod';

/** A whole number from a query string, with a message naming the field (zod's own names none). */
const wholeNumber = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a whole number`)
    .transform(Number);

/**
 * The one paging helper. `page` is 1-based; `limit` must be one of the spec's choices for the list
 * (the first choice is the default).
 */
export function pagingQuery<const T extends readonly [number, ...number[]]>(choices: T) {
  return {
    page: wholeNumber('page').pipe(z.number().min(1, 'page must be 1 or more').max(100000, 'page is too large')).default(1),
    limit: wholeNumber('limit')
      .pipe(z.number().refine((n) => (choices as readonly number[]).includes(n), { message: `limit must be one of ${choices.join(', ')}` }))
      .default(choices[0]),
  };
}

export function pageOf(page: number, limit: number) {
  return { limit, offset: (page - 1) * limit };
}

export function totalPages(total: number, limit: number) {
  return Math.ceil(total / limit);
}
