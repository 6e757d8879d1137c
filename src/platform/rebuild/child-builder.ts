import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDirFor } from './astro-build';
import type { BuildRequest, ChildMessage } from './build-child';
import type { BuildKind } from './astro-build';
import { countHtmlFiles, type SiteBuilder } from './local';

export interface ChildBuilderOptions {
  /** The project folder (Astro's root and the child's working directory). */
  root: string;
  /** What the build reads: DATABASE_URL (the server's database, or its PGlite shared on an owner-only Unix socket), PUBLIC_URL, ASTRO_CACHE_DIR. */
  env: Record<string, string>;
  /** Builds one process runs before it is replaced (default 20; tests lower it to see a replacement in a few builds). */
  buildsPerProcess?: number;
  /** The build process's niceness (default 10): a build is background work, visitors' requests come first. */
  niceness?: number;
}

const ENTRY = fileURLToPath(new URL('./build-child.ts', import.meta.url));
/** A build that ignores SIGTERM is killed after this long. */
const KILL_AFTER_MS = 5000;
/** How often the pages written so far are counted. */
const POLL_MS = 1000;
/**
 * The build process keeps what each build's page bundle loaded (Node never unloads a module): it is
 * replaced after this many builds (`buildsPerProcess`) or once it holds this much memory.
 */
const BUILDS_PER_PROCESS = 20;
const MAX_PROCESS_RSS = 1.2 * 1024 ** 3;
/**
 * On two cores a build takes both for seconds: at normal priority it doubled the API's p99 under load
 * (bench:load). Niced, it gets what the server leaves idle, which is nearly everything between bursts.
 */
const BUILD_NICENESS = 10;

/**
 * Runs the builds in a child process (`build-child.ts`), so the server's memory stays flat however
 * many builds it runs: what Astro and Vite allocate lives in the child, which is replaced as it grows.
 * The child stays up between builds (starting Node and importing Astro again would cost every publish
 * 2–3 s). A child that crashes, is killed or reports an error is a failed build; the next build starts
 * a new child.
 */
export function childBuilder(opts: ChildBuilderOptions): SiteBuilder {
  let child: ChildProcess | null = null;
  let builds = 0;
  const buildsPerProcess = opts.buildsPerProcess ?? BUILDS_PER_PROCESS;

  const start = (stopped: AbortSignal) => {
    builds = 0;
    const c = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      cwd: opts.root,
      // the compile cache: a new build process imports Astro, Vite and the page bundle again
      env: { NODE_COMPILE_CACHE: join(opts.root, '.astro', 'node-compile-cache'), ...process.env, ...opts.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (c.pid) setPriority(c.pid, opts.niceness ?? BUILD_NICENESS);
    } catch {
      // not allowed here (some containers): the build runs at the server's priority
    }
    // the runner's signal: aborted when the server stops, idle or building
    stopped.addEventListener('abort', () => retire(c), { once: true });
    // a process that dies between builds is replaced by the next build
    c.once('exit', () => {
      if (child === c) child = null;
    });
    return c;
  };
  const retire = (c: ChildProcess) => {
    if (child === c) child = null;
    c.kill('SIGTERM');
    setTimeout(() => c.exitCode === null && c.signalCode === null && c.kill('SIGKILL'), KILL_AFTER_MS).unref();
  };

  return (outDir, { signal, progress }) => {
    /** One try; a process kept from an earlier build that turns out dead before it took the build gets one retry in a new process. */
    const attempt = (): Promise<BuildKind & { buildProcessMb?: number }> =>
      new Promise<BuildKind & { buildProcessMb?: number }>((resolve, reject) => {
        if (signal.aborted) return reject(new Error('the server stopped before the build'));
        if (child && !child.connected) child = null;
        const reused = child !== null;
        const c = (child ??= start(signal));
        builds++;
        let taken = false;
        let total: number | null = null;

        // Astro writes each page as it renders (or restores) it: the count of HTML files is the progress
        let counting = false;
        const poll = setInterval(async () => {
          if (counting || total === null) return;
          counting = true;
          const done = await countHtmlFiles(writeDirFor(opts.root, outDir)).catch(() => null);
          counting = false;
          if (done !== null && total !== null) progress({ done: Math.min(done, total), total });
        }, POLL_MS);

        let how: BuildKind & { buildProcessMb?: number } = { kind: 'full' };
        const finish = (outcome?: Error | 'retry') => {
          clearInterval(poll);
          c.off('message', onMessage);
          c.off('exit', onExit);
          c.off('error', onError);
          if (outcome === 'retry') attempt().then(resolve, reject);
          else if (outcome) reject(outcome);
          else resolve(how);
        };
        const onMessage = (msg: ChildMessage) => {
          if ('taken' in msg) taken = true;
          else if ('total' in msg) progress({ done: 0, total: (total = msg.total) });
          else if ('error' in msg) {
            retire(c); // a failed build may leave the process in any state
            finish(new Error(msg.error));
          } else {
            const { done: _done, rss, ...kind } = msg;
            how = { ...kind, buildProcessMb: Math.round(rss / 1024 / 1024) };
            if (builds >= buildsPerProcess || msg.rss > MAX_PROCESS_RSS) retire(c);
            finish();
          }
        };
        const gone = (err: Error) => {
          if (child === c) child = null;
          if (signal.aborted) return finish(new Error('stopped with the server'));
          finish(reused && !taken ? 'retry' : err);
        };
        const onExit = (code: number | null, sig: NodeJS.Signals | null) =>
          gone(new Error(sig ? `the build process was killed (${sig})` : `the build process exited with code ${code}`));
        const onError = (err: Error) => gone(err);
        c.on('message', onMessage);
        c.once('exit', onExit);
        c.once('error', onError);
        c.send({ outDir } satisfies BuildRequest);
      });
    return attempt();
  };
}
