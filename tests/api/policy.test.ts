import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { onError } from '../../src/api/errors';
import { enforcePolicy } from '../../src/api/middleware/auth';
import { policy, ROLES_FOR } from '../../src/api/policy';
import type { AppEnv } from '../../src/api/types';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

/** Routes of the root app that no site policy covers. */
const ROOT_ROUTES = new Set(['GET /health']);
const ROLES = [3, 1, 2] as const;

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookies.set(role, (await signIn(t, role)).cookie);
});
afterAll(() => t.close());

function call(key: string, cookie?: string) {
  const [method, path] = key.split(' ') as [string, string];
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (method === 'GET' || method === 'HEAD') return t.request(`/api${path}`, { method, headers });
  return t.request(`/api${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
}

describe('policy table', () => {
  it('lists every route the app serves', () => {
    const routed = t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path.replace(/^\/api(?=\/)/, '')}`);
    expect(routed).toContain('POST /mm/auth/login'); // the listing itself works
    const missing = [...new Set(routed)].filter((key) => !ROOT_ROUTES.has(key) && !(key in policy));
    expect(missing).toEqual([]);
  });

  const guarded = Object.entries(policy).filter(([, access]) => access === 'read' || access === 'content' || access === 'accounts');

  it('has guarded entries to check', () => {
    expect(guarded.length).toBeGreaterThan(0);
  });

  for (const [key, access] of guarded) {
    const allowed = ROLES_FOR[access as keyof typeof ROLES_FOR];
    it(`${key} (${access}): 401 without a session, 403 exactly for roles outside [${allowed.join(', ')}]`, async () => {
      expect((await call(key)).status).toBe(401);
      for (const role of ROLES) {
        const status = (await call(key, cookies.get(role))).status;
        if (allowed.includes(role)) expect([401, 403], `role ${role}`).not.toContain(status);
        else expect(status, `role ${role}`).toBe(403);
      }
    });
  }
});

/** A site app with the policy middleware and one handler that records whether it ran. */
function siteWith(method: 'get' | 'post', path: string) {
  const state = { ran: false };
  const site = new Hono<AppEnv>();
  site.use('*', enforcePolicy('mm'));
  site[method](path, (c) => {
    state.ran = true;
    return c.json({ secret: true });
  });
  const app = new Hono<AppEnv>().basePath('/api');
  app.use('*', async (c, next) => {
    c.set('deps', t.deps);
    c.set('admin', null);
    await next();
  });
  app.onError(onError);
  app.route('/mm', site);
  return { app, state };
}

describe('policy middleware', () => {
  it('checks the routed handler, not the raw path, so percent-encoding cannot skip it', async () => {
    const { app, state } = siteWith('get', '/get/build-status'); // 'read' in the table
    const res = await app.request('/api/mm/get/build-%73tatus');
    expect(res.status).toBe(401);
    expect(state.ran).toBe(false);
    expect((await t.request('/api/mm/get/acc%6Funt')).status).toBe(401);
  });

  it('refuses a routed handler missing from the table before it runs', async () => {
    const { app, state } = siteWith('get', '/get/not-in-the-table');
    const res = await app.request('/api/mm/get/not-in-the-table');
    expect(res.status).toBe(500);
    expect(state.ran).toBe(false);
  });

  it('answers a listed admin path 401 even before its handler is mounted, and an unknown path 404', async () => {
    const { app } = siteWith('get', '/get/something-else-unlisted');
    expect((await app.request('/api/mm/get/build-status')).status).toBe(401);
    expect((await t.request('/api/mm/get/nothing-here')).status).toBe(404);
  });
});
