import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '@db/schema';
import { parseEnv } from '@platform/env';
import { startServer } from '@server/start-server';
import { freePort, serverPaths } from '../helpers/server';

/**
 * `npm start`'s composition with the real build: every build is an Astro build in a child process
 * reading the server's embedded database over its owner-only socket share. Slow (a build is ~10 s on the
 * demo seed, more on a busy machine): the memory test runs 4 of them, with the build process
 * replaced after every 3 (20 in production) so that one replacement is among them.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
let base: string;

const MB = 1024 * 1024;
const BUILDS_PER_PROCESS = 3;
const REBUILDS = BUILDS_PER_PROCESS + 1; // past a process's last build, so one replacement of the build process is included

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'build-process-'));
  const port = await freePort(); // not 4321: the pages must name the port the server listens on
  base = `http://127.0.0.1:${port}`;
  server = await startServer({
    env: parseEnv({ PORT: String(port), HOST: '127.0.0.1', REBUILD_DEBOUNCE_MS: '20', BUILDS_PER_PROCESS: String(BUILDS_PER_PROCESS) }),
    paths: serverPaths(dataDir),
    log: () => {},
  });
  const waiting = await fetch(`${base}/mm`);
  expect(waiting.status).toBe(503); // it listens before the first build is ready
  expect(await waiting.text()).toContain('Сайтыг бэлтгэж байна');
  await server.rebuild.settled();
  expect(await server.rebuild.status()).toMatchObject({ state: 'succeeded' });
}, 300_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await fetch(base + path);
  expect(res.status).toBe(200);
  return res.text();
};

/** Changes the Mongolian title of article 1 and publishes, as an admin edit does. */
async function publish(title: string) {
  await server.deps.db.update(news).set({ title }).where(eq(news.id, 1));
  server.deps.rebuild.contentChanged('news 1');
  await server.rebuild.settled();
}

describe('builds in a child process', () => {
  it('prints the address the server listens on in every absolute URL', async () => {
    const home = await page('/mm');
    expect(home).toContain(`<link rel="canonical" href="${base}/mm"`);
    expect(home).toContain(`hreflang="en" href="${base}/en/mm"`);
    expect(await page('/sitemap.xml')).toContain(`<loc>${base}/mm</loc>`);
    expect(await page('/mm/rss.xml')).toContain(`<link>${base}/mm/detail/1</link>`);
    expect(await page('/mm/detail/1')).toContain(`sharer.php?u=${encodeURIComponent(`${base}/mm/detail/1`)}`);
    expect(await page('/robots.txt')).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(await page('/mm')).not.toContain('localhost:4321');
  });

  it.skipIf(process.env.DATABASE_URL)(
    'builds while 20 clients query the shared database (issue 23 item 11)',
    { timeout: 300_000 },
    async () => {
      const clients = Array.from({ length: 20 }, () => new pg.Client({ connectionString: server.dbUrl }));
      await Promise.all(clients.map((c) => c.connect()));
      let stop = false;
      let queries = 0;
      const load = clients.map(async (c, n) => {
        while (!stop) {
          const { rows } = await c.query('select id, title from news where id = $1 and $2::int = $2::int', [1, n]);
          expect(rows).toHaveLength(1);
          queries++;
        }
      });
      try {
        await publish('Built under load');
        expect(await server.rebuild.status()).toMatchObject({ state: 'succeeded' });
        expect(await page('/mm/detail/1')).toContain('Built under load');
      } finally {
        stop = true;
        await Promise.all(load);
        await Promise.all(clients.map((c) => c.end()));
      }
      expect(queries).toBeGreaterThan(100);
    },
  );

  it('keeps serving the previous site when the build process is killed, and the next publish retries', { timeout: 300_000 }, async () => {
    const before = server.rebuild.currentSite();
    await server.deps.db.update(news).set({ title: 'Killed edit' }).where(eq(news.id, 1));
    server.deps.rebuild.contentChanged('news 1');
    // the build process stays up between builds: kill it once it is running this build (it knows the page count)
    // (up to two minutes: on a loaded machine the build process takes a while to count the pages)
    let child: number | undefined;
    for (const until = Date.now() + 120_000; Date.now() < until && !child;) {
      child = server.rebuild.progress()?.total ? buildProcesses()[0] : undefined;
      if (!child) await new Promise((r) => setTimeout(r, 50));
    }
    process.kill(child!, 'SIGKILL');
    await server.rebuild.settled();
    expect(await server.rebuild.status()).toMatchObject({ state: 'failed', error: expect.stringMatching(/killed/) });
    expect(server.rebuild.currentSite()).toBe(before);
    expect(await page('/mm/detail/1')).not.toContain('Killed edit');

    await publish('Retried edit');
    expect(await server.rebuild.status()).toMatchObject({ state: 'succeeded' });
    expect(await page('/mm/detail/1')).toContain('Retried edit');
  });

  it('replaces a build process that died between builds', { timeout: 300_000 }, async () => {
    const [idle] = buildProcesses();
    expect(idle).toBeDefined();
    process.kill(idle!, 'SIGKILL');
    for (let i = 0; i < 100 && buildProcesses().includes(idle!); i++) await new Promise((r) => setTimeout(r, 50));
    await publish('After a dead build process');
    expect(await server.rebuild.status()).toMatchObject({ state: 'succeeded' });
    expect(await page('/mm/detail/1')).toContain('After a dead build process');
  });

  // the server process's memory, whatever the database: measured once, on the embedded one (the
  // suite's Postgres pass would only repeat two minutes of builds)
  it.skipIf(process.env.DATABASE_URL)(`keeps the server's memory flat over ${REBUILDS} rebuilds`, { timeout: 1_200_000 }, async () => {
    const started = Date.now();
    const before = rss();
    const samples: number[] = [];
    const processes = new Set<number>();
    for (let i = 1; i <= REBUILDS; i++) {
      await publish(`Edit ${i}`);
      expect(await server.rebuild.status()).toMatchObject({ state: 'succeeded' });
      samples.push(rss());
      for (const pid of buildProcesses()) processes.add(pid);
    }
    const after = samples.at(-1)!;
    expect(await page('/mm/detail/1')).toContain(`Edit ${REBUILDS}`);
    // the build process stays up between builds (one at most), and was replaced along the way
    expect(buildProcesses().length).toBeLessThanOrEqual(1);
    expect(processes.size).toBeGreaterThanOrEqual(2);
    console.log(
      `server RSS ${(before / MB).toFixed(0)} MB -> ${(after / MB).toFixed(0)} MB after ${REBUILDS} rebuilds in ${((Date.now() - started) / 1000).toFixed(0)} s; after each: ${samples.map((b) => (b / MB).toFixed(0)).join(' ')}`,
    );
    expect(after - before).toBeLessThanOrEqual(150 * MB);
  });
});

/** Resident memory after a full garbage collection, so that garbage not yet collected is not counted as growth. */
function rss(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().rss;
}

/** The running build processes this process started. */
function buildProcesses(): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  } catch {
    // ps exits with 1 when this process has no children
  }
  return out
    .split('\n')
    .filter((line) => line.includes('build-child'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}
