import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '@db/schema';
import type { Deps } from '@platform/ports';

/**
 * The one scheduler of DESIGN §8: rows of `jobs` (kind, due_at, payload) are claimed by `sweep` and
 * run by the handler registered for their kind. Whoever calls it (the Node server's interval, the
 * cron Worker through `POST /api/internal/sweep`, a test), and however many call at once, a job is
 * claimed by one caller only: the claim is one UPDATE over rows locked with `FOR UPDATE SKIP LOCKED`
 * whose WHERE is checked again on the row it locks (a row claimed meanwhile no longer matches).
 */

export type JobRow = typeof jobs.$inferSelect;

/**
 * What a handler answers: nothing when it is done, or `{ again }` to run it later (the job was
 * claimed before its work is due, e.g. its meeting's deadline moved). A thrown error is retried.
 */
export type JobOutcome = void | { again: Date };
export type JobHandler = (deps: Deps, job: JobRow, now: Date) => Promise<JobOutcome>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A failure that trying again cannot mend (a payload the handler cannot read): given up at once. */
export class JobError extends Error {}

/** A claim older than this is taken to be a caller that died mid-job: the job is claimed again. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** Attempts before a failing job is given up (marked done with its last error). */
export const MAX_ATTEMPTS = 5;
/** Jobs one claim takes; a sweep claims again while batches come back full, up to `MAX_BATCHES`. */
export const BATCH = 25;
const MAX_BATCHES = 8;

/** Wait before the next attempt of a job that failed `attempts` times: 1, 4, 16, 64 minutes. */
export const retryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);

export interface SweepResult {
  /** Jobs that ran to the end (including those put off with `again`). */
  ran: number;
  /** Jobs whose handler failed (retried later or given up) or whose kind nobody handles. */
  failed: number;
}

/** Claims up to `limit` due jobs for this caller at `now`, earliest first. */
export async function claimDue(deps: Deps, now: Date, limit = BATCH): Promise<JobRow[]> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const claimable = and(isNull(jobs.done_at), lte(jobs.due_at, now), or(isNull(jobs.claimed_at), lt(jobs.claimed_at, stale)));
  const due = deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(claimable)
    .orderBy(asc(jobs.due_at), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.db
    .update(jobs)
    .set({ claimed_at: now, attempts: sql`${jobs.attempts} + 1` })
    .where(and(inArray(jobs.id, due), claimable))
    .returning();
}

/** Runs one claimed job and records how it ended (only while the claim is still this caller's). */
async function runJob(deps: Deps, handlers: JobHandlers, job: JobRow, now: Date): Promise<boolean> {
  const mine = and(eq(jobs.id, job.id), eq(jobs.claimed_at, job.claimed_at!));
  const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
  if (!handler) {
    deps.log?.({ level: 'error', msg: 'job of an unknown kind', job: job.id, kind: job.kind });
    await deps.db
      .update(jobs)
      .set({ done_at: now, last_error: `unknown job kind: ${job.kind}` })
      .where(mine);
    return false;
  }
  try {
    const outcome = await handler(deps, job, now);
    if (outcome && 'again' in outcome) {
      // `attempts` counts failures in a row (MAX_ATTEMPTS gives up): a run that ended well starts it again
      await deps.db.update(jobs).set({ claimed_at: null, due_at: outcome.again, attempts: 0, last_error: null }).where(mine);
    } else {
      await deps.db.update(jobs).set({ done_at: now, last_error: null }).where(mine);
    }
    return true;
  } catch (err) {
    const error = String(err instanceof Error ? err.message : err).slice(0, 2000);
    const giveUp = err instanceof JobError || job.attempts >= MAX_ATTEMPTS;
    deps.log?.({ level: 'error', msg: giveUp ? 'job failed, given up' : 'job failed, retried later', job: job.id, kind: job.kind, error });
    await deps.db
      .update(jobs)
      .set(
        giveUp
          ? { done_at: now, last_error: error }
          : { claimed_at: null, due_at: new Date(now.getTime() + retryDelayMs(job.attempts)), last_error: error },
      )
      .where(mine);
    return false;
  }
}

/**
 * Runs every job due at `now` (the caller's clock): claims a batch, runs its jobs one after the
 * other, and claims again while batches come back full (a bounded number of times, so one call
 * ends; what is left waits for the next).
 */
export async function sweep(deps: Deps, handlers: JobHandlers, now: Date = deps.clock?.now() ?? new Date()): Promise<SweepResult> {
  const result: SweepResult = { ran: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDue(deps, now);
    for (const job of claimed) {
      if (await runJob(deps, handlers, job, now)) result.ran++;
      else result.failed++;
    }
    if (claimed.length < BATCH) break;
  }
  return result;
}

/**
 * Sweeps every `everyMs` until stopped (the Node server's caller): unref'd, so it never keeps the
 * process alive; a sweep still running when the next is due is not started twice; a failed sweep
 * (database down) is logged and tried again next time.
 */
export function sweepEvery(deps: Deps, handlers: JobHandlers, everyMs: number): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sweep(deps, handlers)
      .catch((err) => deps.log?.({ level: 'error', msg: 'sweep failed', error: String(err) }))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, everyMs);
  (timer as { unref?: () => void }).unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
