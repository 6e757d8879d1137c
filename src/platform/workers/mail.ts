import type { Db } from '@db/client';
import type { Env } from '../env';
import { httpMailer } from '../mail/http';
import { outboxMailer } from '../mail/outbox';
import { deliveryRunner } from '../mail/worker';
import type { Mailer } from '../ports';

/** At most one retry sweep per isolate this often (a sweep with nothing due is one UPDATE). */
export const SWEEP_EVERY_MS = 30_000;
let lastSweep = 0;

/**
 * Workers cannot speak SMTP: an HTTP provider (MAIL_API_URL + the MAIL_API_KEY secret) delivers
 * the outbox's queue when one is configured, else the outbox table is the destination, where admins
 * can still read what would have been sent.
 *
 * Pages Functions have no cron trigger, so delivery rides on requests: a queued mail is sent in the
 * background (`track` = waitUntil) of the request that queued it, and any API request sweeps due
 * retries at most every SWEEP_EVERY_MS per isolate. A quiet site retries on its next visit.
 */
export function workerMailer(
  env: Env,
  bindings: Record<string, string>,
  db: Db,
  track?: (task: Promise<unknown>) => void,
  log?: (entry: Record<string, unknown>) => void,
): { mailer: Mailer; sweep: () => void } {
  const endpoint = bindings.MAIL_API_URL;
  const apiKey = bindings.MAIL_API_KEY;
  if (env.MAILER === 'outbox' || !endpoint || !apiKey) return { mailer: outboxMailer(db), sweep: () => {} };
  const runner = deliveryRunner(db, httpMailer({ endpoint, apiKey, from: env.MAIL_FROM }), { track, log });
  return {
    mailer: outboxMailer(db, runner),
    sweep() {
      if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = Date.now();
      runner.kick();
    },
  };
}
