import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { basename, isAbsolute, join, relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { openDb } from '@db/client';
import { localDatabaseUrl } from '../db-url';
import { setContentDb } from '../content-db';
import { linkRestoredPages } from './link-restored-pages';

export interface AstroBuildOptions {
  root: string;
  outDir: string;
  /** How many HTML pages the build will write, known once every route's getStaticPaths() ran. */
  onTotal?: (pages: number) => void;
}

/**
 * Runs Astro's build in this process against the database `localDatabaseUrl()` names. One build
 * per process: Node's module cache would hand a second build the first one's page bundle, so the
 * local server runs each build in a child process (`child-builder.ts`).
 */
export async function astroBuild(opts: AstroBuildOptions): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
  const handle = await openDb(localDatabaseUrl());
  setContentDb(handle.db);
  const staging = writeDirFor(opts.root, opts.outDir);
  try {
    const { build } = await import('astro');
    await linkRestoredPages();
    if (staging !== opts.outDir) {
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
    }
    await build({ root: opts.root, outDir: staging, logLevel: 'warn', integrations: opts.onTotal ? [countPages(opts.onTotal)] : [] });
    if (staging !== opts.outDir) await moveInto(staging, opts.outDir);
  } finally {
    if (staging !== opts.outDir) await rm(staging, { recursive: true, force: true });
    await handle.close();
  }
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

/** Reads the page count off the path list Astro renders (endpoints such as rss.xml write no HTML). */
function countPages(onTotal: (pages: number) => void): AstroIntegration {
  return {
    name: 'page-count',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) =>
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          async getStaticPaths() {
            const paths = await prerenderer.getStaticPaths();
            onTotal(new Set(paths.filter((p) => p.route.type !== 'endpoint').map((p) => p.pathname.replace(/\/$/, ''))).size);
            return paths;
          },
        })),
    },
  };
}
