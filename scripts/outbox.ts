/**
 * Prints the newest mail of the local outbox (the default mailer stores mail in the database instead
 * of sending it): how you read a sign-in code locally, e.g. for the meetings page.
 * `npm run outbox -- [--to exhibitor@example.mn] [--last 5]`
 */
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { openDb } from '@db/client';
import { outbox } from '@db/schema';
import { localDatabaseUrl } from '@platform/db-url';

const { values } = parseArgs({ options: { to: { type: 'string' }, last: { type: 'string', default: '3' } } });
const last = Math.min(Math.max(Number(values.last) || 3, 1), 50);

const handle = await openDb(localDatabaseUrl());
try {
  await handle.migrate(); // idempotent: a fresh folder gets its tables first
  const mails = await handle.db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      at: outbox.created_at,
      attachments: outbox.attachments,
      sent: outbox.sent_at,
      error: outbox.last_error,
    })
    .from(outbox)
    .where(values.to ? eq(outbox.to, values.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(last);
  if (!mails.length) console.log(values.to ? `outbox: no mail to ${values.to}` : 'outbox: empty');
  for (const m of mails.reverse()) {
    const files = m.attachments.map((a) => a.filename).join(', ');
    // with a mail server configured, the outbox is its queue: say what became of each mail
    const state = m.sent ? '' : `  [queued${m.error ? `; last attempt: ${m.error}` : ''}]`;
    console.log(`--- ${m.at.toISOString()}  to ${m.to}${state}\n${m.subject}${files ? `\n[attached: ${files}]` : ''}\n\n${m.text}\n`);
  }
} finally {
  await handle.close();
}
