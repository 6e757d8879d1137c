import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '@api/app';
import { configFromEnv, parseEnv } from '@platform/env';
import { outboxMailer } from '@platform/mail/outbox';
import { localStorage } from '@platform/storage/local';
import { seedDemo } from '@db/seed/index';
import { freshDatabase } from './bench-db';

/**
 * API throughput of the public news list, the busiest live call:
 *   npm run bench:api -- --db pglite|postgres --news 1000 --seconds 10
 * Prints numbers; it is not a timed test. Loopback only.
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    news: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
  },
});
if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const kind = values.db;
const newsCount = Number(values.news);
const seconds = Number(values.seconds);
const PATH = '/api/mm/get/news?category=8&lang=mn&page=1&limit=6';

const handle = await freshDatabase(kind);
const filesDir = await mkdtemp(join(tmpdir(), 'bench-files-'));
try {
  const storage = localStorage(filesDir);
  const seedStarted = performance.now();
  await seedDemo(handle.db, storage, { news: newsCount });
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  const app = createApp({
    db: handle.db,
    storage,
    mailer: outboxMailer(handle.db),
    rebuild: { contentChanged: () => {}, status: async () => ({ state: 'idle' }) },
    config: configFromEnv(parseEnv({})),
    // no per-request log line: printing would be measured too
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`;
  try {
    const probe = await fetch(url);
    const body = (await probe.json()) as { news?: unknown[]; totalPages?: number };
    if (probe.status !== 200 || !body.news?.length)
      throw new Error(`the news list answered ${probe.status}: ${JSON.stringify(body).slice(0, 200)}`);
    const result = await autocannon({ url, connections: 10, duration: seconds });
    const line = (label: string, value: string | number) => console.log(`${label.padEnd(14)}${value}`);
    line('database', `${kind} (${newsCount} demo news seeded in ${seedSeconds} s; category 8 has ${body.totalPages} pages)`);
    line('call', `GET ${PATH}`);
    line('duration', `${seconds} s, 10 connections`);
    line('requests/s', result.requests.average.toFixed(0));
    line('latency p50', `${result.latency.p50} ms`);
    line('latency p99', `${result.latency.p99} ms`);
    line('non-2xx', result.non2xx);
    line('errors', result.errors + result.timeouts);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await handle.close();
  await rm(filesDir, { recursive: true, force: true });
}
