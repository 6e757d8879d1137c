/**
 * The Cloudflare Cron Trigger of the site's scheduled work (DESIGN §8; README "Scheduled work"):
 * every minute it asks the site's API to run the due jobs (request expiry, meeting reminders). The
 * work itself, and the guarantee that each job runs once, are the API's (src/api/jobs): this Worker
 * holds no database connection and only knocks. Settings (workers/sweep/wrangler.toml): SITE_URL, a
 * plain var; SWEEP_SECRET, a secret equal to the Pages project's SWEEP_SECRET.
 */

export interface SweepEnv {
  /** The site's origin (the Pages project's PUBLIC_URL). */
  SITE_URL: string;
  /** The shared secret of `POST /api/internal/sweep`. */
  SWEEP_SECRET: string;
}

/** The slice of the Workers runtime's types this Worker uses (`@cloudflare/workers-types` is not a dependency). */
interface ScheduledController {
  cron: string;
  scheduledTime: number;
}
interface ExecutionContext {
  waitUntil(task: Promise<unknown>): void;
}

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

/**
 * One call of the sweep endpoint: the secret in `x-sweep-secret`, the site's own Origin (the API
 * refuses state-changing requests from elsewhere). Answers the endpoint's `{ ran, failed }`; a
 * refusal or an unreachable site throws, so the invocation shows as failed in the Worker's logs.
 */
export async function sweepOnce(env: SweepEnv, fetcher: Fetcher = (input, init) => fetch(input, init)) {
  if (!env.SITE_URL || !env.SWEEP_SECRET) throw new Error('SITE_URL and SWEEP_SECRET must be set');
  const url = new URL('/api/internal/sweep', env.SITE_URL);
  const res = await fetcher(url.href, {
    method: 'POST',
    headers: { 'x-sweep-secret': env.SWEEP_SECRET, origin: url.origin },
  });
  if (!res.ok) throw new Error(`sweep answered ${res.status}`);
  return (await res.json()) as { ran: number; failed: number };
}

export default {
  scheduled(controller: ScheduledController, env: SweepEnv, ctx: ExecutionContext): void {
    ctx.waitUntil(sweepOnce(env).then((result) => console.log(JSON.stringify({ msg: 'sweep', cron: controller.cron, ...result }))));
  },
};
