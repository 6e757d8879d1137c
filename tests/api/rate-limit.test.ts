import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { count, eq } from 'drizzle-orm';
import { rateLimits } from '@db/schema';
import { clientIp, hitRateLimit, rateLimit, refundRateLimit } from '@api/middleware/rate-limit';
import type { AppEnv } from '@api/types';
import { onError } from '@api/errors';
import { createTestApp } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const clock = { current: new Date('2030-01-01T00:00:00Z'), now: () => clock.current };

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe('hitRateLimit (fixed window)', () => {
  it('allows `limit` hits per window, refuses the next, and starts again in the next window', async () => {
    const results: boolean[] = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.db, 'unit:a', 3, 60, at('2030-01-01T00:00:10Z')));
    expect(results).toEqual([false, false, false, true]);
    expect(await hitRateLimit(t.db, 'unit:a', 3, 60, at('2030-01-01T00:00:59Z'))).toBe(true);
    expect(await hitRateLimit(t.db, 'unit:a', 3, 60, at('2030-01-01T00:01:00Z'))).toBe(false);
  });

  it('counts each key on its own', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, 'unit:b', 3, 60, at('2030-01-01T00:00:00Z'));
    expect(await hitRateLimit(t.db, 'unit:b', 3, 60, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(await hitRateLimit(t.db, 'unit:c', 3, 60, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts concurrent hits exactly', async () => {
    const now = at('2030-01-01T02:00:00Z');
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(t.db, 'unit:burst', 5, 60, now)));
    expect(results.filter((over) => !over)).toHaveLength(5);
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'unit:burst'));
    expect(row?.count).toBe(20);
  });

  it('drops a key’s past windows when a new one starts', async () => {
    await hitRateLimit(t.db, 'unit:old', 5, 60, at('2030-01-01T03:00:00Z'));
    await hitRateLimit(t.db, 'unit:old', 5, 60, at('2030-01-01T03:05:00Z'));
    const rows = await t.db.select({ n: count() }).from(rateLimits).where(eq(rateLimits.key, 'unit:old'));
    expect(rows[0]!.n).toBe(1);
  });
  it('gives a hit back on refund, never below zero', async () => {
    const now = at('2030-01-01T04:00:00Z');
    await hitRateLimit(t.db, 'unit:refund', 1, 60, now);
    await refundRateLimit(t.db, 'unit:refund', 60, now);
    await refundRateLimit(t.db, 'unit:refund', 60, now);
    expect(await hitRateLimit(t.db, 'unit:refund', 1, 60, now)).toBe(false);
    expect(await hitRateLimit(t.db, 'unit:refund', 1, 60, now)).toBe(true);
  });
});

describe('rateLimit middleware', () => {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  app.post('/form', rateLimit({ name: 'form', limit: 2, windowSeconds: 3600, key: clientIp }), (c) => c.json({ ok: true }));
  const send = (ip?: string) => app.request('/form', { method: 'POST', headers: ip ? { 'cf-connecting-ip': ip } : {} });

  it('answers 429 with a message and Retry-After once an address is over the limit', async () => {
    expect((await send('198.51.100.1')).status).toBe(200);
    expect((await send('198.51.100.1')).status).toBe(200);
    const limited = await send('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBeTruthy();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('198.51.100.2')).status).toBe(200);
  });

  it('keys requests without an address as "unknown"', async () => {
    await send();
    await send();
    expect((await send()).status).toBe(429);
    // the refused request is given back: the counter holds only what was let through
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'form:unknown'));
    expect(row?.count).toBe(2);
  });

  it('follows the app clock into the next window', async () => {
    clock.current = new Date(clock.current.getTime() + 3600_000);
    expect((await send('198.51.100.1')).status).toBe(200);
  });
});
