import { openNeon } from '@db/neon';
import { configFromEnv, parseEnv } from '../env';
import type { AppConfig, Deps, Rebuild } from '../ports';
import { deployHookRebuild } from '../rebuild/deploy-hook';
import { backgroundTasks } from './background';
import { stringBindings, type PagesContext, type WorkerEnv } from './context';
import { workerMailer } from './mail';
import { workerStorage } from './storage';

const log = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry));

/** Without a hook the site simply is not rebuilt; say so instead of failing the admin's write. */
const noRebuild: Rebuild = {
  contentChanged: (reason) => log({ level: 'warn', msg: 'DEPLOY_HOOK_URL is not set: site not rebuilt', reason }),
  status: async () => ({ state: 'idle' }),
};

/** On Pages Functions there is no socket: the platform's own `cf-connecting-ip` is the client's address. */
const onCloudflare = (config: AppConfig): AppConfig => ({ ...config, trustedProxy: 'cloudflare' });

/**
 * Production dependencies for one request (Cloudflare Pages Functions). Nothing Node-only is
 * imported on this path. The Neon pool belongs to this request: Workers cannot reuse sockets across
 * requests, so `done()` (given to waitUntil) ends it once the response and background work are over.
 */
export function workerDeps(ctx: PagesContext<WorkerEnv>): { deps: Deps; done: () => Promise<void> } {
  const raw = stringBindings(ctx.env);
  const env = parseEnv(raw);
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const { db, end } = openNeon(env.DATABASE_URL, { wsProxy: raw.NEON_WS_PROXY || undefined });
  const background = backgroundTasks((task) => ctx.waitUntil(task));
  const rebuild = env.DEPLOY_HOOK_URL ? deployHookRebuild({ url: env.DEPLOY_HOOK_URL, db, log, waitUntil: background.add }) : noRebuild;
  const mail = workerMailer(env, raw, db, background.add, log);
  mail.sweep(); // due retries of the mail queue, in the background of this request
  const deps: Deps = { db, storage: workerStorage(env), mailer: mail.mailer, rebuild, config: onCloudflare(configFromEnv(env)), log };
  return {
    deps,
    done: async () => {
      await background.settled();
      await end();
    },
  };
}
