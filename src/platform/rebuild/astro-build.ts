import type { AstroIntegration } from 'astro';
import { openDb } from '../../../db/client';
import { localDatabaseUrl } from '../../../scripts/lib/db-url';
import { setContentDb } from '../content-db';

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
  try {
    const { build } = await import('astro');
    await build({ root: opts.root, outDir: opts.outDir, logLevel: 'warn', integrations: opts.onTotal ? [countPages(opts.onTotal)] : [] });
  } finally {
    await handle.close();
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
