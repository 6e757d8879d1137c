import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import { accessOf, ROLES_FOR, type Access } from '../policy';
import type { AppEnv } from '../types';
import { SESSION_COOKIE, findSession } from '../../platform/auth/sessions';

const withoutApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * The policy keys of the handlers this request would run: the registered route patterns (so
 * percent-encoding or a trailing slash cannot make a routed request look unlisted). Middleware
 * (`use`) is registered with method ALL and is not a handler.
 */
function routedKeys(c: Context<AppEnv>): { method: string; path: string }[] {
  return matchedRoutes(c)
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: withoutApi(route.path) }));
}

/**
 * Access rules that apply to this request: those of the matched handlers, plus the entry for the
 * requested path itself, so a listed admin path answers 401/403 (not 404) even before its module is
 * mounted, and an anonymous caller cannot tell which admin routes exist.
 */
function accessesFor(c: Context<AppEnv>, site: string): Access[] {
  const requested = accessOf(c.req.method === 'HEAD' ? 'GET' : c.req.method, withoutApi(c.req.path));
  const accesses = requested ? [requested] : [];
  for (const { method, path } of routedKeys(c)) {
    const access = accessOf(method, path);
    // A routed handler missing from the table is a bug: refuse before it runs (the policy test catches it).
    if (!access) throw new Error(`route ${method} ${path} (${site}) is missing from the policy table`);
    accesses.push(access);
  }
  return accesses;
}

/**
 * Reads the session cookie (if any) into `c.var.admin`, then enforces the policy table for the
 * route: 401 without a session, 403 with a role the table does not allow. Mounted on each sub-app
 * with its site prefix (`/mm`, `/mw`, `/yp`).
 */
export const enforcePolicy =
  (site: 'mm' | 'mw' | 'yp'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { db, config, clock } = c.get('deps');
    const token = getCookie(c, SESSION_COOKIE(config.secureCookies));
    if (token) c.set('admin', await findSession(db, token, config, clock?.now() ?? new Date()));

    const accesses = accessesFor(c, site);
    // Public, or no handler and no entry: the router answers (404 for an unknown path).
    const guarded = accesses.filter((a): a is Exclude<Access, 'public' | 'member'> => a !== 'public' && a !== 'member');
    if (!guarded.length) return next();

    const admin = c.get('admin');
    if (!admin) return c.json({ message: 'Нэвтрэх шаардлагатай' }, 401);
    if (!guarded.every((a) => ROLES_FOR[a].includes(admin.account_role))) return c.json({ message: 'Энэ үйлдлийг хийх эрхгүй байна' }, 403);
    return next();
  };
