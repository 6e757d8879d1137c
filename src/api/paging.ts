import { z } from 'zod';
import { messageKeys } from '@shared/message-keys';
import type { MessageKey } from '@i18n/messages-text';

/** The paging helper's messages (src/i18n/{mn,en}/messages/paging.ts), in the request's language. */
export const PAGING_MESSAGES = messageKeys('msg.paging.', ['page', 'limit']) satisfies Record<string, MessageKey>;
const M = PAGING_MESSAGES;

/**
 * The one paging helper. `page` is 1-based; `limit` must be one of the spec's choices for the list
 * (the first choice is the default); a refusal names the choices (`{choices}` of its message).
 */
export function pagingQuery<const T extends readonly [number, ...number[]]>(choices: T) {
  return {
    page: z
      .string()
      .regex(/^\d{1,9}$/, M.page)
      .transform(Number)
      .pipe(z.number().min(1, M.page).max(100000, M.page))
      .default(1),
    limit: z
      .string()
      .refine((s) => /^\d{1,9}$/.test(s) && (choices as readonly number[]).includes(Number(s)), {
        message: M.limit,
        params: { choices: choices.join(', ') },
      })
      .transform(Number)
      .default(choices[0]),
  };
}

export function pageOf(page: number, limit: number) {
  return { limit, offset: (page - 1) * limit };
}

export function totalPages(total: number, limit: number) {
  return Math.ceil(total / limit);
}
