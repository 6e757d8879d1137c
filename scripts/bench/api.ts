import { isDeepStrictEqual } from 'node:util';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { freshDatabase } from './bench-db';
import { line, withSeededApi } from './bench-api';
import { serveBareNews, type RawQuery } from './bare-news';

/**
 * API throughput of the public news list, the busiest live call, side by side with its floor:
 *   npm run bench:api -- --db postgres --news 1000 --seconds 10 --connections 20 --rounds 3
 * --db pglite (the default) runs in memory and needs no server; postgres creates a throwaway database
 * on 127.0.0.1:5432 (or BENCH_POSTGRES_URL). One seeded database, served side by side by
 * (a) the real API (`createApp` of src/api/app.ts on @hono/node-server) and
 * (b) a bare Hono app with the raw driver running the same two statements (bare-news.ts); on Postgres
 *     twice: as named statements (what the real API sends: the like-for-like floor) and as plain ones
 *     (parsed and planned per call, as the API sent them before issue 28).
 * All must answer the same JSON. Each gets a warm-up, then the rounds alternate a, b, c, a, b, c ...
 * with the same connections and duration; prints every round, the medians (requests/s, p50, p99) and
 * the ratios real / bare. It prints numbers and is not a timed test. Loopback only: the load generator
 * shares the machine with the servers (and anything else running), so read the ratio rather than the
 * absolute numbers, and run it more than once.
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    news: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
  },
});
if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const kind = values.db;
const newsCount = Number(values.news);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const warmup = Number(values.warmup);
const PATH = '/api/mm/get/news?category=8&lang=mn&page=1&limit=6';

async function probe(url: string): Promise<{ news?: unknown[]; totalPages?: number }> {
  const res = await fetch(url);
  const body = (await res.json()) as { news?: unknown[]; totalPages?: number };
  if (res.status !== 200 || !body.news?.length) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const handle = await freshDatabase(kind);
await withSeededApi(handle, { news: newsCount }, async (origin, seedSeconds) => {
  const bares = handle.url
    ? [
        { name: 'bare named', server: await serveBareNews({ url: handle.url, named: true }) },
        { name: 'bare plain', server: await serveBareNews({ url: handle.url, named: false }) },
      ]
    : [{ name: 'bare', server: await serveBareNews({ client: (handle.db as unknown as { $client: RawQuery }).$client }) }];
  try {
    const servers = [{ name: 'real API', origin }, ...bares.map((b) => ({ name: b.name, origin: b.server.origin }))].map((s) => ({
      ...s,
      url: s.origin + PATH,
      results: [] as Result[],
    }));
    const [real, ...others] = await Promise.all(servers.map((s) => probe(s.url)));
    for (const other of others) if (!isDeepStrictEqual(real, other)) throw new Error('a bare app answers other JSON than the real API');

    line('database', `${handle.label} (${newsCount} demo news seeded in ${seedSeconds} s; category 8 has ${real!.totalPages} pages)`);
    line('call', `GET ${PATH}`);
    line('real API', 'createApp (src/api/app.ts) on @hono/node-server');
    line('bare', 'Hono on @hono/node-server + the raw driver, same SQL and JSON, no middleware (bare-news.ts)');
    if (handle.url) line('', 'named: as named statements, as the real API sends them; plain: parsed and planned per call');
    line('load', `${connections} connections, ${warmup} s warm-up each, then ${rounds} x ${seconds} s each, alternating`);
    for (const s of servers) await autocannon({ url: s.url, connections, duration: warmup });
    for (let round = 1; round <= rounds; round++) {
      for (const s of servers) {
        const r = await autocannon({ url: s.url, connections, duration: seconds });
        s.results.push(r);
        line(`${s.name} #${round}`, row(r));
      }
    }
    console.log('median:');
    const rps = servers.map((s) => median(s.results.map((r) => r.requests.average)));
    servers.forEach((s, i) =>
      line(
        s.name,
        `${rps[i]!.toFixed(0)} req/s, p50 ${median(s.results.map((r) => r.latency.p50))} ms, p99 ${median(s.results.map((r) => r.latency.p99))} ms`,
      ),
    );
    servers
      .slice(1)
      .forEach((s, i) =>
        line(`ratio ${s.name.replace('bare', '').trim() || 'bare'}`, `${(rps[0]! / rps[i + 1]!).toFixed(2)} (real API / ${s.name})`),
      );
  } finally {
    for (const b of bares) await b.server.close();
  }
});

function row(r: Result) {
  const failed = r.non2xx + r.errors + r.timeouts;
  return `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${failed ? `, ${failed} failed` : ''}`;
}
