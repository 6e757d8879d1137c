import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rateLimits } from '../../../db/schema';
import type { AppEnv } from '../types';

export const RATE_LIMITED_MESSAGE = 'Хэт олон оролдлого хийлээ. Түр хүлээгээд дахин оролдоно уу';

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
 * The caller's address: Cloudflare's `cf-connecting-ip`, else the Node socket's address, else
 * 'unknown'. Note: without Cloudflare in front, `cf-connecting-ip` is whatever the client sends, so
 * per-IP limits there are advisory; per-e-mail limits still hold.
 */
export function clientIp(c: Context): string {
  const fromEdge = c.req.header('cf-connecting-ip');
  if (fromEdge) return fromEdge.trim();
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export interface RateLimitOptions {
  /** Names the counter, so two limits on the same key do not share it. */
  name: string;
  limit: number;
  windowSeconds: number;
  key: (c: Context<AppEnv>) => string;
}

/** Refuses with 429 `{ message }` once `key(c)` has made more than `limit` requests in the window. */
export const rateLimit =
  ({ name, limit, windowSeconds, key }: RateLimitOptions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { db, clock } = c.get('deps');
    const now = clock?.now() ?? new Date();
    if (await hitRateLimit(db, `${name}:${key(c)}`, limit, windowSeconds, now)) {
      c.header('Retry-After', String(retryAfterSeconds(now, windowSeconds)));
      return c.json({ message: RATE_LIMITED_MESSAGE }, 429);
    }
    return next();
  };

/** Seconds until the current fixed window ends. */
export function retryAfterSeconds(now: Date, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowMs - (now.getTime() % windowMs)) / 1000));
}
