import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rateLimits } from '@db/schema';
import type { AppEnv } from '../types';
import type { Deps } from '@platform/ports';
import { addressOf } from '@platform/trusted-proxy';
import { ApiError } from '../errors';
import { requestLang } from '../request-lang';
import { waitMessage, type WaitKind } from '@i18n/errors-text';
import type { Lang } from '@shared/lang';

/**
 * Counts one hit of `key` in the current fixed window and tells whether the key is now over `limit`
 * (true = refuse). Counters live in Postgres because Workers share no memory; the single
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING keeps concurrent hits exact.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now: Date): Promise<boolean> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window_start], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  // The first hit of a window clears this key's past windows, so the table does not grow without bound.
  if (count === 1) await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.window_start, windowStart)));
  return count > limit;
}

/** Gives back one hit of the current window (e.g. after a successful sign-in, so only failures add up). */
export async function refundRateLimit(db: Db, key: string, windowSeconds: number, now: Date): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, windowStart)));
}

/**
 * The caller's address, the one rule every per-address limit uses: the socket's peer, unless the
 * configured trusted proxy (TRUSTED_PROXY; on Pages Functions always Cloudflare) tells it in a
 * forwarding header. A header from anyone else is ignored: it would reset every limit (SECURITY 34).
 */
export function clientIp(c: Context): string {
  const trust = (c.get('deps') as Deps | undefined)?.config.trustedProxy ?? 'none';
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return addressOf(trust, (name) => c.req.header(name), env?.incoming?.socket?.remoteAddress);
}

/** One counter a request must stay under: `limit` hits of `key` per fixed window of `windowSeconds`. */
export interface LimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

const clockOf = <E extends AppEnv>(c: Context<E>) => c.get('deps').clock?.now() ?? new Date();

/**
 * Counts this request on every rule (counting first is atomic: a burst of parallel requests cannot
 * all slip past a check). Over any rule -> every hit is given back, so a refused request uses up
 * nobody's allowance (a neighbour's refusals never lock an office's shared address), and it is
 * refused with 429, `Retry-After` and "try again in N minutes" in `lang` (worded for `kind`, which the
 * body names as `wait` so a page can word it in its own language).
 */
export async function takeLimits<E extends AppEnv>(
  c: Context<E>,
  rules: LimitRule[],
  lang: Lang,
  kind: WaitKind = 'rateLimited',
): Promise<void> {
  const { db } = c.get('deps');
  const now = clockOf(c);
  const over = await Promise.all(rules.map((r) => hitRateLimit(db, r.key, r.limit, r.windowSeconds, now)));
  if (!over.some(Boolean)) return;
  await giveBackLimits(c, rules);
  const retryAfter = Math.max(...rules.filter((_, i) => over[i]).map((r) => retryAfterSeconds(now, r.windowSeconds)));
  c.header('Retry-After', String(retryAfter));
  throw new ApiError(429, waitMessage(lang, retryAfter, kind), {
    retry_after: retryAfter,
    ...(kind === 'rateLimited' ? {} : { wait: kind }),
  });
}

/** Gives this request's hits back: it turned out not to be what the rules count (a right code, a right password). */
export async function giveBackLimits<E extends AppEnv>(c: Context<E>, rules: LimitRule[]): Promise<void> {
  const { db } = c.get('deps');
  const now = clockOf(c);
  await Promise.all(rules.map((r) => refundRateLimit(db, r.key, r.windowSeconds, now)));
}

export interface RateLimitOptions {
  /** Names the counter, so two limits on the same key do not share it. */
  name: string;
  limit: number;
  windowSeconds: number;
  key: (c: Context<AppEnv>) => string;
}

/** Refuses with 429 (`Retry-After`, the wait in the query's `lang`) once `key(c)` has made more than `limit` requests in the window. */
export const rateLimit =
  ({ name, limit, windowSeconds, key }: RateLimitOptions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await takeLimits(c, [{ key: `${name}:${key(c)}`, limit, windowSeconds }], requestLang(c));
    return next();
  };

/** Seconds until the current fixed window ends. */
export function retryAfterSeconds(now: Date, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (now.getTime() % windowMs)) / 1000));
}
