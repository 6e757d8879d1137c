import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { basename, join, relative, isAbsolute } from 'node:path';
import type { Db } from '../../../db/client';
import { setContentDb } from '../content-db';
import { linkRestoredPages } from './link-restored-pages';
import type { SiteBuilder } from './local';

/**
 * Runs Astro's build in this process, with the pages reading `db` (the server's own handle):
 * an embedded PGlite folder can be open in one process only, so a child `astro build` could not
 * read it. Builds must not overlap; the rebuild runner guarantees that.
 */
export function astroBuilder(opts: { root: string; db: Db }): SiteBuilder {
  return async (outDir) => {
    setContentDb(opts.db);
    process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
    const { build } = await import('astro');
    await linkRestoredPages();
    if (isInside(process.cwd(), outDir)) return build({ root: opts.root, outDir, logLevel: 'warn' });

    // Astro renders pages by importing a bundle it writes beside outDir, or into <cwd>/.astro/ when
    // outDir lies outside the working directory. That path would be the same for every build, and Node's module
    // cache would hand the second build the first one's bundle (and its cached page list): stale pages.
    // So the build is staged inside the working directory, where each build's bundle has its own path.
    const staging = join(process.cwd(), '.astro', 'site-builds', basename(outDir));
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    try {
      await build({ root: opts.root, outDir: staging, logLevel: 'warn' });
      await moveInto(staging, outDir);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  };
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
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
