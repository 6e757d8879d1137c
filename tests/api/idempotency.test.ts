import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, officeRequests, rateLimits } from '@db/schema';
import { createApp } from '@api/app';
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS, idempotentScope } from '@api/middleware/idempotency';
import { OFFICE_REQUEST_RATE } from '@api/mm/requests/routes';
import { IDEMPOTENCY_MESSAGES as M } from '@shared/idempotency';
import { OFFICE_REQUEST_MESSAGES } from '@shared/requests';
import type { Deps } from '@platform/ports';
import { createTestApp } from '../helpers/app';
import { en as enText, mn as mnText } from '../helpers/messages';

/**
 * SECURITY 25: the same `Idempotency-Key` sent twice stores one row. The middleware's rules on the
 * office request (sequential and simultaneous repeats, another body, a bad key, a failed first call,
 * a stale or expired claim); idempotency-routes.test.ts checks every public create wears it. On
 * Postgres (DATABASE_URL) the 20 duplicates really run at once over a pool of 10 connections.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 0;
const clock = { current: new Date('2026-05-01T02:00:00Z'), now: () => clock.current };

const VALID = {
  name: 'Б.Анхбаяр',
  email: 'anhbayar@gobi-drilling.mn',
  phone_number: '+976 9911-2233',
  business_type: 'Өрөмдлөг',
  member_request: true,
  codex_request: false,
  meeting_request: false,
};
const send = (body: unknown, key?: string, opts: { ip?: string; query?: string } = {}) =>
  t.request(`/api/mm/insert/office-request${opts.query ?? ''}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': opts.ip ?? `10.9.0.${++ip}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  });
const rows = async () => (await t.db.select({ n: count() }).from(officeRequests))[0].n;
const keys = () => t.db.select().from(idempotencyKeys);

beforeAll(async () => {
  t = await createTestApp({ clock });
});
beforeEach(async () => {
  await t.db.delete(officeRequests);
  await t.db.delete(idempotencyKeys);
  await t.db.delete(rateLimits);
});
afterAll(() => t.close());

describe('Idempotency-Key on a public create', () => {
  it('the same key twice: one row, the same answer, the repeat marked as replayed', async () => {
    const key = crypto.randomUUID();
    const first = await send(VALID, key);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send(VALID, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await rows()).toBe(1);
    expect(await keys()).toMatchObject([
      { scope: 'office-request', key, status: 200, response: { message: mnText(OFFICE_REQUEST_MESSAGES.sent) } },
    ]);
  });

  it('20 simultaneous duplicates: exactly one row; the rest replay it or are told it is still running', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(VALID, key)));
    expect(await rows()).toBe(1);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) {
      const body = await a.json();
      if (a.status === 200) expect(body).toEqual({ message: mnText(OFFICE_REQUEST_MESSAGES.sent) });
      else expect([body.message, a.headers.get('retry-after')]).toEqual([mnText(M.inProgress), '1']);
    }
    // the running ones come back once the first has finished: a replay, still one row
    const late = await send(VALID, key);
    expect([late.status, late.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await rows()).toBe(1);
    console.info(`20 duplicates at once: ${statuses.filter((s) => s === 409).length} told "still running", the rest 200`);
  });

  it('5 simultaneous submits with their own keys are 5 submissions (the key, not the body, names one)', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => send(VALID, crypto.randomUUID(), { ip: `10.8.0.${i}` })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows()).toBe(5);
  });

  it('the same key with another body: 422 in the request language, nothing stored', async () => {
    const key = crypto.randomUUID();
    expect((await send(VALID, key)).status).toBe(200);
    const other = await send({ ...VALID, name: 'Өөр хүн', lang: 'en' }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ message: enText(M.reused), field: 'Idempotency-Key' });
    expect(await rows()).toBe(1);
    expect((await t.db.select().from(officeRequests))[0].name).toBe(VALID.name);
    // the query is part of the request too
    expect((await send(VALID, key, { query: '?lang=en' })).status).toBe(422);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(129)],
    ['a space', 'abcdefgh ijklmnop'],
    ['a slash', 'abcdefgh/ijklmnop'],
    ['empty', ''],
  ])('a bad key (%s): 400 with a message, nothing stored', async (_, key) => {
    const res = await send(VALID, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: mnText(M.badKey), field: 'Idempotency-Key' });
    expect(await rows()).toBe(0);
    expect(await keys()).toEqual([]);
    const en = await send({ ...VALID, lang: 'en' }, key);
    expect(await en.json()).toMatchObject({ message: enText(M.badKey) });
  });

  it('accepts a UUID and 16–128 safe characters of another format', async () => {
    for (const key of ['0123456789abcdef', 'order:2026-05-01_17.a', 'K'.repeat(128)]) expect((await send(VALID, key)).status).toBe(200);
    expect(await rows()).toBe(3);
  });

  it('a first call refused (400) releases the key: the corrected retry with the same key is stored', async () => {
    const key = crypto.randomUUID();
    const bad = await send({ ...VALID, email: 'not-an-email' }, key);
    expect(bad.status).toBe(400);
    expect(await keys()).toEqual([]);
    const fixed = await send(VALID, key);
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await rows()).toBe(1);
  });

  it('a first call rate limited (429) releases the key; repeats of a stored answer do not count towards the limit', async () => {
    const where = '10.7.7.7';
    const key = crypto.randomUUID();
    expect((await send(VALID, key, { ip: where })).status).toBe(200);
    for (let i = 0; i < OFFICE_REQUEST_RATE.perEmail + 2; i++) expect((await send(VALID, key, { ip: where })).status).toBe(200);
    for (let i = 1; i < OFFICE_REQUEST_RATE.perEmail; i++) expect((await send(VALID, crypto.randomUUID(), { ip: where })).status).toBe(200);
    const refused = crypto.randomUUID();
    expect((await send(VALID, refused, { ip: where })).status).toBe(429);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, refused))).toEqual([]);
    expect(await rows()).toBe(OFFICE_REQUEST_RATE.perEmail);
  });

  it('without the header the route works as before: two sends, two rows', async () => {
    expect((await send(VALID)).status).toBe(200);
    expect((await send(VALID)).status).toBe(200);
    expect(await rows()).toBe(2);
    expect(await keys()).toEqual([]);
  });

  it('a claim still running is 409 with Retry-After; one left by a dead process is taken over once stale', async () => {
    const key = crypto.randomUUID();
    // the first send's claim, as a process that died mid-call would leave it (the hash of this very body)
    expect((await send(VALID, key)).status).toBe(200);
    await t.db.update(idempotencyKeys).set({ status: null, response: null, created_at: clock.current });
    await t.db.delete(officeRequests);
    const running = await send(VALID, key);
    expect([running.status, running.headers.get('retry-after'), (await running.json()).message]).toEqual([409, '1', mnText(M.inProgress)]);
    expect(await rows()).toBe(0);
    await t.db.update(idempotencyKeys).set({ created_at: new Date(clock.current.getTime() - IDEMPOTENCY_STALE_MS - 1) });
    const retried = await send(VALID, key);
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(await rows()).toBe(1);
    expect(await keys()).toMatchObject([{ key, status: 200, created_at: clock.current }]);
  });

  it('keys expire after a day: old rows are purged by the next claim, and the key may be used again', async () => {
    const key = crypto.randomUUID();
    expect((await send(VALID, key)).status).toBe(200);
    await t.db.insert(idempotencyKeys).values(
      Array.from({ length: 50 }, (_, i) => ({
        scope: 'office-request',
        key: `expired-key-${String(i).padStart(6, '0')}`,
        request_hash: 'x',
        status: 200,
        response: {},
        created_at: new Date(clock.current.getTime() - IDEMPOTENCY_TTL_MS - 1000),
      })),
    );
    const later = clock.current;
    clock.current = new Date(later.getTime() + IDEMPOTENCY_TTL_MS + 1000);
    try {
      const again = await send(VALID, key);
      expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect((await keys()).map((k) => k.key)).toEqual([key]);
      expect(await rows()).toBe(2);
    } finally {
      clock.current = later;
    }
  });

  it('is declared on every public create, and on nothing else', () => {
    const scopes = new Map<string, string>();
    for (const r of createApp({} as Deps).routes) {
      const scope = idempotentScope(r.handler);
      if (scope) scopes.set(`${r.method} ${r.path.replace(/^\/api/, '')}`, scope);
    }
    expect(Object.fromEntries(scopes)).toEqual({
      'POST /mm/insert/office-request': 'office-request',
      'POST /mm/insert/answer': 'self-assessment',
      'POST /mw/insert/registration': 'event-registration',
      'POST /yp/insert/yellow-registration': 'directory-company',
      'POST /yp/insert/yellow-consultant': 'directory-consultant',
      'POST /yp/insert/company-message': 'directory-contact',
      'POST /yp/insert/meeting': 'meeting',
    });
  });
});
