import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { admins, sessions } from '@db/schema';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '@platform/auth/password';
import { createTestApp } from '../helpers/app';
import { LOGIN_LIMITS } from '@api/mm/auth/login-limit';

const clock = { current: new Date(), now: () => clock.current };
let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.db.insert(admins).values([
    { first_name: 'Сараа', email: 'saraa@mining.mn', account_role: 1, password_hash: await hashPassword('correct horse battery') },
    // a low count keeps the many attempts below fast; the count is read from each hash
    { first_name: 'Fast', email: 'fast@mining.mn', password_hash: await hashPassword('fast-password', 1000) },
    { first_name: 'Gone', email: 'gone@mining.mn', active: false, password_hash: await hashPassword('gone-password', 1000) },
    { first_name: 'Google', email: 'google-only@mining.mn' },
    { first_name: 'Often', email: 'often@mining.mn', password_hash: await hashPassword('often-password', 1000) },
  ]);
  const guessHash = await hashPassword('never guessed', 1000);
  await t.db
    .insert(admins)
    .values(Array.from({ length: 10 }, (_, i) => ({ first_name: 'Guess', email: `guess-${i}@mining.mn`, password_hash: guessHash })));
});
afterAll(() => t.close());

/** Each call comes from its own address unless told, so only the limit under test is reached. */
const login = (body: unknown, fromIp = `10.0.0.${++ip}`) =>
  t.request('/api/mm/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': fromIp },
    body: JSON.stringify(body),
  });
const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;

describe('password hashes', () => {
  it('are PBKDF2 with the OWASP count, a 16-byte salt and a 32-byte hash', async () => {
    const hash = await hashPassword('secret');
    expect(hash).toMatch(new RegExp(`^pbkdf2\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/]{22}==\\$[A-Za-z0-9+/]{43}=$`));
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(await hashPassword('secret', 1000)).not.toBe(await hashPassword('secret', 1000));
  });

  it('verify the right password only, with the count stored in the hash', async () => {
    const hash = await hashPassword('secret', 2000);
    expect(await verifyPassword('secret', hash)).toBe(true);
    expect(await verifyPassword('Secret', hash)).toBe(false);
    expect(await verifyPassword('secret', hash.replace('2000', '2001'))).toBe(false);
  });

  it('refuse malformed or out-of-range hashes', async () => {
    for (const bad of ['', 'pbkdf2$abc$x$y', 'bcrypt$10$x$y', 'pbkdf2$10$AAAA$AAAA', 'pbkdf2$99999999$AAAA$AAAA', 'pbkdf2$1000$!!$??']) {
      expect(await verifyPassword('secret', bad)).toBe(false);
    }
  });
});

describe('POST /api/mm/auth/login', () => {
  it('signs in with the right password: account, cookie and a session row', async () => {
    const res = await login({ email: ' Saraa@Mining.mn ', password: 'correct horse battery' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { account: Record<string, unknown> };
    expect(body.account).toMatchObject({ first_name: 'Сараа', email: 'saraa@mining.mn', account_role: 1 });
    expect(Object.keys(body.account).sort()).toEqual(['account_role', 'email', 'first_name', 'id', 'last_name', 'position']);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(await sessionCount()).toBe(1);
  });

  it('answers wrong password, unknown e-mail, disabled and Google-only accounts identically', async () => {
    const before = await sessionCount();
    const attempts = [
      { email: 'saraa@mining.mn', password: 'wrong' },
      { email: 'nobody@mining.mn', password: 'whatever' },
      { email: 'gone@mining.mn', password: 'gone-password' },
      { email: 'google-only@mining.mn', password: 'anything' },
    ];
    for (const attempt of attempts) {
      const res = await login(attempt);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'И-мэйл эсвэл нууц үг буруу байна' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses invalid input with 400 or 415 and opens no session', async () => {
    const before = await sessionCount();
    const noPassword = await login({ email: 'saraa@mining.mn' });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ field: 'password', message: 'Нууц үгээ оруулна уу' });
    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ field: 'email' });
    const plain = await t.request('/api/mm/auth/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(plain.status).toBe(415);
    expect(await sessionCount()).toBe(before);
  });

  it('allows 10 attempts per e-mail in 15 minutes, then 429 even with the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await login({ email: 'fast@mining.mn', password: 'nope' })).status).toBe(401);
    const before = await sessionCount();
    const limited = await login({ email: 'FAST@mining.mn', password: 'fast-password' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBeTruthy();
    expect(limited.headers.get('set-cookie')).toBeNull();
    expect(await sessionCount()).toBe(before);

    clock.current = new Date(clock.current.getTime() + 15 * 60_000);
    expect((await login({ email: 'fast@mining.mn', password: 'fast-password' })).status).toBe(200);
  });

  // per address the ceiling is higher than per e-mail (issue 15: the staff share an office address)
  it('allows LOGIN_LIMITS.perIp attempts per address in 15 minutes, whatever the e-mails', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++)
      expect((await login({ email: `guess-${i}@mining.mn`, password: 'x' }, '192.0.2.7')).status).toBe(401);
    const limited = await login({ email: 'saraa@mining.mn', password: 'correct horse battery' }, '192.0.2.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('set-cookie')).toBeNull();
    const elsewhere = await login({ email: 'saraa@mining.mn', password: 'correct horse battery' }, '192.0.2.8');
    expect(elsewhere.status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 12; i++)
      expect((await login({ email: 'often@mining.mn', password: 'often-password' }, '192.0.2.50')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login({ email: 'often@mining.mn', password: 'wrong' }, '192.0.2.50')).status).toBe(401);
    expect((await login({ email: 'often@mining.mn', password: 'often-password' }, '192.0.2.50')).status).toBe(429);
  });
});
