import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import { policyOf } from '../policy';
import type { AppEnv } from '../types';
import { SESSION_COOKIE, findSession } from '@platform/auth/sessions';

/**
 * Mounted on each sub-app with its site prefix (`/mm`, `/mw`, `/yp`): reads the session cookie (if
 * any) into `c.var.admin`, and refuses a routed handler whose route declares no `access()` before
 * it runs (a bug the policy test catches). The route's own `access()` then answers 401/403. The
 * check reads the matched route patterns, so percent-encoding or a trailing slash cannot make a
 * routed request look undeclared.
 */
export const enforcePolicy =
  (site: 'mm' | 'mw' | 'yp'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { db, config, clock } = c.get('deps');
    const token = getCookie(c, SESSION_COOKIE(config.secureCookies));
    if (token) c.set('admin', await findSession(db, token, config, clock?.now() ?? new Date()));

    const { undeclared } = policyOf(matchedRoutes(c));
    if (undeclared.length) throw new Error(`route ${undeclared.join(', ')} (${site}) declares no access()`);
    return next();
  };
