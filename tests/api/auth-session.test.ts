import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { admins, news, sessions } from '@db/schema';
import { hashPassword } from '@platform/auth/password';
import { createSession } from '@platform/auth/sessions';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

const clock = { current: new Date(), now: () => clock.current };
const advanceMinutes = (minutes: number) => (clock.current = new Date(clock.current.getTime() + minutes * 60_000));
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { cookie } : {} });
const post = (path: string, cookie?: string, body?: unknown) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('GET /api/mm/auth and /api/mm/get/account', () => {
  it('answer 401 with a message without a session', async () => {
    for (const path of ['/api/mm/auth', '/api/mm/get/account']) {
      const res = await get(path);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('answer 401 for a made-up cookie', async () => {
    expect((await get('/api/mm/auth', 'session=made-up-token')).status).toBe(401);
  });

  it('answer { auth: true } and the account with a session', async () => {
    const { cookie, adminId } = await signIn(t, 3);
    await t.db.update(admins).set({ first_name: 'Туяа', last_name: 'Дорж', position: 'Нягтлан' }).where(eq(admins.id, adminId));
    const auth = await get('/api/mm/auth', cookie);
    expect(auth.status).toBe(200);
    expect(await auth.json()).toEqual({ auth: true });
    const account = await get('/api/mm/get/account', cookie);
    expect(account.status).toBe(200);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, adminId));
    expect(await account.json()).toEqual({
      account: { first_name: 'Туяа', last_name: 'Дорж', position: 'Нягтлан', email: row!.email, account_role: 3 },
    });
  });
});

describe('POST /api/mm/auth/logout', () => {
  it('deletes the session and clears the cookie; the old cookie is then refused', async () => {
    const { cookie, adminId } = await signIn(t, 2);
    expect((await get('/api/mm/auth', cookie)).status).toBe(200);
    const res = await post('/api/mm/auth/logout', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
    expect((await t.db.select({ n: count() }).from(sessions).where(eq(sessions.admin_id, adminId)))[0]!.n).toBe(0);
    expect((await get('/api/mm/auth', cookie)).status).toBe(401);
    expect((await get('/api/mm/get/account', cookie)).status).toBe(401);
  });

  it('answers 200 without a session too', async () => {
    expect((await post('/api/mm/auth/logout')).status).toBe(200);
  });
});

describe('session lifetime (fake clock)', () => {
  it('ends after the idle limit without requests', async () => {
    const { cookie } = await signIn(t, 2);
    advanceMinutes(t.deps.config.sessionIdleMinutes - 5);
    expect((await get('/api/mm/auth', cookie)).status).toBe(200);
    advanceMinutes(t.deps.config.sessionIdleMinutes + 1);
    expect((await get('/api/mm/auth', cookie)).status).toBe(401);
  });

  it('ends at the absolute limit even when used all along', async () => {
    const { cookie } = await signIn(t, 2);
    const step = t.deps.config.sessionIdleMinutes - 10;
    let elapsed = 0;
    while (elapsed + step < t.deps.config.sessionAbsoluteHours * 60) {
      advanceMinutes(step);
      elapsed += step;
      expect((await get('/api/mm/auth', cookie)).status).toBe(200);
    }
    advanceMinutes(t.deps.config.sessionAbsoluteHours * 60 - elapsed + 1);
    expect((await get('/api/mm/auth', cookie)).status).toBe(401);
  });

  it('a new sign-in sweeps the account’s dead sessions and keeps live ones', async () => {
    const { adminId } = await signIn(t, 2);
    advanceMinutes(t.deps.config.sessionIdleMinutes + 1);
    const live = await createSession(t.db, adminId, t.deps.config, clock.now());
    await createSession(t.db, adminId, t.deps.config, clock.now());
    const rows = await t.db.select().from(sessions).where(eq(sessions.admin_id, adminId));
    expect(rows).toHaveLength(2);
    expect((await get('/api/mm/auth', `session=${live}`)).status).toBe(200);
  });
});

describe('account changes apply to the next request', () => {
  it('a disabled account gets 401', async () => {
    const { cookie, adminId } = await signIn(t, 2);
    await t.db.update(admins).set({ active: false }).where(eq(admins.id, adminId));
    expect((await get('/api/mm/auth', cookie)).status).toBe(401);
    expect((await get('/api/mm/get/account', cookie)).status).toBe(401);
  });

  it('a user (role 3) is refused news writes with 403 and nothing is stored; no cookie gives 401', async () => {
    const { cookie, adminId } = await signIn(t, 2);
    await t.db.update(admins).set({ account_role: 3 }).where(eq(admins.id, adminId));
    const newsCount = async () => (await t.db.select({ n: count() }).from(news))[0]!.n;
    const before = await newsCount();
    const body = { title: 'x', text: 'x', category: 1 };
    const demoted = await post('/api/mm/insert/news', cookie, body);
    expect(demoted.status).toBe(403);
    expect(((await demoted.json()) as { message: string }).message).toBeTruthy();
    expect((await post('/api/mm/insert/news', undefined, body)).status).toBe(401);
    expect(await newsCount()).toBe(before);
    // still signed in: reading is allowed
    expect((await get('/api/mm/get/account', cookie)).status).toBe(200);
  });
});

describe('sign-in tokens', () => {
  it('are new at every login, and a login ends the session the browser brought along', async () => {
    await t.db.insert(admins).values({ first_name: 'Two', email: 'two@mining.mn', password_hash: await hashPassword('two-logins', 1000) });
    const login = (cookie?: string) => post('/api/mm/auth/login', cookie, { email: 'two@mining.mn', password: 'two-logins' });
    const first = (await login()).headers.get('set-cookie')!.split(';')[0]!;
    const second = (await login(first)).headers.get('set-cookie')!.split(';')[0]!;
    expect(first).toMatch(/^session=.{43}$/);
    expect(second).not.toBe(first);
    expect((await get('/api/mm/auth', first)).status).toBe(401);
    expect((await get('/api/mm/auth', second)).status).toBe(200);
  });
});
