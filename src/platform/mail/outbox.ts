import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { Mailer } from '../ports';

/** Stores mail in the `outbox` table (the local default), where admins and tests can read it. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(msg) {
      await db
        .insert(outbox)
        .values({ to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null, attachments: msg.attachments ?? [] });
    },
  };
}
