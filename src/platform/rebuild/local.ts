import { readdir } from 'node:fs/promises';
import type { Db } from '../../../db/client';
import type { BuildStatus, Rebuild } from '../ports';
import { debounce } from './debounce';
import { precompressSite } from './precompress';
import { failInterruptedBuilds, latestBuild, recordBuildEnd, recordBuildStart } from './build-log';
import { siteFolders } from './site-folders';

/** Writes a complete static site into `outDir` (an empty folder), or throws. */
export type SiteBuilder = (outDir: string) => Promise<void>;

export interface LocalRebuildOptions {
  db: Db;
  /** Parent of the build folders (`.data/site`). */
  siteRoot: string;
  build: SiteBuilder;
  debounceMs?: number;
  /** Finished builds kept on disk (the served one is always kept). */
  keep?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export interface LocalRebuild extends Rebuild {
  /** The folder to serve, or null before the first good build. */
  currentSite(): string | null;
  /** Builds at once (startup) and answers with the resulting status. */
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

  const runOnce = async () => {
    const trigger = [...reasons].join(', ') || 'manual';
    reasons.clear();
    const started = new Date();
    const rowId = await recordBuildStart(db, trigger, started);
    const { id, dir } = await folders.create();
    log({ level: 'info', msg: 'build started', trigger });
    try {
      await build(dir);
      const pages = await countHtmlFiles(dir);
      if (pages === 0) throw new Error('the build produced no HTML pages');
      await precompressSite(dir, folders.current());
      await folders.promote(id);
      const durationMs = Date.now() - started.getTime();
      await recordBuildEnd(db, rowId, { finishedAt: new Date(), durationMs, pages });
      log({ level: 'info', msg: 'build succeeded', pages, durationMs });
    } catch (err) {
      await folders.discard(dir);
      const error = err instanceof Error ? err.message : String(err);
      await recordBuildEnd(db, rowId, { finishedAt: new Date(), durationMs: Date.now() - started.getTime(), error });
      log({ level: 'error', msg: 'build failed', error });
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
    async buildNow(reason) {
      reasons.add(reason);
      await runner.runNow();
      return (await latestBuild(db)) ?? { state: 'idle' };
    },
    settled: () => runner.settled(),
    stop: () => runner.stop(),
  };
}

export async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('.html')).length;
}
