import { errors as en } from './en/errors';
import { errors as mn } from './mn/errors';
import { fill } from './fill';
import type { Lang } from '@shared/lang';

/**
 * The errors domain on its own: the API answers with these texts without bundling the whole
 * dictionaries, and the islands show the same ones (they are also part of `t()`'s dictionaries).
 */
export type ErrorKey = keyof typeof en;
const texts: Record<Lang, Record<ErrorKey, string>> = { mn, en };

export const errorText = (lang: Lang, key: ErrorKey, vars?: Record<string, string | number>) => fill(texts[lang][key], vars);

/** Whole minutes to wait, at least one: what a visitor reads from a `Retry-After` in seconds. */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** What a limit stopped: any attempts (the default), or meeting requests (worded for the sender). */
export type WaitKind = 'rateLimited' | 'meetingRequests';

/** "Too many attempts. Please try again in N minutes." (or `kind`'s wording) in `lang`, from a `Retry-After` in seconds. */
export function waitMessage(lang: Lang, retryAfterSeconds: number, kind: WaitKind = 'rateLimited'): string {
  const n = minutesToWait(retryAfterSeconds);
  return errorText(lang, n === 1 ? `errors.${kind}.one` : `errors.${kind}.other`, { n });
}

/**
 * The wait to show for a refused call (an `ApiRequestError` with status 429 and its `Retry-After`),
 * or null for any other failure. An unknown wait reads as one hour, the longest window of any limit.
 */
export function waitMessageOf(err: unknown, lang: Lang): string | null {
  const e = err as { status?: unknown; retryAfter?: unknown; body?: { wait?: unknown } } | null;
  if (!e || e.status !== 429) return null;
  const kind: WaitKind = e.body?.wait === 'meetingRequests' ? 'meetingRequests' : 'rateLimited';
  return waitMessage(lang, typeof e.retryAfter === 'number' && e.retryAfter > 0 ? e.retryAfter : 3600, kind);
}
