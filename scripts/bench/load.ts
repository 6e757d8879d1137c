import { createServer, type AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { sleep, startBenchSite, until } from './bench-site';
import { percentile, trafficMix, type Group, type Shot } from './load-mix';

/**
 * Mixed traffic at a fixed rate against `npm start`'s server while an admin publishes twice:
 *   npm run bench:load -- --db postgres|pglite --seconds 60 --rate 200 [--news 1000] [--one-address]
 * Seeds a fresh database, starts the server on a free loopback port, waits for its first build, then
 * sends `rate` requests a second (open loop: each at its planned time, however slow the answers, and
 * its latency counted from that time) for `seconds`; a third and two thirds in, an article is added
 * through the admin API and the time until its page is live is measured. Prints per kind of request
 * the count, failures and latency percentiles, and the targets: 0 failures, API p99 <= 50 ms. Exits
 * 1 when a request failed. The load generator shares the machine with the server: on a loaded
 * machine the numbers are pessimistic. Loopback only, bounded in time.
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200' },
    news: { type: 'string', default: '1000' },
    'one-address': { type: 'boolean', default: false },
  },
});
if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const seconds = Number(values.seconds);
const rate = Number(values.rate);
if (!(seconds > 0 && seconds <= 600 && rate > 0 && rate <= 2000)) throw new Error('--seconds must be 1..600 and --rate 1..2000');
const API_P99_TARGET_MS = 50;

const line = (label: string, value: string) => console.log(`${label.padEnd(32)}${value}`);
const ms = (v: number) => `${v.toFixed(1)} ms`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });

const site = await startBenchSite({ db: values.db, news: Number(values.news), port: await freePort(), name: 'load' });
const { base, events } = site;
line('database', `${values.db}, ${values.news} articles (seeded in ${(site.seededMs / 1000).toFixed(1)} s)`);
try {
  const started = site.startedAt;
  await until(`${base}/mm`, (s) => s === 200, started, 900_000);
  await site.event('compressed copies made', started); // the first build's compressed copies: the load starts on a quiet server
  line('server ready after', `${((performance.now() - started) / 1000).toFixed(1)} s (first build included)`);

  await site.signIn();
  const list = (await (await fetch(`${base}/api/mm/get/news?category=8&lang=mn&page=1&limit=6`)).json()) as { news: { id: number }[] };
  const next = trafficMix({
    articleIds: list.news.map((n) => n.id),
    oneAddress: values['one-address'],
    today: new Date().toISOString().slice(0, 10),
    origin: base,
  });

  // every kind answers before the clock starts (a wrong path would only show up as failures)
  const probe = trafficMix({
    articleIds: list.news.map((n) => n.id),
    oneAddress: false,
    today: new Date().toISOString().slice(0, 10),
    origin: base,
  });
  const seen = new Set<string>();
  const wrong: string[] = [];
  for (let n = 0; n < 200; n++) {
    const shot = probe(n + 1_000_000);
    if (seen.has(shot.path.split('?')[0]) || shot.group === 'form') continue;
    seen.add(shot.path.split('?')[0]);
    const res = await fetch(base + shot.path);
    if (res.status !== 200) wrong.push(`${shot.kind} ${shot.path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
  if (wrong.length) throw new Error(wrong.join('\n'));

  type Sample = { kind: string; group: Group; status: number | string; latency: number };
  const samples: Sample[] = [];
  const send = async (shot: Shot, planned: number) => {
    let status: number | string;
    try {
      const res = await fetch(base + shot.path, shot.init);
      await res.arrayBuffer();
      status = res.status;
    } catch (err) {
      // refused, reset or timed out: a failure, named by its code
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      status = cause?.code ?? cause?.message ?? String(err);
    }
    samples.push({ kind: shot.kind, group: shot.group, status, latency: performance.now() - planned });
  };

  const publishes: { liveMs: number; buildMs?: number }[] = [];
  const publish = async (run: number) => {
    const fields = {
      title: `Ачааллын мэдээ ${run}`,
      summary: 'Товч.',
      text: '<p>Бие.</p>',
      category_cid: '8',
      publisher: 'Load',
      news_status: 'true',
      yellow_book: 'false',
    };
    const t0 = performance.now();
    const id = await site.writeNews('/insert/news', fields);
    const liveMs = await until(`${base}/mm/detail/${id}`, (s) => s === 200, t0, 300_000);
    // the server logs the build's end as it swaps the site in: give the line a moment to arrive
    for (let i = 0; i < 50 && !events.some((e) => e.msg === 'build succeeded' && e.at >= t0); i++) await sleep(100);
    publishes.push({ liveMs, buildMs: site.buildTime(t0) });
  };

  const total = Math.round(seconds * rate);
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  const publishing: Promise<void>[] = [];
  const publishAt = [total / 3, (2 * total) / 3].map(Math.floor);
  for (let n = 0; n < total;) {
    const now = performance.now();
    // every request whose planned time has come, even when the event loop was late
    while (n < total && t0 + (n * 1000) / rate <= now) {
      if (publishAt.includes(n)) publishing.push(publish(publishing.length + 1));
      inFlight.push(send(next(n), t0 + (n * 1000) / rate));
      n++;
    }
    await sleep(Math.max(0, t0 + (n * 1000) / rate - performance.now()));
  }
  const sentIn = (performance.now() - t0) / 1000;
  await Promise.all(inFlight);
  await Promise.all(publishing);

  const ok = (s: Sample) => typeof s.status === 'number' && s.status >= 200 && s.status < 300;
  const rows = new Map<string, number[]>();
  const failed = new Map<string, Map<number | string, number>>();
  for (const s of samples) {
    for (const key of [s.kind, `all ${s.group === 'page' ? 'pages' : 'API calls (forms included)'}`]) {
      (rows.get(key) ?? rows.set(key, []).get(key)!).push(s.latency);
      if (!ok(s)) {
        const byStatus = failed.get(key) ?? failed.set(key, new Map()).get(key)!;
        byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
      }
    }
  }
  console.log();
  line(
    'load',
    `${samples.length} requests planned at ${rate}/s over ${seconds} s (sent in ${sentIn.toFixed(1)} s), ${values['one-address'] ? 'forms from one address' : 'each form from its own address'}`,
  );
  console.log(
    `${'kind'.padEnd(34)}${'count'.padStart(7)}${'p50'.padStart(11)}${'p90'.padStart(11)}${'p99'.padStart(11)}${'max'.padStart(11)}  failed`,
  );
  for (const [kind, latencies] of [...rows].sort(
    ([a], [b]) => Number(a.startsWith('all')) - Number(b.startsWith('all')) || a.localeCompare(b),
  )) {
    const sorted = latencies.sort((a, b) => a - b);
    const fails = [...(failed.get(kind) ?? [])].map(([status, count]) => `${count}×${status}`).join(' ');
    console.log(
      `${kind.padEnd(34)}${String(sorted.length).padStart(7)}${[0.5, 0.9, 0.99].map((q) => ms(percentile(sorted, q)).padStart(11)).join('')}${ms(sorted.at(-1)!).padStart(11)}  ${fails || '0'}`,
    );
  }
  publishes.forEach((p, i) =>
    line(
      `publish ${i + 1}: article live after`,
      `${(p.liveMs / 1000).toFixed(1)} s (build ${p.buildMs ? (p.buildMs / 1000).toFixed(1) : '?'} s)`,
    ),
  );
  line('server memory', `${site.rssMb()} MB`);

  const apiP99 = percentile(
    rows.get('all API calls (forms included)')!.sort((a, b) => a - b),
    0.99,
  );
  const failures = samples.filter((s) => !ok(s)).length;
  line('target: 0 failures', failures === 0 ? 'met' : `NOT met (${failures})`);
  line(
    `target: API p99 <= ${API_P99_TARGET_MS} ms`,
    `${apiP99 <= API_P99_TARGET_MS ? 'met' : 'NOT met'} (${ms(apiP99)}; the target is for Postgres)`,
  );
  if (failures) process.exitCode = 1;
} finally {
  await site.stop();
}
