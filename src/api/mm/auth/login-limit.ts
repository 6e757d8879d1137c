import type { Context } from 'hono';
import type { AppEnv } from '../../types';
import { clientIp, hitRateLimit, refundRateLimit } from '../../middleware/rate-limit';
import { now } from './sign-in';

/** At most 10 failed password sign-ins per 15 minutes, per address and per e-mail. */
const LOGIN_LIMIT = 10;
const LOGIN_WINDOW_SECONDS = 15 * 60;

const keysFor = (c: Context<AppEnv>, email: string) => [`login-ip:${clientIp(c)}`, `login-email:${email}`];

/**
 * Counts the attempt before the password is checked: counting first is atomic, so a burst of
 * parallel guesses cannot all slip past a check. Both counters always advance, so rotating
 * e-mails from one address is limited too. true = refuse with 429.
 */
export async function countLoginAttempt(c: Context<AppEnv>, email: string): Promise<boolean> {
  const { db } = c.get('deps');
  const over = await Promise.all(keysFor(c, email).map((key) => hitRateLimit(db, key, LOGIN_LIMIT, LOGIN_WINDOW_SECONDS, now(c))));
  return over.some(Boolean);
}

/** A successful sign-in gives its attempt back: only failures add up (an office behind one address signs in often). */
export async function refundLoginAttempt(c: Context<AppEnv>, email: string): Promise<void> {
  const { db } = c.get('deps');
  await Promise.all(keysFor(c, email).map((key) => refundRateLimit(db, key, LOGIN_WINDOW_SECONDS, now(c))));
}
