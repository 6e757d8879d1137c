import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { accessOf, ROLES_FOR } from '../policy';
import type { AppEnv } from '../types';
import { SESSION_COOKIE, findSession } from '../../platform/auth/sessions';

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

    const path = new URL(c.req.url).pathname.replace(/^\/api/, '').replace(/\/$/, '');
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const access = accessOf(method, path);
    if (!access) {
      // Unknown path: let the router answer 404; a routed path missing from the table is a bug.
      await next();
      if (c.res.status !== 404) throw new Error(`route ${method} ${path} (${site}) is missing from the policy table`);
      return;
    }
    if (access === 'public' || access === 'member') return next();
    const admin = c.get('admin');
    if (!admin) return c.json({ message: 'Нэвтрэх шаардлагатай' }, 401);
    if (!ROLES_FOR[access].includes(admin.account_role)) return c.json({ message: 'Энэ үйлдлийг хийх эрхгүй байна' }, 403);
    return next();
  };
