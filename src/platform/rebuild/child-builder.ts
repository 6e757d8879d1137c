import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './build-child';
import { writeDirFor } from './astro-build';
import { countHtmlFiles, type SiteBuilder } from './local';

export interface ChildBuilderOptions {
  /** The project folder (Astro's root and the child's working directory). */
  root: string;
  /** What the build reads: DATABASE_URL (the server's database, or its PGlite shared on loopback), PUBLIC_URL, ASTRO_CACHE_DIR. */
  env: Record<string, string>;
}

const ENTRY = fileURLToPath(new URL('./build-child.ts', import.meta.url));
/** A build that ignores SIGTERM is killed after this long. */
const KILL_AFTER_MS = 5000;
/** How often the pages written so far are counted. */
const POLL_MS = 1000;

/**
 * Runs each build in a child process (`build-child.ts`), so the server's memory stays flat
 * however many builds it runs: everything Astro and Vite allocate goes away with the child.
 * A child that crashes, is killed or exits non-zero is a failed build.
 */
export function childBuilder(opts: ChildBuilderOptions): SiteBuilder {
  return (outDir, { signal, progress }) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(new Error('the server stopped before the build'));
      const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: opts.root,
        // the compile cache: each build is a new process importing Astro, Vite and the page bundle
        env: { NODE_COMPILE_CACHE: join(opts.root, '.astro', 'node-compile-cache'), ...process.env, ...opts.env, ASTRO_OUT_DIR: outDir },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let total: number | null = null;
      let error: string | undefined;
      child.on('message', (msg: ChildMessage) => {
        if ('total' in msg) progress({ done: 0, total: (total = msg.total) });
        else error = msg.error;
      });

      // Astro writes each page as it renders (or restores) it: the count of HTML files is the progress
      let counting = false;
      const poll = setInterval(async () => {
        if (counting || total === null) return;
        counting = true;
        const done = await countHtmlFiles(writeDirFor(opts.root, outDir)).catch(() => null);
        counting = false;
        if (done !== null && child.exitCode === null) progress({ done: Math.min(done, total), total });
      }, POLL_MS);

      const kill = () => {
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS).unref();
      };
      signal.addEventListener('abort', kill, { once: true });

      child.once('error', (err) => {
        clearInterval(poll);
        reject(err);
      });
      child.once('close', (code, sig) => {
        clearInterval(poll);
        signal.removeEventListener('abort', kill);
        if (code === 0) return resolve();
        if (signal.aborted) return reject(new Error('stopped with the server'));
        reject(new Error(error ?? (sig ? `the build process was killed (${sig})` : `the build process exited with code ${code}`)));
      });
    });
}
