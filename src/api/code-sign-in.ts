import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from './types';
import { ApiError } from './errors';
import { clientIp, giveBackLimits, takeLimits } from './middleware/rate-limit';
import { renderMail } from '@platform/mail/templates';
import type { Lang } from '@shared/lang';
import { checkCode, issueCode, type CodeCheck, type CodeOwner } from './verification-codes';

/**
 * Signing in with an e-mailed code, shared by the member assessment (`/api/mm`) and the meeting
 * users' booking (`/api/yp`): the rate limits on code requests and the mailing of a fresh code.
 * Codes are checked by `checkCodeLimited`; each module opens its own session.
 */

/**
 * Code requests: 5 an hour per e-mail (or member id), the 6th gets 429 with Retry-After (SECURITY
 * 17). Per address the ceiling is far higher: the members of a company share an office address.
 */
export const CODE_REQUEST_LIMIT = 5;
export const CODE_REQUESTS_PER_IP = 60;
/** Wrong codes per address: one member's wrong tries (at most 5 a code, 5 codes an hour) never reach it. */
export const WRONG_CODES_PER_IP = 50;
export const CODE_WINDOW_SECONDS = 3600;

export const clockOf = <E extends AppEnv>(c: Context<E>) => c.get('deps').clock?.now() ?? new Date();

/**
 * Counts one code request for `target` (an e-mail or an id) and from this address under `scope`
 * (the counters of the assessment and the booking are apart); over either -> 429 in `lang`, and
 * neither counter keeps the refused request.
 */
export async function limitCodeRequests(c: Context<AppEnv>, scope: string, target: string, lang: Lang) {
  await takeLimits(
    c,
    [
      { key: `${scope}-to:${target}`, limit: CODE_REQUEST_LIMIT, windowSeconds: CODE_WINDOW_SECONDS },
      { key: `${scope}-ip:${clientIp(c)}`, limit: CODE_REQUESTS_PER_IP, windowSeconds: CODE_WINDOW_SECONDS },
    ],
    lang,
  );
}

/**
 * Checks a code under the address's wrong-code ceiling: the try is counted first (so parallel
 * guesses cannot pass together) and given back unless the code was wrong, so right codes, expired
 * ones and refusals never count against the neighbours.
 */
export async function checkCodeLimited(c: Context<AppEnv>, scope: string, owner: CodeOwner, code: string, lang: Lang): Promise<CodeCheck> {
  const rules = [{ key: `${scope}-wrong-ip:${clientIp(c)}`, limit: WRONG_CODES_PER_IP, windowSeconds: CODE_WINDOW_SECONDS }];
  await takeLimits(c, rules, lang);
  const outcome = await checkCode(c.get('deps').db, owner, code, clockOf(c));
  if (outcome !== 'wrong') await giveBackLimits(c, rules);
  return outcome;
}

/**
 * Issues a code for `owner` and mails it to `to` in `lang`; a failed send is logged (with the
 * owner only: the code never reaches a log, not even inside the mailer's error) and answered 502
 * with `failMessage`.
 */
export async function sendCode(c: Context<AppEnv>, owner: CodeOwner, to: string, lang: Lang, failMessage: string, purpose?: 'meetings') {
  const deps = c.get('deps');
  const code = await issueCode(deps.db, owner, clockOf(c));
  try {
    await deps.mailer.send({ to, ...renderMail('verification-code', lang, { code, purpose }) });
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
