/**
 * The `Idempotency-Key` contract shared by the API's middleware and the one API client (no zod:
 * islands import this file). A key names one submission: its retries carry the same key, the next
 * submission a new one (IETF draft "The Idempotency-Key HTTP Header Field").
 */
import { messageKeys } from './message-keys';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** On an answer repeated from the store instead of running the call again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A UUID, or 16–128 letters, digits and `-_.:` (room for other clients' own formats, nothing to escape). */
export const isIdempotencyKey = (key: string) => /^[A-Za-z0-9_.:-]{16,128}$/.test(key);

/** A new key: a UUID (randomUUID needs a secure context; a site opened over plain http on a LAN has only getRandomValues). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const IDEMPOTENCY_MESSAGES = messageKeys('msg.idempotency.', ['badKey', 'inProgress', 'reused']);
