import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { openDb } from '@db/client';
import { localDatabaseUrl } from '../db-url';
import { setContentDb } from '../content-db';
import { linkRestoredPages } from './link-restored-pages';
import { bundleRecorder, codeStamp, contentBuild, NeedsFullBuild, type KeptBundle } from './content-build';

export interface AstroBuildOptions {
  root: string;
  outDir: string;
  /** How many HTML pages the build will write, known once every route's getStaticPaths() ran. */
  onTotal?: (pages: number) => void;
  /**
   * Keep the page bundle for the next build of this process, which then renders only what changed
   * without bundling again (content-build.ts): the local server's build process, which builds many times.
   */
  keepBundle?: boolean;
  /** How the build went: a full Astro build (and why), or a content build that rendered `rendered` pages. */
  onDone?: (done: BuildKind) => void;
}

export type BuildKind = { kind: 'full'; fullBecause?: string } | { kind: 'content'; rendered: number };

/** The bundle of this process's last build (only with `keepBundle`). */
let kept: KeptBundle | null = null;
/** Why the next build is a full one (the first of a process: "first build"). */
let fullBecause = 'first build of this process';

/**
 * Runs Astro's build in this process against the database `localDatabaseUrl()` names. The local
 * server runs its builds in a child process (`child-builder.ts`) that keeps the bundle between
 * them (`keepBundle`); `npm run build` runs one full build.
 */
export async function astroBuild(opts: AstroBuildOptions): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
  const handle = await openDb(localDatabaseUrl());
  setContentDb(handle.db);
  try {
    const stamp = await codeStamp(opts.root);
    if (kept && kept.codeStamp !== stamp) {
      kept = null;
      fullBecause = 'the code changed';
    }
    if (kept) {
      try {
        const done = await contentBuild(kept, opts.outDir, opts.onTotal);
        kept = done.kept;
        opts.onDone?.({ kind: 'content', rendered: done.rendered });
        return;
      } catch (err) {
        // what only a full build can do (a new redirect, a module the bundle never loaded): do one
        kept = null;
        fullBecause = `the content build stopped: ${err instanceof NeedsFullBuild ? err.message : String(err)}`;
        await rm(opts.outDir, { recursive: true, force: true });
        await mkdir(opts.outDir, { recursive: true });
      }
    }
    const recorder = bundleRecorder(opts.onTotal);
    await fullBuild(opts, opts.keepBundle ? recorder.integration : null, stamp);
    opts.onDone?.({ kind: 'full', fullBecause });
    if (opts.keepBundle) {
      const next = await recorder.keep(opts.outDir, stamp);
      kept = typeof next === 'string' ? null : next;
      fullBecause = typeof next === 'string' ? `content builds are off: ${next}` : 'a content build failed';
    }
  } finally {
    await handle.close();
  }
}

async function fullBuild(opts: AstroBuildOptions, recorder: AstroIntegration | null, stamp: string) {
  const staging = writeDirFor(opts.root, opts.outDir);
  const cacheDir = resolve(opts.root, process.env.ASTRO_CACHE_DIR || 'node_modules/.astro');
  await forgetCacheOfOtherCode(cacheDir, stamp);
  try {
    const { build } = await import('astro');
    await linkRestoredPages();
    if (staging !== opts.outDir) {
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
    }
    const integrations = recorder ? [recorder] : opts.onTotal ? [bundleRecorder(opts.onTotal).integration] : [];
    await build({ root: opts.root, outDir: staging, logLevel: 'warn', integrations });
    if (staging !== opts.outDir) await moveInto(staging, opts.outDir);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(join(cacheDir, CODE_STAMP_FILE), stamp);
  } finally {
    if (staging !== opts.outDir) await rm(staging, { recursive: true, force: true });
  }
}

const CODE_STAMP_FILE = 'code-stamp';

/**
 * Astro's incremental cache restores a page whose key and page code are unchanged, but a page's
 * code hash leaves out its islands: after an update, a restored page named island chunks the new
 * build no longer has (its island then never loaded). So the cache is kept only for the code that
 * wrote it (`codeStamp`), as a new deployment's first build starts without one.
 */
async function forgetCacheOfOtherCode(cacheDir: string, stamp: string) {
  const written = await readFile(join(cacheDir, CODE_STAMP_FILE), 'utf8').catch(() => null);
  if (written === stamp) return;
  await rm(join(cacheDir, 'incremental-build.json'), { force: true });
  await rm(join(cacheDir, 'dist'), { recursive: true, force: true });
}

/**
 * Where Astro writes a build of `outDir`. Astro renders pages from a bundle it writes beside its
 * outDir, or into `<root>/.astro/` when outDir lies outside the project: one path for every such
 * build, which two builds at once (a test beside a server) would overwrite. So a build for a folder
 * outside the project is written inside it, under its own name, and moved when done.
 */
export function writeDirFor(root: string, outDir: string): string {
  const rel = relative(root, outDir);
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  return inside ? outDir : join(root, '.astro', 'site-builds', basename(outDir));
}

/** rename(2) when on the same file system, else copy (the data folder may be on another disk). */
async function moveInto(from: string, to: string) {
  try {
    await rm(to, { recursive: true, force: true });
    await rename(from, to);
  } catch (err) {
    if ((err as { code?: string }).code !== 'EXDEV') throw err;
    await mkdir(to, { recursive: true });
    await cp(from, to, { recursive: true });
  }
}
