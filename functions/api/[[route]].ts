import { createApp } from '../../src/api/app';
import type { PagesContext, WorkerEnv } from '../../src/platform/workers/context';
import { workerDeps } from '../../src/platform/workers/deps';

/** Cloudflare Pages Function for every /api/* request: the one Hono app over per-request dependencies. */
export const onRequest = async (ctx: PagesContext<WorkerEnv>): Promise<Response> => {
  const { deps, done } = workerDeps(ctx);
  try {
    return await createApp(deps).fetch(ctx.request);
  } finally {
    ctx.waitUntil(done());
  }
};
