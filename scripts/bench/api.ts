import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshDatabase } from './bench-db';
import { line, printLatency, withSeededApi } from './bench-api';

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
await withSeededApi(handle, { news: newsCount }, async (origin, seedSeconds) => {
  const url = origin + PATH;
  const probe = await fetch(url);
  const body = (await probe.json()) as { news?: unknown[]; totalPages?: number };
  if (probe.status !== 200 || !body.news?.length)
    throw new Error(`the news list answered ${probe.status}: ${JSON.stringify(body).slice(0, 200)}`);
  const result = await autocannon({ url, connections: 10, duration: seconds });
  line('database', `${kind} (${newsCount} demo news seeded in ${seedSeconds} s; category 8 has ${body.totalPages} pages)`);
  line('call', `GET ${PATH}`);
  line('duration', `${seconds} s, 10 connections`);
  printLatency(result);
});
