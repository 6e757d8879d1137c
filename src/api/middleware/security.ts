import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

/** HTTPS only from now on, for two years: the API's answers, and the local server's pages and files when its public URL is https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: every state-changing request must come from an allowed Origin, or carry
 * `Sec-Fetch-Site: same-origin`, whatever its Content-Type (hono/csrf only checks form types).
 */
export const csrf = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const { allowedOrigins: allowed, hostOrigin } = c.get('deps').config;
    const ok = origin ? allowed.includes(origin) || (hostOrigin === true && origin === new URL(c.req.url).origin) : site === 'same-origin';
    if (!ok || (origin && site && site !== 'same-origin' && site !== 'none' && !allowed.includes(origin))) {
      return c.json({ message: 'Cross-origin request refused' }, 403);
    }
  }
  await next();
};

/** API responses are never cached and never sniffed (Pages `_headers` does not reach Functions). */
export const apiHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Strict-Transport-Security', HSTS);
  if (!h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
};

/** Request id (from the edge or new) on every response, and one structured log line per request. */
export const requestLog = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? c.req.header('x-request-id') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.res.headers.set('X-Request-Id', requestId);
  const log = c.get('deps').log;
  log?.({
    level: c.res.status >= 500 ? 'error' : 'info',
    requestId,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
};
