import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from './types';
import { ApiError } from './errors';
import { clientIp, hitRateLimit, RATE_LIMITED_MESSAGE, retryAfterSeconds } from './middleware/rate-limit';
import { renderMail } from '../platform/mail/templates';
import type { Lang } from '../shared/lang';
import { issueCode, type CodeOwner } from './verification-codes';

/**
 * Signing in with an e-mailed code, shared by the member assessment (`/api/mm`) and the meeting
 * users' booking (`/api/yp`): the rate limits on code requests and the mailing of a fresh code.
 * Checking a code is `checkCode` (verification-codes.ts); each module opens its own session.
 */

/** Code requests: 5 an hour per e-mail and per IP; the 6th gets 429 with Retry-After. */
export const CODE_REQUEST_LIMIT = 5;
export const CODE_WINDOW_SECONDS = 3600;

export const clockOf = <E extends AppEnv>(c: Context<E>) => c.get('deps').clock?.now() ?? new Date();

/**
 * Counts one code request from this IP and for `target` (an e-mail or an id) under `scope` (the
 * counters of the assessment and the booking are apart); over the limit -> 429 with `message`.
 */
export async function limitCodeRequests(c: Context<AppEnv>, scope: string, target: string, message = RATE_LIMITED_MESSAGE) {
  const { db } = c.get('deps');
  const at = clockOf(c);
  const over = await Promise.all([
    hitRateLimit(db, `${scope}-ip:${clientIp(c)}`, CODE_REQUEST_LIMIT, CODE_WINDOW_SECONDS, at),
    hitRateLimit(db, `${scope}-to:${target}`, CODE_REQUEST_LIMIT, CODE_WINDOW_SECONDS, at),
  ]);
  if (over.some(Boolean)) {
    c.header('Retry-After', String(retryAfterSeconds(at, CODE_WINDOW_SECONDS)));
    throw new ApiError(429, message);
  }
}

/**
 * Issues a code for `owner` and mails it to `to` in `lang`; a failed send is logged (with the
 * owner only: the code never reaches a log, not even inside the mailer's error) and answered 502
 * with `failMessage`.
 */
export async function sendCode(c: Context<AppEnv>, owner: CodeOwner, to: string, lang: Lang, failMessage: string) {
  const deps = c.get('deps');
  const code = await issueCode(deps.db, owner, clockOf(c));
  try {
    await deps.mailer.send({ to, ...renderMail('verification-code', lang, { code }) });
  } catch (err) {
    deps.log?.({ level: 'error', msg: 'verification mail failed', ...owner, error: String(err).replace(/\d{6}/g, '******') });
    throw new ApiError(502, failMessage);
  }
}

/** The cookie of a session opened by a verified code (a member's or a meeting user's): HttpOnly, SameSite Lax, `hours` long. */
export function setCodeSessionCookie<E extends AppEnv>(c: Context<E>, name: string, token: string, hours: number) {
  const { secureCookies } = c.get('deps').config;
  setCookie(c, name, token, { httpOnly: true, secure: secureCookies, sameSite: 'Lax', path: '/', maxAge: hours * 3600 });
}
