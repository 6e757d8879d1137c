import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshDatabase } from './bench-db';
import { line, printLatency, withSeededApi } from './bench-api';
import { stopReusingSearches } from '@api/yp/directory/lists/search-cache';

/**
 * The directory search under load (issue 25: p99 <= 50 ms at 20 concurrent requests and p50 <= 10 ms
 * for one user, on Postgres at 10,000 companies):
 *   npm run bench:search -- [--pglite] [--cold] [--companies 10000] [--seconds 15] [--connections 20]
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
    /** Every request asks the database (the answers are reused for 30 s otherwise). */
    cold: { type: 'boolean', default: false },
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

if (values.cold) stopReusingSearches();
const handle = await freshDatabase(values.pglite ? 'pglite' : 'postgres', {
  serverUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  prefix: 'bench_search',
});
await withSeededApi(handle, { news: 6, companies }, async (origin, seedSeconds) => {
  // fresh statistics, as autovacuum keeps them (the trigram indexes have no pending list to merge)
  if (handle.kind === 'postgres') await handle.db.execute('analyze');
  const hits: string[] = [];
  for (const term of TERMS) {
    const res = await fetch(origin + pathOf(term));
    const body = (await res.json()) as { total?: number; companies?: { name: string }[] };
    if (res.status !== 200) throw new Error(`${term}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    hits.push(`${term} ${body.total}${body.companies?.[0] ? ` (${body.companies[0].name})` : ''}`);
  }
  // one user: each term in turn, 10 rounds, the median and the slowest term's median
  const single: Record<string, number[]> = {};
  for (let round = 0; round < 10; round++)
    for (const term of TERMS) {
      const started = performance.now();
      await (await fetch(origin + pathOf(term))).arrayBuffer();
      (single[term] ??= []).push(performance.now() - started);
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const perTerm = Object.entries(single).map(([term, xs]) => [term, median(xs)] as const);
  // the load from a worker thread: its own event loop, so the server's is not shared with the
  // client's parsing (each connection sends the terms in turn)
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    workers: 1,
    requests: TERMS.map((term) => ({ method: 'GET' as const, path: pathOf(term) })),
  });
  line('database', `${handle.label}: ${companies} demo companies seeded in ${seedSeconds} s`);
  line(
    'call',
    `GET /api/yp/search/companies, ${TERMS.length} terms in turn${values.cold ? ', every answer from the database' : ', answers reused for 30 s'}`,
  );
  line('hits', hits.join('; '));
  line('duration', `${seconds} s, ${connections} concurrent requests`);
  line(
    'one user',
    `p50 ${median(Object.values(single).flat()).toFixed(1)} ms; by term ${perTerm.map(([t, ms]) => `${t} ${ms.toFixed(1)}`).join(', ')}`,
  );
  line('requests', result.requests.total);
  printLatency(result, { max: true });
  if (values.baseline) {
    const floor = await autocannon({ url: `${origin}/api/yp/categories?language=mn`, connections, duration: seconds });
    line(
      'baseline',
      `GET /api/yp/categories: ${floor.requests.average.toFixed(0)} req/s, p50 ${floor.latency.p50} ms, p99 ${floor.latency.p99} ms`,
    );
  }
});
