/**
 * Coalesces triggers into runs: a burst of triggers within `delayMs` is one run, runs never
 * overlap, and triggers that arrive while a run is going schedule exactly one more run after it.
 */
export interface Debouncer {
  trigger(): void;
  /** Runs now (cancelling a pending timer), or after the running one when busy. */
  runNow(): Promise<void>;
  readonly scheduled: boolean;
  readonly running: boolean;
  /** Resolves when nothing is scheduled or running (tests, shutdown). */
  settled(): Promise<void>;
  stop(): void;
}

export function debounce(delayMs: number, run: () => Promise<void>): Debouncer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<void> | null = null;
  let dirty = false;
  let stopped = false;

  const start = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    dirty = false;
    current = run()
      .catch(() => {}) // the run records its own failure; the loop must survive it
      .finally(() => {
        current = null;
        if (dirty && !stopped) schedule();
      });
    return current;
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, delayMs);
  };

  return {
    trigger() {
      if (stopped) return;
      dirty = true;
      if (!current) schedule();
    },
    async runNow() {
      if (current) {
        dirty = true;
        await current;
        // the follow-up was scheduled with a delay; start it at once instead
        if (timer && !current) await start();
        else if (current) await current;
        return;
      }
      await start();
    },
    get scheduled() {
      return timer !== null || (dirty && current !== null);
    },
    get running() {
      return current !== null;
    },
    async settled() {
      while (timer || current) await (current ?? new Promise((r) => setTimeout(r, Math.min(delayMs, 50))));
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
