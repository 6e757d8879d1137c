import type { Db } from '@db/client';
import type { Mailer } from '../ports';
import { BATCH, deliverDue, type DeliverOptions } from './queue';

export interface DeliveryRunner {
  /** Delivers what is due now; a kick while a run is going makes that run look once more. */
  kick(): void;
  /** Resolves when no run is going. */
  idle(): Promise<void>;
}

/**
 * Runs `deliverDue` batch after batch until nothing due is left, one run at a time per runner
 * (other runners, in other processes, are kept apart by the claim). `track` receives each run
 * (Workers hand it to `waitUntil`).
 */
export function deliveryRunner(
  db: Db,
  transport: Mailer,
  opts: DeliverOptions & { track?: (run: Promise<void>) => void; stopped?: () => boolean } = {},
): DeliveryRunner {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      for (;;) {
        if (opts.stopped?.()) return;
        const { claimed } = await deliverDue(db, transport, opts);
        if (claimed < (opts.limit ?? BATCH)) break;
      }
    } while (again);
  };
  return {
    kick() {
      if (opts.stopped?.()) return;
      if (running) {
        again = true;
        return;
      }
      running = run()
        .catch((err: unknown) => opts.log?.({ level: 'error', msg: 'mail delivery failed', error: String(err) }))
        .finally(() => (running = null));
      opts.track?.(running);
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

/**
 * The Node delivery worker: a runner kicked right after each queued mail and every `intervalMs`
 * (retries come due on their own; the queue lives in the database, so a restarted server resumes it).
 */
export function deliveryWorker(db: Db, transport: Mailer, opts: DeliverOptions & { intervalMs?: number } = {}) {
  let stopped = false;
  const runner = deliveryRunner(db, transport, { ...opts, stopped: () => stopped });
  const timer = setInterval(() => runner.kick(), opts.intervalMs ?? 15_000);
  timer.unref();
  runner.kick(); // mail left queued by the previous process
  return {
    kick: runner.kick,
    idle: runner.idle,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await runner.idle();
    },
  };
}
