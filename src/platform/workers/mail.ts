import type { Db } from '../../../db/client';
import type { Env } from '../../api/env';
import { httpMailer } from '../mail/http';
import { outboxMailer } from '../mail/outbox';
import type { Mailer } from '../ports';

/**
 * Workers cannot speak SMTP: an HTTP provider (MAIL_API_URL + the MAIL_API_KEY secret) when one is
 * configured, else the outbox table, where admins can still read what would have been sent.
 */
export function workerMailer(env: Env, bindings: Record<string, string>, db: Db): Mailer {
  const endpoint = bindings.MAIL_API_URL;
  const apiKey = bindings.MAIL_API_KEY;
  if (env.MAILER !== 'outbox' && endpoint && apiKey) return httpMailer({ endpoint, apiKey, from: env.MAIL_FROM });
  return outboxMailer(db);
}
