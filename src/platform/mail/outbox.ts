import type { Db } from '@db/client';
import { outbox } from '@db/schema';
import type { Mailer } from '../ports';

/**
 * Every mail goes into the `outbox` table first: one insert, so a request never waits for a mail
 * server and nothing is lost when one is down or the process restarts.
 * - With `delivery` (a transport is configured), the row is queued and `delivery.kick()` starts the
 *   worker that sends it (queue.ts, worker.ts).
 * - Without (the local default), the outbox is the destination: the row is stored as delivered,
 *   where admins, `npm run outbox` and the tests read it.
 */
export function outboxMailer(db: Db, delivery?: { kick(): void }): Mailer {
  return {
    async send(msg) {
      const now = new Date();
      await db.insert(outbox).values({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        reply_to: msg.replyTo ?? null,
        attachments: msg.attachments ?? [],
        // the queue compares against the application's clock (the worker's), not the database's
        next_attempt_at: now,
        sent_at: delivery ? null : now,
      });
      delivery?.kick();
    },
  };
}
