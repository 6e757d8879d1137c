import { Hono } from 'hono';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingUsers, memberCompanies, outbox, rateLimits } from '@db/schema';
import { clientIp, hitRateLimit, rateLimit, refundRateLimit } from '@api/middleware/rate-limit';
import type { AppEnv } from '@api/types';
import { onError } from '@api/errors';
import { CODE_REQUEST_LIMIT, CODE_REQUESTS_PER_IP, WRONG_CODES_PER_IP } from '@api/code-sign-in';
import { MAX_CODE_ATTEMPTS } from '@api/verification-codes';
import { waitMessage } from '@i18n/errors-text';
import { createTestApp } from '../helpers/app';
import { cookieOf, json, lastCodeFor, type TestApp } from './assessment-fixtures';

/**
 * Issue 15, item 5: limits that stop abuse without locking out the neighbours. Code requests and
 * forms are limited per e-mail first, per address only by a far higher ceiling; only what a rule is
 * meant to stop counts (code requests, wrong codes, valid submissions), never a refused request; the
 * 429 says how long to wait in the request's language.
 */

let t: TestApp;
// 08:10 UTC: the hour's window ends in 50 minutes
const clock = { current: new Date('2026-03-01T08:10:00Z'), now: () => clock.current };
const OFFICE = { 'cf-connecting-ip': '203.0.113.10' };
let ip = 0;
const elsewhere = () => ({ 'cf-connecting-ip': `198.51.100.${++ip}` });

type Person = { id: number; email: string };
let staff: Person[];
let members: Person[];

const meetingLogin = (body: Record<string, unknown>, headers: Record<string, string>) =>
  t.request('/api/yp/auth/login', json(body, headers));
const checkEmail = (email: string, headers: Record<string, string>, lang = 'mn') =>
  t.request(`/api/mm/check/email?email=${encodeURIComponent(email)}&lang=${lang}`, { headers });
const verify = (id: number, code: string, headers: Record<string, string>) => t.request('/api/mm/verify/code', json({ id, code }, headers));
const mails = async () => (await t.db.select({ n: count() }).from(outbox))[0].n;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** A 429 that says in `lang` how long to wait, matching its Retry-After. */
async function expectWait(res: Response, lang: 'mn' | 'en') {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBe(50 * 60);
  const body = (await res.json()) as { message: string; retry_after: number };
  expect(body.message).toBe(waitMessage(lang, retryAfter));
  expect(body.message).toContain('50');
  expect(body.retry_after).toBe(retryAfter);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.db
    .insert(meetingUsers)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Оюу Толгой ажилтан ${i}`,
        name_en: `Oyu Tolgoi staff ${i}`,
        email: `staff${i}@ot.mn`,
        user_type: 'Exhibitor' as const,
      })),
    )
    .returning({ id: meetingUsers.id, email: meetingUsers.email });
  members = await t.db
    .insert(memberCompanies)
    .values(Array.from({ length: 20 }, (_, i) => ({ name: `Гишүүн ${i} ХХК`, email: `info@member${i}.mn`, logo: `/files/logo-${i}.png` })))
    .returning({ id: memberCompanies.id, email: memberCompanies.email });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('abuse is still refused', () => {
  it('one address asking codes for many e-mails gets 429 past the per-address ceiling, and no more mail', async () => {
    for (let i = 0; i < CODE_REQUESTS_PER_IP; i++) expect((await meetingLogin({ email: `guess${i}@x.mn` }, OFFICE)).status).toBe(200);
    const before = await mails();
    await expectWait(await meetingLogin({ email: staff[0].email }, OFFICE), 'mn');
    await expectWait(await meetingLogin({ email: staff[0].email, lang: 'en' }, OFFICE), 'en');
    expect(await mails()).toBe(before);
    // another address is not held back
    expect((await meetingLogin({ email: staff[0].email }, elsewhere())).status).toBe(200);
  });

  it('one e-mail from many addresses gets 429 at its 6th code request, in the language asked', async () => {
    for (let i = 0; i < CODE_REQUEST_LIMIT; i++) expect((await checkEmail(members[0].email, elsewhere())).status).toBe(200);
    await expectWait(await checkEmail(members[0].email, elsewhere()), 'mn');
    await expectWait(await checkEmail(members[0].email, elsewhere(), 'en'), 'en');
    for (let i = 0; i < CODE_REQUEST_LIMIT; i++) expect((await meetingLogin({ email: staff[1].email }, elsewhere())).status).toBe(200);
    await expectWait(await meetingLogin({ email: staff[1].email, lang: 'en' }, elsewhere()), 'en');
  });

  it('one address guessing codes across many accounts gets 429 past the wrong-code ceiling, even with a right code', async () => {
    const guesser = { 'cf-connecting-ip': '192.0.2.99' };
    let wrongs = 0;
    for (const m of members) {
      expect((await checkEmail(m.email, elsewhere())).status).toBe(200);
      const code = await lastCodeFor(t, m.email);
      for (let k = 0; k < MAX_CODE_ATTEMPTS - 1 && wrongs < WRONG_CODES_PER_IP; k++, wrongs++)
        expect((await verify(m.id, wrong(code), guesser)).status).toBe(400);
      if (wrongs === WRONG_CODES_PER_IP) {
        const refused = await verify(m.id, code, guesser);
        await expectWait(refused, 'mn');
        expect(refused.headers.get('set-cookie')).toBeNull();
        // the member's own address still gets in with the right code
        expect((await verify(m.id, code, elsewhere())).status).toBe(200);
        return;
      }
    }
    throw new Error('the wrong-code ceiling was never reached');
  });

  it('a public form is limited per e-mail from any address, in the language asked', async () => {
    const request = (headers: Record<string, string>, lang = 'mn') =>
      t.request(
        '/api/mm/insert/office-request',
        json(
          { name: 'Б.Бат', email: 'bat@office.mn', phone_number: '+976 9911-2233', business_type: 'Өрөмдлөг', member_request: true, lang },
          headers,
        ),
      );
    for (let i = 0; i < 5; i++) expect((await request(elsewhere())).status).toBe(200);
    await expectWait(await request(elsewhere()), 'mn');
    await expectWait(await request(elsewhere(), 'en'), 'en');
  });
});

describe('neighbours behind one office address', () => {
  it('20 colleagues each ask a code and sign in; one colleague’s wrong tries lock nobody else', async () => {
    const signIn = async (p: Person) => {
      expect((await meetingLogin({ email: p.email }, OFFICE)).status).toBe(200);
      const res = await meetingLogin({ email: p.email, code: await lastCodeFor(t, p.email) }, OFFICE);
      expect(res.status, p.email).toBe(200);
      expect(cookieOf(res, 'meeting_session')).not.toBe('');
    };
    for (const p of staff) await signIn(p);

    // one colleague mistypes every code they get, until their own e-mail is refused more codes
    const clumsy = staff[0];
    for (let round = 0; round < CODE_REQUEST_LIMIT - 1; round++) {
      expect((await meetingLogin({ email: clumsy.email }, OFFICE)).status).toBe(200);
      const code = await lastCodeFor(t, clumsy.email);
      for (let k = 0; k < MAX_CODE_ATTEMPTS; k++)
        expect((await meetingLogin({ email: clumsy.email, code: wrong(code) }, OFFICE)).status).toBe(400);
    }
    await expectWait(await meetingLogin({ email: clumsy.email }, OFFICE), 'mn');
    await expectWait(await meetingLogin({ email: clumsy.email }, OFFICE), 'mn');

    // the refusals were given back: the office's counter holds only the codes actually requested
    const [office] = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'meeting-code-ip:203.0.113.10'));
    expect(office.count).toBe(staff.length + CODE_REQUEST_LIMIT - 1);

    // everyone else signs in again from the same address
    for (const p of staff.slice(1)) await signIn(p);
  }, 60_000);

  it('20 member companies behind one address each check their e-mail and verify their code', async () => {
    for (const m of members) {
      expect((await checkEmail(m.email, OFFICE)).status).toBe(200);
      const code = await lastCodeFor(t, m.email);
      // a typo first: a wrong try is counted, the right code after it is not
      expect((await verify(m.id, wrong(code), OFFICE)).status).toBe(400);
      const res = await verify(m.id, code, OFFICE);
      expect(res.status, m.email).toBe(200);
      expect(cookieOf(res)).not.toBe('');
    }
    const [wrongs] = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'member-code-wrong-ip:203.0.113.10'));
    expect(wrongs.count).toBe(members.length);
  }, 60_000);

  it('invalid submissions use up no allowance', async () => {
    for (let i = 0; i < 20; i++) expect((await meetingLogin({ email: 'not-an-address' }, OFFICE)).status).toBe(400);
    for (let i = 0; i < 20; i++)
      expect((await t.request('/api/mm/insert/office-request', json({ email: 'bat@office.mn' }, OFFICE))).status).toBe(400);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });
});

/** The store and the middleware alone, on an app of their own (its clock moves on by an hour). */
let u: TestApp;
const unitClock = { current: new Date('2030-01-01T00:00:00Z'), now: () => unitClock.current };
beforeAll(async () => {
  u = await createTestApp({ clock: unitClock });
});
afterAll(() => u.close());

const at = (iso: string) => new Date(iso);

describe('hitRateLimit (fixed window)', () => {
  it('allows `limit` hits per window, refuses the next, and starts again in the next window', async () => {
    const results: boolean[] = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(u.db, 'unit:a', 3, 60, at('2030-01-01T00:00:10Z')));
    expect(results).toEqual([false, false, false, true]);
    expect(await hitRateLimit(u.db, 'unit:a', 3, 60, at('2030-01-01T00:00:59Z'))).toBe(true);
    expect(await hitRateLimit(u.db, 'unit:a', 3, 60, at('2030-01-01T00:01:00Z'))).toBe(false);
  });

  it('counts each key on its own', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(u.db, 'unit:b', 3, 60, at('2030-01-01T00:00:00Z'));
    expect(await hitRateLimit(u.db, 'unit:b', 3, 60, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(await hitRateLimit(u.db, 'unit:c', 3, 60, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts concurrent hits exactly', async () => {
    const now = at('2030-01-01T02:00:00Z');
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(u.db, 'unit:burst', 5, 60, now)));
    expect(results.filter((over) => !over)).toHaveLength(5);
    const [row] = await u.db.select().from(rateLimits).where(eq(rateLimits.key, 'unit:burst'));
    expect(row?.count).toBe(20);
  });

  it('drops a key’s past windows when a new one starts', async () => {
    await hitRateLimit(u.db, 'unit:old', 5, 60, at('2030-01-01T03:00:00Z'));
    await hitRateLimit(u.db, 'unit:old', 5, 60, at('2030-01-01T03:05:00Z'));
    const rows = await u.db.select({ n: count() }).from(rateLimits).where(eq(rateLimits.key, 'unit:old'));
    expect(rows[0]!.n).toBe(1);
  });
  it('gives a hit back on refund, never below zero', async () => {
    const now = at('2030-01-01T04:00:00Z');
    await hitRateLimit(u.db, 'unit:refund', 1, 60, now);
    await refundRateLimit(u.db, 'unit:refund', 60, now);
    await refundRateLimit(u.db, 'unit:refund', 60, now);
    expect(await hitRateLimit(u.db, 'unit:refund', 1, 60, now)).toBe(false);
    expect(await hitRateLimit(u.db, 'unit:refund', 1, 60, now)).toBe(true);
  });
});

describe('rateLimit middleware', () => {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', async (c, next) => {
    c.set('deps', u.deps);
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
    const [row] = await u.db.select().from(rateLimits).where(eq(rateLimits.key, 'form:unknown'));
    expect(row?.count).toBe(2);
  });

  it('follows the app clock into the next window', async () => {
    unitClock.current = new Date(unitClock.current.getTime() + 3600_000);
    expect((await send('198.51.100.1')).status).toBe(200);
  });
});
