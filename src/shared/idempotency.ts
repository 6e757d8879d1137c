/**
 * The `Idempotency-Key` contract shared by the API's middleware and the one API client (no zod:
 * islands import this file). A key names one submission: its retries carry the same key, the next
 * submission a new one (IETF draft "The Idempotency-Key HTTP Header Field").
 */
import type { Lang } from './lang';

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

export const IDEMPOTENCY_MESSAGES: Record<Lang, { badKey: string; inProgress: string; reused: string }> = {
  mn: {
    badKey: 'Idempotency-Key толгойн утга буруу байна: UUID эсвэл 16–128 тэмдэгт (латин үсэг, тоо, - _ . :) байх ёстой',
    inProgress: 'Таны хүсэлт боловсруулагдаж байна. Түр хүлээгээд дахин оролдоно уу',
    reused: 'Энэ Idempotency-Key өөр агуулгатай хүсэлтэд аль хэдийн ашиглагдсан байна. Шинэ илгээлтэд шинэ түлхүүр хэрэглэнэ үү',
  },
  en: {
    badKey: "The Idempotency-Key header is invalid: send a UUID or 16–128 letters, digits, '-', '_', '.' or ':'",
    inProgress: 'Your request is still being processed. Please wait a moment and try again',
    reused: 'This Idempotency-Key was already used for a different request. Use a new key for a new submission',
  },
};
