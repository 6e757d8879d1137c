import type { Deps } from '@platform/ports';
import { mailMayBeLate } from '@platform/mail/queue';

/**
 * Spread into the answer of a call that promises a mail: `{ mail_late: true }` while the delivery
 * queue is behind (queue.ts mailMayBeLate), so the page can say the mail may take a while; nothing
 * otherwise. It describes the queue, not the recipient: a known and an unknown address get the same.
 * Real time, as the delivery worker's (the app's clock may be a test's fake one).
 */
export async function mailLate(deps: Deps): Promise<{ mail_late?: true }> {
  return (await mailMayBeLate(deps.db)) ? { mail_late: true } : {};
}
