import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@db/schema';
import { parseEnv } from '@platform/env';
import { startServer } from '@server/start-server';
import { freePort, serverPaths } from '../helpers/server';
import { createTestDb } from '../helpers/db';
import { startTcpProxy } from '../helpers/tcp-proxy';

/**
 * SECURITY.md 24 on the Node server (`npm start`'s composition, node-postgres pool): Postgres
 * "stops" while requests flow (a TCP relay in front of the shared server is cut; the server itself
 * is never touched). Pages keep being served from the build, the API answers 503 with a person's
 * message and no stack, and it recovers by itself when Postgres is back. Needs a real Postgres:
 * skipped on the embedded database, which has no connection to lose.
 */
const onPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '');
const NEWS = '/api/mm/get/news?category=8&lang=mn&page=1&limit=6';

describe.skipIf(!onPostgres)('Postgres outage under the Node server', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;
  let base: string;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    handle = await createTestDb();
    // not empty, so the server does not seed the demo (not what this test is about)
    await handle.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
    const target = new URL(handle.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(handle.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    dataDir = await mkdtemp(join(tmpdir(), 'faults-db-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer({
      env: parseEnv({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: viaProxy.toString(), REBUILD_DEBOUNCE_MS: '20' }),
      paths: serverPaths(dataDir),
      log: (entry) => void logs.push(entry),
      // a tiny site stands for the Astro build: what is served without the database is the point
      build: async (outDir) => {
        await writeFile(join(outDir, 'index.html'), '<h1>root</h1>');
        await writeFile(join(outDir, 'mm.html'), '<h1>mm home</h1>');
      },
    });
    await server.rebuild.settled();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const timed = async (path: string) => {
    const started = performance.now();
    const res = await fetch(base + path, { signal: AbortSignal.timeout(15_000) });
    return { res, text: await res.text(), ms: performance.now() - started };
  };

  /** A 503 as the API must give it: a person's message and a request id, nothing of the driver. */
  const expectUnavailable = ({ res, text }: { res: Response; text: string }) => {
    expect(res.status).toBe(503);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
    expect(body.message).toMatch(/Үйлчилгээ түр ажиллахгүй/);
    expect(text).not.toMatch(/ECONNREFUSED|Failed query|select |\bat .+\.(ts|js):\d+|stack/i);
  };

  it('serves pages and answers 503 while Postgres is down, then recovers without a restart', { timeout: 60_000 }, async () => {
    // several pooled connections, all to be cut by the outage
    expect((await Promise.all(Array.from({ length: 6 }, () => timed(NEWS)))).map((r) => r.res.status)).toEqual(Array(6).fill(200));

    // requests keep flowing through the outage
    const flow: { path: string; status: number; ms: number }[] = [];
    let flowing = true;
    const traffic = (async () => {
      while (flowing) {
        await Promise.all(
          ['/mm', NEWS].map(async (path) => {
            const r = await timed(path);
            flow.push({ path, status: r.res.status, ms: r.ms });
          }),
        );
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    await proxy.down();
    const down = await timed(NEWS);
    expectUnavailable(down);
    expect(down.ms).toBeLessThan(2000); // refused at once: no waiting for a timeout
    expect(down.res.headers.get('retry-after')).toBe('5');
    const english = await timed(NEWS.replace('lang=mn', 'lang=en'));
    expect(english.res.status).toBe(503);
    expect(JSON.parse(english.text)).toMatchObject({ message: expect.stringMatching(/temporarily unavailable/) });
    expect((await timed('/api/health')).res.status).toBe(503);
    const page = await timed('/mm');
    expect(page.res.status).toBe(200);
    expect(page.text).toContain('mm home');
    await new Promise((r) => setTimeout(r, 500));

    await proxy.up();
    const back = performance.now();
    let recoveredMs = -1;
    for (let i = 0; i < 100 && recoveredMs < 0; i++) {
      if ((await timed(NEWS)).res.status === 200) recoveredMs = performance.now() - back;
      else await new Promise((r) => setTimeout(r, 100));
    }
    flowing = false;
    await traffic;
    console.log(`Node server: API answered again ${recoveredMs.toFixed(0)} ms after Postgres came back`);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(2000);
    // no dead pooled connection is handed out after the outage
    expect((await Promise.all(Array.from({ length: 12 }, () => timed(NEWS)))).map((r) => r.res.status)).toEqual(Array(12).fill(200));

    expect(flow.filter((r) => r.path === '/mm').every((r) => r.status === 200)).toBe(true);
    expect(flow.filter((r) => r.path === NEWS && r.status === 503).length).toBeGreaterThan(0);
    expect(flow.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(Math.max(...flow.map((r) => r.ms))).toBeLessThan(6000);
    // the cause goes to the log, with the request id the visitor was given
    const requestId = (JSON.parse(down.text) as { requestId: string }).requestId;
    expect(logs).toContainEqual(expect.objectContaining({ msg: 'database unavailable', requestId }));
  });

  it('fails fast when Postgres does not answer at all (connect timeout), then recovers', { timeout: 60_000 }, async () => {
    await proxy.hang();
    await new Promise((r) => setTimeout(r, 300)); // the pool has dropped its cut connections
    const [hung, page] = await Promise.all([timed(NEWS), timed('/mm')]);
    expectUnavailable(hung);
    expect(hung.ms).toBeGreaterThan(4000); // it did wait for a connection...
    expect(hung.ms).toBeLessThan(8000); // ...for the pool's 5 s connect timeout, not forever
    expect(page.res.status).toBe(200);
    await proxy.up();
    const back = performance.now();
    const again = await timed(NEWS);
    expect(again.res.status).toBe(200);
    console.log(`Node server: after a hang, API answered again ${(performance.now() - back).toFixed(0)} ms after Postgres came back`);
  });
});
