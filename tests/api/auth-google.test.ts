import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { admins, sessions } from '@db/schema';
import { createApp } from '@api/app';
import { sha256Hex } from '@platform/auth/sessions';
import { createTestApp, testConfig, TEST_ORIGIN } from '../helpers/app';
import { startJwksServer } from '../helpers/jwks';

let jwks: Awaited<ReturnType<typeof startJwksServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let adminId: number;

beforeAll(async () => {
  jwks = await startJwksServer();
  t = await createTestApp({ config: { ...testConfig, googleJwksUrl: jwks.url } });
  const [row] = await t.db
    .insert(admins)
    .values({
      first_name: 'Болд',
      last_name: 'Бат',
      email: 'bold@mining.mn',
      position: 'Захирал',
      account_role: 2,
      password_hash: 'pbkdf2$1000$x$y',
    })
    .returning();
  adminId = row!.id;
  await t.db.insert(admins).values({ first_name: 'Idle', email: 'disabled@mining.mn', active: false });
});
afterAll(async () => {
  await t.close();
  await jwks.close();
});

const signInWith = (idToken: unknown, app = t.app) =>
  app.request('/api/mm/auth/google', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;
const tokenOf = (setCookie: string) => /^(?:__Host-)?session=([^;]+)/.exec(setCookie)![1]!;

async function expectRefused(idToken: unknown) {
  const before = await sessionCount();
  const res = await signInWith(idToken);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: 'Нэвтрэх эрхгүй байна' });
  expect(res.headers.get('set-cookie')).toBeNull();
  expect(await sessionCount()).toBe(before);
}

describe('POST /api/mm/auth/google: a valid ID token', () => {
  it('opens a session and answers the account without its password hash', async () => {
    const res = await signInWith(await jwks.signIdToken({ email: 'bold@mining.mn' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      account: { id: adminId, first_name: 'Болд', last_name: 'Бат', email: 'bold@mining.mn', position: 'Захирал', account_role: 2 },
    });
    const cookie = res.headers.get('set-cookie')!;
    const token = tokenOf(cookie);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, await sha256Hex(token)));
    expect(row?.admin_id).toBe(adminId);
  });

  it('sets an HttpOnly, SameSite, Path=/ cookie with no Domain (no Secure over plain http)', async () => {
    const cookie = (await signInWith(await jwks.signIdToken({ email: 'bold@mining.mn' }))).headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('over https names the cookie __Host-session and marks it Secure', async () => {
    const secureApp = createApp({ ...t.deps, config: { ...t.deps.config, secureCookies: true } });
    const res = await signInWith(await jwks.signIdToken({ email: 'bold@mining.mn' }), secureApp);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    const check = await secureApp.request('/api/mm/auth', { headers: { cookie: `__Host-session=${tokenOf(cookie)}` } });
    expect(check.status).toBe(200);
  });

  it('matches the account e-mail whatever its case', async () => {
    const res = await signInWith(await jwks.signIdToken({ email: 'Bold@Mining.MN' }));
    expect(res.status).toBe(200);
  });

  it('gives a new token at every sign-in', async () => {
    const first = tokenOf((await signInWith(await jwks.signIdToken({ email: 'bold@mining.mn' }))).headers.get('set-cookie')!);
    const second = tokenOf((await signInWith(await jwks.signIdToken({ email: 'bold@mining.mn' }))).headers.get('set-cookie')!);
    expect(first).not.toBe(second);
  });

  it('fetched the key set once for all these sign-ins', () => {
    expect(jwks.hits()).toBe(1);
  });
});

describe('POST /api/mm/auth/google: refused tokens (401, no session, no cookie)', () => {
  const email = 'bold@mining.mn';
  it('wrong audience', async () =>
    expectRefused(await jwks.signIdToken({ email }, { audience: 'other-client.apps.googleusercontent.com' })));
  it('wrong issuer', async () => expectRefused(await jwks.signIdToken({ email }, { issuer: 'https://evil.example' })));
  it('expired', async () => expectRefused(await jwks.signIdToken({ email }, { expiresIn: -600 })));
  it('email_verified false', async () => expectRefused(await jwks.signIdToken({ email, email_verified: false })));
  it('email_verified as the string "true"', async () => expectRefused(await jwks.signIdToken({ email, email_verified: 'true' })));
  it('no email claim', async () => expectRefused(await jwks.signIdToken({})));
  it('unknown e-mail', async () => expectRefused(await jwks.signIdToken({ email: 'stranger@gmail.com' })));
  it('inactive account', async () => expectRefused(await jwks.signIdToken({ email: 'disabled@mining.mn' })));
  it('a malformed token', async () => expectRefused('not.a.jwt'));

  it('alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = new UnsecuredJWT({ email, email_verified: true })
      .setIssuer('https://accounts.google.com')
      .setAudience(testConfig.googleClientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .encode();
    await expectRefused(token);
  });

  it('HS256 signed with a shared secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(testConfig.googleClientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('a-shared-secret-of-at-least-32-bytes!!'));
    await expectRefused(token);
  });

  it('signed by another RSA key under the published kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused(await jwks.signIdToken({ email }, { key: privateKey }));
  });

  it('answers 400 without an idToken and 415 for a non-JSON body, opening no session', async () => {
    const before = await sessionCount();
    const missing = await t.request('/api/mm/auth/google', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(400);
    expect((await missing.json()) as object).toMatchObject({ field: 'idToken' });
    const plain = await t.request('/api/mm/auth/google', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(plain.status).toBe(415);
    expect(await sessionCount()).toBe(before);
  });
});
