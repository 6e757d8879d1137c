import { mkdir } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { openDb } from '../../db/client';
import { configFromEnv, type Env } from '../api/env';
import type { Deps } from '../platform/ports';
import { makeVariants } from '../platform/images/make-variants';
import { astroBuilder } from '../platform/rebuild/astro-builder';
import { localRebuild, type SiteBuilder } from '../platform/rebuild/local';
import { createServerApp } from './app';
import { seedIfEmpty } from './first-start';
import { mailerFromEnv, storageFromEnv } from './node-adapters';
import { sharePglite } from './share-pglite';

export interface ServerPaths {
  root: string;
  dataDir: string;
  pgliteDir: string;
  filesDir: string;
  siteDir: string;
}

export interface StartOptions {
  env: Env;
  paths: ServerPaths;
  log: (entry: Record<string, unknown>) => void;
  /** Replaces the Astro build (tests). */
  build?: SiteBuilder;
  /** Progress lines for the terminal. */
  say?: (line: string) => void;
}

/**
 * Composes the local server: database (migrated, seeded when empty), storage, mailer, the
 * in-process rebuild runner, the HTTP server; and, for the embedded database, its loopback share.
 */
export async function startServer(opts: StartOptions) {
  const { env, paths, log } = opts;
  const say = opts.say ?? (() => {});
  await mkdir(paths.dataDir, { recursive: true });

  const handle = await openDb(env.DATABASE_URL ?? `pglite:${paths.pgliteDir}`);
  await handle.migrate();
  const db = handle.db;
  const storage = storageFromEnv(env, paths.filesDir);
  const seed = await seedIfEmpty(db, storage);
  if (seed.seeded) say('Seeded the demo content.');

  const rebuild = await localRebuild({
    db,
    siteRoot: paths.siteDir,
    build: opts.build ?? astroBuilder({ root: paths.root, db }),
    debounceMs: env.REBUILD_DEBOUNCE_MS,
    log,
  });
  const deps: Deps = {
    db,
    storage,
    mailer: mailerFromEnv(env, db),
    rebuild,
    config: configFromEnv(env),
    makeImageVariants: (key) => makeVariants(storage, key),
    log,
  };
  const app = createServerApp({ deps, siteDir: () => rebuild.currentSite() });

  if (rebuild.currentSite()) {
    void rebuild.buildNow('server start'); // serve the last build meanwhile
  } else {
    say('Building the static site (first start)...');
    const first = await rebuild.buildNow('first start');
    say(
      first.state === 'succeeded'
        ? `Built ${first.pages} pages in ${((first.durationMs ?? 0) / 1000).toFixed(1)} s.`
        : `The first build failed: ${first.error}`,
    );
  }

  const shared = handle.kind === 'pglite' ? await sharePglite(db) : null;
  const server = await listen(app.fetch, env.PORT, env.HOST);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      rebuild.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await shared?.stop();
      await handle.close();
    })());

  return { url: deps.config.publicUrl, port: env.PORT, pgPort: shared?.port, seed, rebuild, deps, close };
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string) {
  return new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}
