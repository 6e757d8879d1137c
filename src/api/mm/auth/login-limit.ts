import type { Context } from 'hono';
import type { AppEnv } from '@api/types';
import { clientIp, giveBackLimits, takeLimits, type LimitRule } from '@api/middleware/rate-limit';

/**
 * At most 10 failed password sign-ins per 15 minutes per e-mail; per address the ceiling is higher
 * (the association's staff share an office address), still far below what guessing needs.
 */
export const LOGIN_LIMITS = { perEmail: 10, perIp: 30, windowSeconds: 15 * 60 } as const;

const rulesFor = (c: Context<AppEnv>, email: string): LimitRule[] => [
  { key: `login-email:${email}`, limit: LOGIN_LIMITS.perEmail, windowSeconds: LOGIN_LIMITS.windowSeconds },
  { key: `login-ip:${clientIp(c)}`, limit: LOGIN_LIMITS.perIp, windowSeconds: LOGIN_LIMITS.windowSeconds },
];

/**
 * Counts the attempt before the password is checked: counting first is atomic, so a burst of
 * parallel guesses cannot all slip past a check. Over a limit -> 429 with Retry-After (the back
 * office speaks Mongolian), and the refused attempt counts on neither counter.
 */
export const countLoginAttempt = (c: Context<AppEnv>, email: string) => takeLimits(c, rulesFor(c, email), 'mn');

/** A successful sign-in gives its attempt back: only failures add up (an office behind one address signs in often). */
export const refundLoginAttempt = (c: Context<AppEnv>, email: string) => giveBackLimits(c, rulesFor(c, email));
