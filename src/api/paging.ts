import { z } from 'zod';

/**
 * The one paging helper. `page` is 1-based; `limit` must be one of the spec's choices for the list
 * (the first choice is the default).
 */
export function pagingQuery<const T extends readonly [number, ...number[]]>(choices: T) {
  return {
    page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100000).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (choices as readonly number[]).includes(n), { message: `limit must be one of ${choices.join(', ')}` })
      .default(choices[0]),
  };
}

export function pageOf(page: number, limit: number) {
  return { limit, offset: (page - 1) * limit };
}

export function totalPages(total: number, limit: number) {
  return Math.ceil(total / limit);
}
