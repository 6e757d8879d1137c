import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '@api/app';
import { configFromEnv, parseEnv } from '@platform/env';
import { outboxMailer } from '@platform/mail/outbox';
import { localStorage } from '@platform/storage/local';
import { openDb, type DbHandle } from '@db/client';
import { seedDemo } from '@db/seed/index';

/**
 * The directory search under load (target p99 <= 20 ms on Postgres at 10,000 companies):
 *   npm run bench:search -- [--pglite] [--companies 10000] [--seconds 15] [--connections 20]
 * Makes its own database on the Postgres server named by DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test; dropped at the end) or in-memory PGlite, seeds the demo
 * with that many companies, serves the API on loopback and fires `/api/yp/search/companies` with a
 * mix of terms: both scripts, typos, transliterations, short and multi-word. Prints numbers; it is
 * not a timed test.
 */
const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    companies: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    /** Also measure a trivial call (the sub-categories list) the same way: the machine's own floor. */
    baseline: { type: 'boolean', default: false },
  },
});
const companies = Number(values.companies);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const TERMS = [
  'ЭРДЭНЭТ', // Cyrillic
  'ERDENET', // Latin
  'ERDENAT', // typo
  'ЭРДЭНАТ', // Cyrillic typo
  'MUNKH', // Latin spelling of МӨНХ
  'МУНХ', // look-alike У for Ө
  'KHUVSGUL',
  'ХӨВСГӨЛ ТРЕЙД',
  'TSAGAAN MINING',
  'CAGAAN', // ц typed as c
  'OYU TOLGOI',
  'SUKHBATAR', // a letter missing
  'ТАВАН ТОЛГОЙ',
  'SHAND',
  'GOBI RESOURCES',
  'ALT', // short
  'ЛЛС',
  'QWERTY', // no hit
];
const pathOf = (term: string) =>
  `/api/yp/search/companies?lang=${/[A-Z]/.test(term) ? 'en' : 'mn'}&page=1&limit=36&term=${encodeURIComponent(term)}`;

async function freshDatabase(): Promise<DbHandle & { label: string }> {
  if (values.pglite) {
    const handle = await openDb('memory://');
    await handle.migrate();
    return { ...handle, label: 'PGlite (in memory)' };
  }
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_search_${Date.now().toString(36)}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const handle = await openDb(url.toString());
  try {
    await handle.migrate();
  } catch (err) {
    await handle.close();
    await onServer(`drop database if exists ${name} with (force)`);
    throw err;
  }
  return {
    ...handle,
    label: `Postgres (${url.host}, database ${name})`,
    close: async () => {
      await handle.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

const handle = await freshDatabase();
const filesDir = await mkdtemp(join(tmpdir(), 'bench-search-'));
try {
  const storage = localStorage(filesDir);
  const seedStarted = performance.now();
  await seedDemo(handle.db, storage, { news: 6, companies });
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  // fresh statistics, as autovacuum keeps them (the trigram indexes have no pending list to merge)
  if (handle.kind === 'postgres') await handle.db.execute('analyze');
  const app = createApp({
    db: handle.db,
    storage,
    mailer: outboxMailer(handle.db),
    rebuild: { contentChanged: () => {}, status: async () => ({ state: 'idle' }) },
    config: configFromEnv(parseEnv({})),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const hits: string[] = [];
    for (const term of TERMS) {
      const res = await fetch(origin + pathOf(term));
      const body = (await res.json()) as { total?: number; companies?: { name: string }[] };
      if (res.status !== 200) throw new Error(`${term}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      hits.push(`${term} ${body.total}${body.companies?.[0] ? ` (${body.companies[0].name})` : ''}`);
    }
    let next = 0;
    const result = await autocannon({
      url: origin,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(TERMS[next++ % TERMS.length]) }) }],
    });
    const line = (label: string, value: string | number) => console.log(`${label.padEnd(14)}${value}`);
    line('database', `${handle.label}: ${companies} demo companies seeded in ${seedSeconds} s`);
    line('call', `GET /api/yp/search/companies, ${TERMS.length} terms in turn`);
    line('hits', hits.join('; '));
    line('duration', `${seconds} s, ${connections} concurrent requests`);
    line('requests', result.requests.total);
    line('requests/s', result.requests.average.toFixed(0));
    line('latency p50', `${result.latency.p50} ms`);
    line('latency p99', `${result.latency.p99} ms`);
    line('latency max', `${result.latency.max} ms`);
    line('non-2xx', result.non2xx);
    line('errors', result.errors + result.timeouts);
    if (values.baseline) {
      const floor = await autocannon({ url: `${origin}/api/yp/categories?language=mn`, connections, duration: seconds });
      line(
        'baseline',
        `GET /api/yp/categories: ${floor.requests.average.toFixed(0)} req/s, p50 ${floor.latency.p50} ms, p99 ${floor.latency.p99} ms`,
      );
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await handle.close();
  await rm(filesDir, { recursive: true, force: true });
}
