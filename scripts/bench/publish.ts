import { parseArgs } from 'node:util';
import { startBenchSite, until } from './bench-site';

/**
 * Publish-to-live on a large site, as an editor sees it:
 *   npm run bench:publish -- --db pglite|postgres --news 5000 --runs 2
 * Seeds a fresh database (a new folder, or a new database on the local Postgres), starts `npm start`'s
 * server on it (rebuild debounce 300 ms), then per run: adds an article through the admin API and
 * waits until its page answers 200; edits its title and waits until the page shows it. Prints the
 * time to listen, to the first full build, each publish, and the server's memory. Loopback only.
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    news: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '2' },
    port: { type: 'string', default: '4490' },
  },
});
if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db must be pglite or postgres');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (label: string, value: string) => console.log(`${label.padEnd(30)}${value}`);

const site = await startBenchSite({ db: values.db, news: Number(values.news), port: Number(values.port), name: 'publish' });
const { base, startedAt: started, event, buildAfter } = site;
line('database', `${values.db}, ${values.news} articles (seeded in ${seconds(site.seededMs)})`);
try {
  line('server listening after', seconds(await until(`${base}/api/health`, (s) => s === 200, started)));
  line('first full build live after', seconds(await until(`${base}/mm`, (s) => s === 200, started)));
  line('server memory', `${site.rssMb()} MB`);
  await site.signIn();
  const fields = (title: string) => ({
    title,
    summary: 'Нийтлэлийн товч.',
    text: '<p>Нийтлэлийн бие.</p>',
    title_en: '',
    summary_en: '',
    text_en: '',
    category_cid: '8',
    publisher: 'Bench',
    news_status: 'true',
    yellow_book: 'false',
  });
  // issue 28 §2: a publish right after start, while the first build's compressed copies are being made
  const tStart = performance.now();
  const early = await site.writeNews('/insert/news', fields('Эхлэх үеийн мэдээ'));
  line(
    'new article during copies',
    `${seconds(await until(`${base}/mm/detail/${early}`, (s) => s === 200, tStart))} (${await buildAfter(tStart)})`,
  );
  // the first build's copies stop when that publish's build is swapped in; its own copies finish them
  const done = () => site.events.find((e) => e.msg === 'compressed copies made' && e.at >= tStart && !e.stopped);
  while (!done()) await new Promise((r) => setTimeout(r, 100));
  const copies = done()!;
  line(
    'all copies made after',
    `${seconds(copies.at - started)} from start (the last ${copies.compressed} files compressed, ${copies.reused} reused)`,
  );

  for (let run = 1; run <= Number(values.runs); run++) {
    const item = fields(`Бенчмарк мэдээ ${run}`);
    const t0 = performance.now();
    const id = await site.writeNews('/insert/news', item);
    const page = `${base}/mm/detail/${id}`;
    line(`run ${run}: new article live`, `${seconds(await until(page, (s) => s === 200, t0))} (${await buildAfter(t0)})`);
    await event('compressed copies made', t0); // one publish at a time: the next starts on a quiet server
    const title = `${item.title} (засварласан)`;
    const t1 = performance.now();
    await site.writeNews('/update/news', { ...item, id: String(id), title });
    line(
      `run ${run}: edit live`,
      `${seconds(await until(page, (s, body) => s === 200 && body.includes(title), t1))} (${await buildAfter(t1)})`,
    );
    await event('compressed copies made', t1);
  }
  line('server memory', `${site.rssMb()} MB`);
} finally {
  await site.stop();
}
