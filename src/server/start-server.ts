import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { openDb } from '@db/client';
import { configFromEnv, type Env } from '@platform/env';
import type { Deps } from '@platform/ports';
import { makeVariants } from '@platform/images/make-variants';
import { decodeImage } from '@platform/images/decode';
import { childBuilder } from '@platform/rebuild/child-builder';
import { localRebuild, type SiteBuilder } from '@platform/rebuild/local';
import { sweepJobsEvery } from '@api/jobs';
import { createServerApp } from './app';
import { buildingPage } from './building-page';
import { seedIfEmpty } from './first-start';
import { mailFromEnv, storageFromEnv } from './node-adapters';
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
  /** How often the server sweeps due jobs (default SWEEP_EVERY_MS, a minute). */
  sweepEveryMs?: number;
}

/**
 * The local server. It listens first (opening a fresh embedded database alone takes seconds, the
 * first build of a large site minutes): pages answer with the building page until the first build
 * is ready, /api with 503 until the database is open; later builds keep serving the previous site.
 */
export async function startServer(opts: StartOptions) {
  const { env, paths } = opts;
  const say = opts.say ?? (() => {});
  await mkdir(paths.dataDir, { recursive: true });
  let fetch: (req: Request, bindings: unknown) => Response | Promise<Response> = opening;
  // the bindings carry the socket: its peer is the client's address (clientIp)
  const server = await listen((req, bindings) => fetch(req, bindings), env.PORT, env.HOST);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const local = await compose(opts, say).catch(async (err: unknown) => {
    await stopListening();
    throw err;
  });
  const { rebuild, deps } = local;
  fetch = createServerApp({ deps, siteDir: () => rebuild.currentSite(), progress: () => rebuild.progress() }).fetch;
  // scheduled work (request expiry, meeting reminders; DESIGN §8): a sweep every minute; a cron
  // Trigger calling /api/internal/sweep at the same time runs nothing twice
  const sweeping = sweepJobsEvery(deps, opts.sweepEveryMs);

  const first = !rebuild.currentSite();
  if (first) say('Building the static site (first start); pages answer with a "building" page meanwhile.');
  // an existing site keeps being served while this build runs
  const starting = rebuild.buildNow(first ? 'first start' : 'server start').then(
    (status) => {
      if (!first) return;
      say(
        status.state === 'succeeded'
          ? `Built ${status.pages} pages in ${((status.durationMs ?? 0) / 1000).toFixed(1)} s.`
          : `The first build failed: ${status.error}`,
      );
    },
    () => {}, // the server stopped before the build ended
  );

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      rebuild.stop(); // kills a running build
      await sweeping.stop();
      await stopListening();
      await rebuild.settled();
      await starting;
      await local.close();
    })());

  return { url: deps.config.publicUrl, port: env.PORT, dbUrl: local.dbUrl, seed: local.seed, rebuild, deps, close };
}

/**
 * Database (migrated, seeded when empty) and, for the embedded one, its owner-only socket share (the build
 * processes read it there), storage, mailer, and the rebuild runner (each build a child process).
 */
async function compose(opts: StartOptions, say: (line: string) => void) {
  const { env, paths, log } = opts;
  const handle = await openDb(env.DATABASE_URL ?? `pglite:${paths.pgliteDir}`);
  await handle.migrate();
  const db = handle.db;
  const storage = storageFromEnv(env, paths.filesDir);
  const seed = await seedIfEmpty(db, storage);
  if (seed.seeded) say('Seeded the demo content.');

  const shared = handle.kind === 'pglite' ? await sharePglite(db, join(paths.dataDir, 'pg-share')) : null;
  const config = configFromEnv(env);
  const rebuild = await localRebuild({
    db,
    siteRoot: paths.siteDir,
    build:
      opts.build ??
      childBuilder({
        root: paths.root,
        env: {
          DATABASE_URL: env.DATABASE_URL ?? shared!.url,
          PUBLIC_URL: config.publicUrl,
          ASTRO_CACHE_DIR: join(paths.dataDir, 'build-cache'),
        },
        buildsPerProcess: env.BUILDS_PER_PROCESS,
      }),
    debounceMs: env.REBUILD_DEBOUNCE_MS,
    log,
  });
  const mail = mailFromEnv(env, db, { log });
  const deps: Deps = {
    db,
    storage,
    mailer: mail.mailer,
    rebuild,
    config,
    makeImageVariants: (key) => makeVariants(storage, key),
    decodeImage,
    log,
  };
  const close = async () => {
    await mail.close();
    await shared?.stop();
    await handle.close();
  };
  return { deps, rebuild, seed, dbUrl: shared?.url, close };
}

/** Before the database is open: the building page, and 503 from the API. */
function opening(req: Request): Response {
  if (!new URL(req.url).pathname.startsWith('/api')) return buildingPage(null);
  return Response.json({ message: 'The server is starting' }, { status: 503, headers: { 'Retry-After': '2' } });
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string) {
  return new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}
