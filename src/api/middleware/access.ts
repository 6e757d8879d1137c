import type { MiddlewareHandler } from 'hono';
import { ACCESS_MARK, ROLES_FOR, type Access, type GuardedAccess } from '../policy';
import { ApiError } from '../errors';
import { AUTH_MESSAGES } from '@api/mm/auth/schemas';
import type { AppEnv, SessionAdmin } from '../types';

/** What a guarded route's handlers see: the session middleware found an account, so never null. */
export interface SignedInEnv {
  Variables: { admin: SessionAdmin };
}

const isGuarded = (level: Access): level is GuardedAccess => level !== 'public' && level !== 'member' && level !== 'meeting';

/**
 * Who may call a route, declared on the route: `.post('/insert/news', access('content'), ...)`.
 * public, member and meeting pass (members and meeting users are checked by their modules); read, content and accounts
 * answer 401 without a session and 403 for a role outside `ROLES_FOR`, and narrow `c.get('admin')`
 * to a `SessionAdmin` for the handlers after them. The policy table is read from these marks.
 */
export function access(level: 'public' | 'member' | 'meeting'): MiddlewareHandler<AppEnv>;
export function access(level: GuardedAccess): MiddlewareHandler<SignedInEnv>;
// the overloads above give callers the precise env
export function access(level: Access): MiddlewareHandler<AppEnv> | MiddlewareHandler<SignedInEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isGuarded(level)) {
      const admin = c.get('admin');
      if (!admin) throw new ApiError(401, AUTH_MESSAGES.signedOut);
      if (!ROLES_FOR[level].includes(admin.account_role)) throw new ApiError(403, AUTH_MESSAGES.forbidden);
    }
    await next();
  };
  return Object.assign(guard, { [ACCESS_MARK]: level });
}
