/**
 * The slice of the Cloudflare Pages Functions context we use (`@cloudflare/workers-types` is not a
 * dependency; these few members are all the adapter touches).
 */
export interface PagesContext<Env> {
  request: Request;
  env: Env;
  waitUntil(task: Promise<unknown>): void;
  passThroughOnException?(): void;
}

/** Bindings: plain-text vars and secrets arrive as strings; other bindings (ASSETS, ...) are objects. */
export type WorkerEnv = Record<string, unknown>;

/** Only the string bindings, the shape `parseEnv` reads (Workers have no process.env). */
export function stringBindings(env: WorkerEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
