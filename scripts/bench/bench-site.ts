import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { openDb } from '@db/client';
import { seedDemo } from '@db/seed/index';
import { upsertAdmin } from '@platform/auth/admin-command';
import { localStorage } from '@platform/storage/local';
import { newPostgresDatabase } from './bench-db';

/**
 * What the end-to-end benchmarks (bench:publish, bench:load) share: a freshly seeded site on its own
 * database (a new folder, or a new database on the local Postgres), `npm start`'s server on it with
 * a 300 ms rebuild debounce, its JSON log as events, an admin's session, and publishing an article.
 * Loopback only.
 */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until `ok(status, body)`; answers the milliseconds it took from `since`. */
export async function until(url: string, ok: (status: number, body: string) => boolean, since: number, limitMs = 600_000): Promise<number> {
  while (performance.now() - since < limitMs) {
    const res = await fetch(url).catch(() => null);
    if (res && ok(res.status, await res.text())) return performance.now() - since;
    await sleep(100);
  }
  throw new Error(`${url} did not become ready within ${limitMs / 1000} s`);
}

export interface ServerEvent {
  msg: string;
  at: number;
  [k: string]: unknown;
}

export async function startBenchSite(opts: { db: 'pglite' | 'postgres'; news: number; port: number; name: string }) {
  const admin = { email: `${opts.name}@example.mn`, password: `${opts.name}-${crypto.randomUUID()}` };
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${opts.name}-`));
  const postgres = opts.db === 'postgres' ? await newPostgresDatabase() : null;
  const seeding = performance.now();
  const handle = await openDb(postgres?.url ?? `pglite:${join(dataDir, 'pglite')}`);
  await handle.migrate();
  await seedDemo(handle.db, localStorage(join(dataDir, 'files')), { news: opts.news });
  await upsertAdmin(handle.db, { ...admin, role: 2 });
  await handle.close();
  const seededMs = performance.now() - seeding;

  const base = `http://127.0.0.1:${opts.port}`;
  const startedAt = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url,
      REBUILD_DEBOUNCE_MS: '300',
      // the load's visitors are told apart by cf-connecting-ip, as Cloudflare would set it (see load-mix.ts)
      TRUSTED_PROXY: 'cloudflare',
      PUBLIC_URL: undefined,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // the server's JSON log: when builds end (and how long they took), when their compressed copies are done
  const events: ServerEvent[] = [];
  let buffered = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    const lines = (buffered + chunk.toString()).split('\n');
    buffered = lines.pop()!;
    for (const l of lines.filter((x) => x.startsWith('{'))) events.push({ ...JSON.parse(l), at: performance.now() });
  });

  /** The last `msg` logged after `after`, once there is one. */
  const event = async (msg: string, after: number) => {
    while (!events.some((e) => e.msg === msg && e.at >= after)) await sleep(100);
    return events.filter((e) => e.msg === msg && e.at >= after).at(-1)!;
  };
  const buildTime = (after: number) => events.find((e) => e.msg === 'build succeeded' && e.at >= after)?.durationMs as number | undefined;
  /** The first build that succeeded after `after`, once there is one: its time, and how it went (a full or a content build). */
  const buildAfter = async (after: number) => {
    const found = () => events.find((e) => e.msg === 'build succeeded' && e.at >= after);
    while (!found()) await sleep(50);
    const e = found()!;
    const how =
      e.kind === 'content'
        ? `content build, ${e.rendered as number} pages rendered`
        : `full build${e.fullBecause ? `: ${e.fullBecause as string}` : ''}`;
    return `build ${((e.durationMs as number) / 1000).toFixed(1)} s, ${how}`;
  };
  const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

  let cookie = '';
  const signIn = async () => {
    const login = await fetch(`${base}/api/mm/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(admin),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  const png = new PNG({ width: 64, height: 40 });
  png.data.fill(180);
  const image = new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' });
  /** An admin's news write (`/insert/news` with a cover, `/update/news` without): answers the article's id. */
  const writeNews = async (path: '/insert/news' | '/update/news', fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (path === '/insert/news') form.set('image', image, 'cover.png');
    const res = await fetch(`${base}/api/mm${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: base }, body: form });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { news: { id: number } }).news.id;
  };

  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { base, startedAt, seededMs, events, event, buildTime, buildAfter, rssMb, signIn, writeNews, stop };
}
