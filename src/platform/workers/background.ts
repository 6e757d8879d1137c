/**
 * Work that outlives the response (a deploy-hook POST with its retries). Everything is handed to
 * `ctx.waitUntil`, and `settled()` lets the per-request database pool close only after it.
 */
export function backgroundTasks(waitUntil: (task: Promise<unknown>) => void) {
  const pending = new Set<Promise<unknown>>();
  return {
    add(task: Promise<unknown>) {
      const tracked = task.finally(() => pending.delete(tracked));
      pending.add(tracked);
      waitUntil(tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
