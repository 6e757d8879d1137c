import type { MiddlewareHandler } from 'hono';

/** Long enough for a known address's work (a code issued, a mail queued: ~6 database round trips, tens of ms on Neon). */
export const CODE_ANSWER_MS = 150;

/**
 * Answers no sooner than `ms` after the request arrived, whatever the outcome. A code request for a
 * known address writes a code and queues its mail; one for an unknown address only looks it up.
 * The queue keeps the mail server out of the request, and this floor hides the remaining database
 * writes, so both take the same time (SECURITY 14) as long as the work stays under `ms`.
 */
export const evenTiming =
  (ms = CODE_ANSWER_MS): MiddlewareHandler =>
  async (_c, next) => {
    const until = Date.now() + ms;
    await next();
    const left = until - Date.now();
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  };
