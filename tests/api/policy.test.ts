import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono, type Context } from 'hono';
import { onError } from '@api/errors';
import { enforcePolicy } from '@api/middleware/auth';
import { access } from '@api/middleware/access';
import { policyOf, ROLES_FOR, type Access, type GuardedAccess } from '@api/policy';
import { createApp } from '@api/app';
import type { Deps } from '@platform/ports';
import type { AppEnv } from '@api/types';
import { createTestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

const ROLES = [3, 1, 2] as const;

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies = new Map<number, string>();
/** The policy table, read from the routes' `access()` declarations (building the app touches no dependency). */
const policy = policyOf(createApp({} as Deps).routes).table;

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

function guardedRoutes() {
  return Object.entries(policy).filter(([, a]) => a === 'read' || a === 'content' || a === 'accounts');
}

describe('policy table', () => {
  it('is declared by every route the app serves', () => {
    const { table, undeclared } = policyOf(t.app.routes);
    expect(table['POST /mm/auth/login']).toBe('public'); // the listing itself works
    expect(table['POST /mm/insert/news']).toBe('content');
    expect(Object.keys(table).length).toBeGreaterThan(90);
    expect(undeclared).toEqual([]);
  });

  it('finds a route without a declaration', () => {
    const app = new Hono<AppEnv>().get('/declared', access('read'), (c) => c.json({})).get('/bare', (c) => c.json({}));
    expect(policyOf(app.routes)).toEqual({ table: { 'GET /declared': 'read' }, undeclared: ['GET /bare'] });
  });

  it('has guarded entries to check', () => {
    expect(guardedRoutes().length).toBeGreaterThan(40);
  });

  for (const [key, level] of guardedRoutes()) {
    const allowed = ROLES_FOR[level as GuardedAccess];
    it(`${key} (${level}): 401 without a session, 403 exactly for roles outside [${allowed.join(', ')}]`, async () => {
      expect((await call(key)).status).toBe(401);
      for (const role of ROLES) {
        const status = (await call(key, cookies.get(role))).status;
        if (allowed.includes(role)) expect([401, 403], `role ${role}`).not.toContain(status);
        else expect(status, `role ${role}`).toBe(403);
      }
    });
  }
});

/** A site app with the policy middleware and one handler (declared `level`, or undeclared) that records whether it ran. */
function siteWith(method: 'get' | 'post', path: string, level?: Access) {
  const state = { ran: false };
  const site = new Hono<AppEnv>();
  site.use('*', enforcePolicy('mm'));
  const handler = (c: Context<AppEnv>) => {
    state.ran = true;
    return c.json({ secret: true });
  };
  if (level) site[method](path, access(level as 'public'), handler);
  else site[method](path, handler);
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
    const { app, state } = siteWith('get', '/get/build-status', 'read');
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

  it('answers a declared admin path 401 and an unknown path 404', async () => {
    expect((await t.request('/api/mm/get/build-status')).status).toBe(401);
    expect((await t.request('/api/mm/get/build-st%61tus')).status).toBe(401);
    expect((await t.request('/api/mm/get/nothing-here')).status).toBe(404);
  });
});
