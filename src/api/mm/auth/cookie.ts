import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '@api/types';
import { SESSION_COOKIE } from '@platform/auth/sessions';

/**
 * HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site posts), Path=/ and no Domain
 * (never shared with sibling hosts); over HTTPS also Secure and named `__Host-`, which the browser
 * only accepts with exactly those attributes.
 */
function cookieOptions(c: Context<AppEnv>) {
  const { secureCookies } = c.get('deps').config;
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: secureCookies } as const;
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE(c.get('deps').config.secureCookies)) || undefined;
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  const { config } = c.get('deps');
  // The browser may drop it when the server would refuse it anyway (absolute expiry).
  setCookie(c, SESSION_COOKIE(config.secureCookies), token, { ...cookieOptions(c), maxAge: config.sessionAbsoluteHours * 3600 });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE(c.get('deps').config.secureCookies), cookieOptions(c));
}
