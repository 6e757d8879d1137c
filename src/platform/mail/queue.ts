import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { outbox } from '@db/schema';
import type { Mailer } from '../ports';

/**
 * The outbox as a delivery queue: `send` only inserts a row (see outbox.ts), and these functions
 * hand queued rows to a transport (SMTP, HTTP provider), retrying with backoff. A row is queued
 * while `sent_at` is null; it has failed (for the admin to see) once it ran out of attempts or time.
 */

/** Retries wait 30 s, 1 min, 2 min, 4 min ... at most an hour between attempts. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 3_600_000;
/** Given up after this many attempts or this long after it was queued, whichever comes first. */
export const MAX_ATTEMPTS = 30;
export const GIVE_UP_MS = 86_400_000;
/**
 * A claimed row is hidden from other workers this long: longer than one send may take (the SMTP
 * adapter's timeouts), so the rows of a worker that died mid-send come back by themselves.
 */
export const CLAIM_MS = 2 * 60_000;
/** Queued longer than this, the visitor is told the mail may be late. */
export const LATE_MS = 60_000;
export const BATCH = 10;

/** The wait after the `attempts`-th failed attempt. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);

const queued = (now: Date): SQL =>
  and(isNull(outbox.sent_at), lt(outbox.attempts, MAX_ATTEMPTS), gt(outbox.created_at, new Date(now.getTime() - GIVE_UP_MS)))!;
const failed = (now: Date): SQL =>
  and(
    isNull(outbox.sent_at),
    or(sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`, lte(outbox.created_at, new Date(now.getTime() - GIVE_UP_MS))),
  )!;

/** Codes must not reach a log or the admin's screen, not even inside a transport's error. */
const redact = (err: unknown) => String(err).replace(/\d{6}/g, '******').slice(0, 500);

/**
 * Takes up to `limit` due rows for this worker alone: one UPDATE whose subquery skips rows another
 * worker holds (`FOR UPDATE SKIP LOCKED`) and moves `next_attempt_at` past the claim, so a second
 * worker neither waits for them nor sends them again.
 */
export async function claimDue(db: Db, now: Date, limit = BATCH) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(queued(now), lte(outbox.next_attempt_at, now)))
    .orderBy(outbox.next_attempt_at)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, next_attempt_at: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

export interface DeliverOptions {
  now?: () => Date;
  log?: (entry: Record<string, unknown>) => void;
  limit?: number;
}

/** Claims one batch of due mail and sends it through `transport`; answers how many were claimed, sent and failed. */
export async function deliverDue(db: Db, transport: Mailer, opts: DeliverOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const rows = await claimDue(db, now(), opts.limit);
  const results = await Promise.all(
    rows.map(async (row) => {
      try {
        await transport.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.reply_to ?? undefined,
          attachments: row.attachments,
        });
        await db.update(outbox).set({ sent_at: now(), last_error: null }).where(eq(outbox.id, row.id));
        return true;
      } catch (err) {
        const error = redact(err);
        const at = now();
        await db
          .update(outbox)
          .set({ next_attempt_at: new Date(at.getTime() + retryDelayMs(row.attempts)), last_error: error })
          .where(eq(outbox.id, row.id));
        const givenUp = row.attempts >= MAX_ATTEMPTS || at.getTime() - row.created_at.getTime() >= GIVE_UP_MS;
        opts.log?.({
          level: givenUp ? 'error' : 'warn',
          msg: givenUp ? 'mail given up' : 'mail send failed',
          outbox: row.id,
          attempts: row.attempts,
          error,
        });
        return false;
      }
    }),
  );
  const sent = results.filter(Boolean).length;
  return { claimed: rows.length, sent, failed: rows.length - sent };
}

/** The dashboard's figures: mail still queued, and mail given up. */
export async function queueState(db: Db, now = new Date()) {
  const [row] = await db
    .select({
      queued: count(sql`case when ${queued(now)} then 1 end`),
      failed: count(sql`case when ${failed(now)} then 1 end`),
    })
    .from(outbox)
    .where(isNull(outbox.sent_at));
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0 };
}

/**
 * Whether a visitor should be told their mail may be late: some queued mail waited over a minute,
 * or its last attempt failed. Without a transport, mail is stored as delivered, so this stays false.
 */
export async function mailMayBeLate(db: Db, now = new Date()) {
  const late = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(queued(now), or(lt(outbox.created_at, new Date(now.getTime() - LATE_MS)), isNotNull(outbox.last_error))))
    .limit(1);
  return late.length > 0;
}
