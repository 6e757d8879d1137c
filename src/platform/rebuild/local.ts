import { readdir } from 'node:fs/promises';
import type { Db } from '@db/client';
import type { BuildStatus, Rebuild } from '../ports';
import { debounce } from './debounce';
import { precompressSite } from './precompress';
import { failInterruptedBuilds, latestBuild, recordBuildEnd, recordBuildStart } from './build-log';
import { siteFolders } from './site-folders';

/** Pages written so far; `total` is null until the build knows it. */
export interface BuildProgress {
  done: number;
  total: number | null;
}

export interface BuildContext {
  /** Aborted when the server stops: the build must end (and throw) soon. */
  signal: AbortSignal;
  progress(p: BuildProgress): void;
}

/** Writes a complete static site into `outDir` (an empty folder), or throws; may say how (for the log). */
export type SiteBuilder = (outDir: string, ctx: BuildContext) => Promise<void | Record<string, unknown>>;

export interface LocalRebuildOptions {
  db: Db;
  /** Parent of the build folders (`.data/site`). */
  siteRoot: string;
  build: SiteBuilder;
  debounceMs?: number;
  /** Finished builds kept on disk (the served one is always kept). */
  keep?: number;
  /** A failed build is tried once more by itself after this long (a crash or a killed build process is often transient). */
  retryDelayMs?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export interface LocalRebuild extends Rebuild {
  /** The folder to serve, or null before the first good build. */
  currentSite(): string | null;
  /** The running build's progress, or null when none runs. */
  progress(): BuildProgress | null;
  /** Builds at once (startup) and answers with the resulting status, once its compressed copies are made too. */
  buildNow(reason: string): Promise<BuildStatus>;
  settled(): Promise<void>;
  stop(): void;
}

/**
 * The Rebuild port for the local server: debounced builds into fresh folders, swapped in only on
 * success, so visitors keep getting the previous site during a build and after a failed one.
 */
export async function localRebuild(opts: LocalRebuildOptions): Promise<LocalRebuild> {
  const { db, build } = opts;
  const log = opts.log ?? (() => {});
  const folders = await siteFolders(opts.siteRoot, opts.keep ?? 2);
  await failInterruptedBuilds(db, new Date());
  const reasons = new Set<string>();
  /** How the last finished build ended: buildNow's answer, even when an edit has started another build since. */
  let lastEnd: BuildStatus | null = null;
  let progress: BuildProgress | null = null;
  let compressing: Promise<void> = Promise.resolve();
  /** Stops the running compression: its build has been replaced, and the next compression reuses its copies. */
  let stopCompressing = new AbortController();
  /** Resolved when no build runs: compression waits on it, so an edit's build is not slowed by the last one's copies. */
  let buildIdle: Promise<void> = Promise.resolve();
  /** Resolved when the next build starts (then a waiting buildNow stops waiting for copies that now wait for it). */
  const signal = () => {
    let resolve!: () => void;
    return { promise: new Promise<void>((r) => (resolve = r)), resolve };
  };
  let nextBuildStarts = signal();
  const stopping = new AbortController();
  const RETRY = 'retry after a failed build';
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const cancelRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const runOnce = async () => {
    const trigger = [...reasons].join(', ') || 'manual';
    const isRetry = reasons.size === 1 && reasons.has(RETRY);
    reasons.clear();
    cancelRetry(); // this build is the retry, or makes it needless
    const started = new Date();
    const rowId = await recordBuildStart(db, trigger, started);
    const { id, dir } = await folders.create();
    log({ level: 'info', msg: 'build started', trigger });
    const report = progressLog(log);
    progress = { done: 0, total: null };
    let buildDone!: () => void;
    buildIdle = new Promise<void>((resolve) => (buildDone = resolve));
    nextBuildStarts.resolve();
    nextBuildStarts = signal();
    try {
      const how = await build(dir, {
        signal: stopping.signal,
        progress: (p) => {
          progress = p;
          report(p);
        },
      });
      const pages = await countHtmlFiles(dir);
      if (pages === 0) throw new Error('the build produced no HTML pages');
      const previous = folders.current();
      stopCompressing.abort();
      await folders.promote(id);
      const durationMs = Date.now() - started.getTime();
      const finishedAt = new Date();
      await recordBuildEnd(db, rowId, { finishedAt, durationMs, pages });
      lastEnd = { state: 'succeeded', startedAt: started.toISOString(), finishedAt: finishedAt.toISOString(), durationMs, pages };
      log({ level: 'info', msg: 'build succeeded', pages, durationMs, ...how });
      // the compressed copies after the swap, off the publish path: until a page's copies exist it is
      // sent as is (a second or two after a one-article edit; a minute after a full 12,000-page build);
      // then old builds go (the previous one, whose copies were just reused, is kept). It waits while
      // a later build runs and stops when that build is swapped in, which then compresses what is left
      const stop = (stopCompressing = new AbortController());
      const before = compressing;
      compressing = before
        .then(() => precompressSite(dir, previous, { signal: stop.signal, gate: () => buildIdle }))
        .then(async (done) => {
          if (stop.signal.aborted) return { ...done, stopped: 'a newer build replaced this one' };
          await folders.prune();
          return done;
        })
        .then(
          (done) => log({ level: 'info', msg: 'compressed copies made', ...done }),
          (err: unknown) => log({ level: 'warn', msg: 'compressed copies failed', error: String(err) }),
        );
    } catch (err) {
      await folders.discard(dir);
      const error = err instanceof Error ? err.message : String(err);
      const finishedAt = new Date();
      const durationMs = finishedAt.getTime() - started.getTime();
      await recordBuildEnd(db, rowId, { finishedAt, durationMs, error });
      lastEnd = { state: 'failed', startedAt: started.toISOString(), finishedAt: finishedAt.toISOString(), durationMs, error };
      log({ level: 'error', msg: 'build failed', error });
      // once: a build that fails again waits for the next publish (a broken page would fail every time)
      if (!isRetry && !stopping.signal.aborted) {
        retryTimer = setTimeout(() => {
          retryTimer = null;
          reasons.add(RETRY);
          runner.trigger();
        }, opts.retryDelayMs ?? 30_000);
        retryTimer.unref?.();
      }
    } finally {
      progress = null;
      buildDone();
    }
  };

  const runner = debounce(opts.debounceMs ?? 2000, runOnce);

  return {
    contentChanged(reason) {
      reasons.add(reason);
      runner.trigger();
    },
    async status() {
      if (runner.scheduled && !runner.running) return { state: 'scheduled' };
      return (await latestBuild(db)) ?? { state: 'idle' };
    },
    currentSite: () => folders.current(),
    progress: () => progress && { ...progress },
    async buildNow(reason) {
      reasons.add(reason);
      await runner.runNow();
      const own = lastEnd;
      await Promise.race([compressing, nextBuildStarts.promise]);
      return own ?? (await latestBuild(db)) ?? { state: 'idle' };
    },
    async settled() {
      await runner.settled();
      await compressing;
    },
    stop() {
      cancelRetry();
      runner.stop();
      stopping.abort();
    },
  };
}

/** A progress line every tenth of the pages, or every 10 s while pages keep coming: enough to follow a long build. */
function progressLog(log: (entry: Record<string, unknown>) => void) {
  let last = { done: 0, at: Date.now() };
  return ({ done, total }: BuildProgress) => {
    if (!total || done === last.done) return;
    if (done < total && done - last.done < total / 10 && Date.now() - last.at < 10_000) return;
    last = { done, at: Date.now() };
    log({ level: 'info', msg: 'build progress', pages: `${done} / ${total}`, percent: Math.floor((done / total) * 100) });
  };
}

export async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('.html')).length;
}
