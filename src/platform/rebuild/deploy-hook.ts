import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { builds } from '@db/schema';
import type { BuildStatus, Rebuild } from '../ports';
import { buildStatusOf } from './build-log';

export interface DeployHookOptions {
  /** The Cloudflare Pages deploy hook: a secret (whoever has it can trigger builds). */
  url: string;
  db: Db;
  fetch?: typeof fetch;
  /** Attempts after the first one. */
  retries?: number;
  baseDelayMs?: number;
  /**
   * A burst of edits = one build. Workers share no memory, so the last trigger time lives in the
   * `builds` table. A Pages build reads the database a minute or more after the hook fires, so edits
   * made within this window still reach it.
   */
  debounceSeconds?: number;
  log: (entry: Record<string, unknown>) => void;
  /** Workers stop work once the response is sent unless it is handed to `ctx.waitUntil`. */
  waitUntil?: (task: Promise<unknown>) => void;
}

/**
 * The hook's redacted form for logs, and a scrubber for error texts (a network error may quote the
 * URL): the path after the origin is the secret, so only the origin is ever shown.
 */
function redactor(url: string) {
  let target = '[deploy hook]';
  const secrets = [url];
  try {
    const u = new URL(url);
    target = `${u.origin}/***`;
    secrets.push(u.href, u.pathname + u.search, ...u.pathname.split('/').filter((part) => part.length >= 8));
  } catch {
    // not a URL: the whole string is the secret
  }
  const text = (s: string) => secrets.filter((secret) => secret.length >= 8).reduce((out, secret) => out.split(secret).join('***'), s);
  return { target, text };
}

/** Production rebuild: POSTs the Pages deploy hook, retried with backoff; the URL is never logged. */
export function deployHookRebuild(opts: DeployHookOptions): Rebuild {
  const { db, log, retries = 3, baseDelayMs = 1000, debounceSeconds = 60 } = opts;
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const redact = redactor(opts.url);
  const target = redact.target;

  /** Claims the trigger under an advisory lock, so concurrent requests cannot both fire the hook. */
  const claim = (reason: string) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('deploy-hook'))`);
      const since = sql`now() - make_interval(secs => ${debounceSeconds})`;
      const recent = await tx
        .select({ id: builds.id })
        .from(builds)
        .where(and(ne(builds.state, 'failed'), gt(builds.started_at, since)))
        .limit(1);
      if (recent.length > 0) return null;
      const [row] = await tx.insert(builds).values({ state: 'running', trigger: reason }).returning({ id: builds.id });
      return row.id;
    });

  async function post(): Promise<string | null> {
    let lastError = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, baseDelayMs * 2 ** (attempt - 1)));
      try {
        const res = await doFetch(opts.url, { method: 'POST', signal: AbortSignal.timeout(10_000) }); // waitUntil has a time budget
        await res.body?.cancel();
        if (res.ok) return null;
        lastError = `HTTP ${res.status}`;
      } catch (err) {
        lastError = redact.text(String(err));
      }
      log({ level: 'warn', msg: 'deploy hook attempt failed', attempt: attempt + 1, target, error: lastError });
    }
    return lastError;
  }

  async function trigger(reason: string) {
    const id = await claim(reason);
    if (id === null) return log({ level: 'info', msg: 'rebuild already triggered recently', target, reason });
    const started = Date.now();
    const error = await post();
    const done = { finished_at: new Date(), duration_ms: Date.now() - started };
    if (error === null) {
      // "succeeded" means Pages accepted the hook; the build itself runs on Cloudflare.
      await db
        .update(builds)
        .set({ state: 'succeeded', ...done })
        .where(eq(builds.id, id));
      return log({ level: 'info', msg: 'deploy hook accepted', target, reason });
    }
    await db
      .update(builds)
      .set({ state: 'failed', error: `Deploy hook failed: ${error}`, ...done })
      .where(eq(builds.id, id));
    log({ level: 'alert', msg: 'deploy hook failed, site not rebuilt', attempts: retries + 1, target, reason, error });
  }

  return {
    contentChanged(reason) {
      const task = trigger(reason).catch((err) =>
        log({ level: 'alert', msg: 'rebuild trigger failed', target, error: redact.text(String(err)) }),
      );
      opts.waitUntil?.(task);
    },
    async status(): Promise<BuildStatus> {
      const [row] = await db.select().from(builds).orderBy(desc(builds.started_at), desc(builds.id)).limit(1);
      return row ? buildStatusOf(row) : { state: 'idle' };
    },
  };
}
