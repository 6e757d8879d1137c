import { Hono } from 'hono';
import { access } from '@api/middleware/access';
import { clockOf } from '@api/code-sign-in';
import { ApiError } from '@api/errors';
import { AUTH_MESSAGES } from '@api/mm/auth/schemas';
import { errorText } from '@i18n/errors-text';
import { requestLang } from '@api/request-lang';
import type { AppEnv } from '@api/types';
import { sweepJobs } from './registry';

/** The header the cron Worker (workers/sweep) sends with the shared secret. */
export const SWEEP_SECRET_HEADER = 'x-sweep-secret';

const digest = async (s: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));

/**
 * Compares two secrets in time that depends on neither: their SHA-256 digests (always 32 bytes, so
 * not even the length leaks) are compared byte by byte without an early exit. Node and Workers alike.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * `POST /api/internal/sweep`: runs the due jobs now (DESIGN §8), for the Cloudflare Cron Trigger's
 * Worker. Open to no one but the holder of SWEEP_SECRET (so 'public' to the session guard): 404 while
 * no secret is configured (the endpoint does not exist), 401 without the header, 403 with a wrong
 * one. Answers how many jobs ran and failed. The sweep claims each job once, so this firing together
 * with the Node server's interval, or twice, runs nothing twice.
 */
export const internalApp = () =>
  new Hono<AppEnv>().post('/sweep', access('public'), async (c) => {
    const deps = c.get('deps');
    const secret = deps.config.sweepSecret;
    if (!secret) return c.json({ message: errorText(requestLang(c), 'errors.notFound') }, 404);
    const given = c.req.header(SWEEP_SECRET_HEADER);
    if (!given) throw new ApiError(401, AUTH_MESSAGES.signedOut);
    if (!(await sameSecret(given, secret))) throw new ApiError(403, AUTH_MESSAGES.forbidden);
    const { ran, failed } = await sweepJobs(deps, clockOf(c));
    return c.json({ ran, failed });
  });
