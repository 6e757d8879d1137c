import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { validate } from '@api/validate';
import { findAdminByEmail } from '@platform/auth/accounts';
import { verifyGoogleIdToken } from '@platform/auth/google';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '@platform/auth/password';
import { deleteSession } from '@platform/auth/sessions';
import { clearSessionCookie, readSessionCookie } from './cookie';
import { countLoginAttempt, refundLoginAttempt } from './login-limit';
import { AUTH_MESSAGES, googleSignInSchema, passwordSignInSchema } from './schemas';
import { replyText } from '@api/request-lang';
import { now, startSession } from './sign-in';
import { access } from '@api/middleware/access';

const M = AUTH_MESSAGES;

/** Sign-in, the session check, the signed-in account and logout (shared by every admin area). */
export function authRoutes() {
  return new Hono<AppEnv>()
    .get('/auth', access('public'), (c) => (c.get('admin') ? c.json({ auth: true }) : c.json({ message: replyText(c, M.signedOut) }, 401)))
    .get('/get/account', access('read'), (c) => {
      const { first_name, last_name, position, email, account_role } = c.get('admin');
      return c.json({ account: { first_name, last_name, position, email, account_role } });
    })
    .post('/auth/google', access('public'), validate('json', googleSignInSchema), async (c) => {
      const { db, config, log } = c.get('deps');
      const identity = await verifyGoogleIdToken(c.req.valid('json').idToken, config, now(c));
      const admin = identity.ok ? await findAdminByEmail(db, identity.email) : null;
      if (!admin?.active) {
        log?.({
          level: 'warn',
          requestId: c.get('requestId'),
          msg: 'google sign-in refused',
          reason: identity.ok ? 'no active account' : identity.reason,
        });
        throw new ApiError(401, M.googleRefused);
      }
      return startSession(c, admin);
    })
    .post('/auth/login', access('public'), validate('json', passwordSignInSchema), async (c) => {
      const { db } = c.get('deps');
      const { email, password } = c.req.valid('json');
      await countLoginAttempt(c, email);
      const admin = await findAdminByEmail(db, email);
      // Hash even when there is no account, so the answer takes as long as for a wrong password.
      const passwordOk = await verifyPassword(password, admin?.password_hash ?? DUMMY_PASSWORD_HASH);
      // one answer for unknown e-mail, wrong password and disabled account: nothing to learn from it
      if (!admin || !admin.active || !admin.password_hash || !passwordOk) throw new ApiError(401, M.passwordRefused);
      await refundLoginAttempt(c, email);
      return startSession(c, admin);
    })
    .post('/auth/logout', access('public'), async (c) => {
      const token = readSessionCookie(c);
      if (token) await deleteSession(c.get('deps').db, token);
      clearSessionCookie(c);
      return c.json({ auth: false });
    });
}
