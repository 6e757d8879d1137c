import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PNG } from 'pngjs';
import { openDb } from '../../db/client';
import { seedDemo } from '../../db/seed/index';
import { upsertAdmin } from '../../src/platform/auth/admin-command';
import { localStorage } from '../../src/platform/storage/local';
import { newPostgresDatabase } from './bench-db';

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
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@example.mn', password: `bench-${crypto.randomUUID()}` };
const dataDir = await mkdtemp(join(tmpdir(), 'bench-publish-'));
const postgres = values.db === 'postgres' ? await newPostgresDatabase() : null;
const databaseUrl = postgres?.url;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const line = (label: string, value: string) => console.log(`${label.padEnd(26)}${value}`);

/** Polls until `ok(response, body)`; answers the milliseconds it took from `since`. */
async function until(url: string, ok: (status: number, body: string) => boolean, since: number, limitMs = 600_000): Promise<number> {
  while (performance.now() - since < limitMs) {
    const res = await fetch(url).catch(() => null);
    if (res && ok(res.status, await res.text())) return performance.now() - since;
    await sleep(100);
  }
  throw new Error(`${url} did not become ready within ${limitMs / 1000} s`);
}

const serverRss = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return `${Math.round(kb / 1024)} MB`;
};

const seedStarted = performance.now();
const handle = await openDb(databaseUrl ?? `pglite:${join(dataDir, 'pglite')}`);
await handle.migrate();
await seedDemo(handle.db, localStorage(join(dataDir, 'files')), { news: Number(values.news) });
await upsertAdmin(handle.db, { email: admin.email, password: admin.password, role: 2 });
await handle.close();
line('database', `${values.db}, ${values.news} articles (seeded in ${seconds(performance.now() - seedStarted)})`);

const started = performance.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REBUILD_DEBOUNCE_MS: '300',
    PUBLIC_URL: undefined,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// the server's JSON log: how long each build took, and when the compressed copies of a build are done
const events: { msg: string; at: number; [k: string]: unknown }[] = [];
let buffered = '';
server.stdout!.on('data', (chunk: Buffer) => {
  const lines = (buffered + chunk.toString()).split('\n');
  buffered = lines.pop()!;
  for (const l of lines.filter((x) => x.startsWith('{'))) events.push({ ...JSON.parse(l), at: performance.now() });
});
const event = async (msg: string, after: number) => {
  while (!events.some((e) => e.msg === msg && e.at >= after)) await sleep(100);
  return events.filter((e) => e.msg === msg && e.at >= after).at(-1)!;
};
const buildTime = (after: number) => events.find((e) => e.msg === 'build succeeded' && e.at >= after)?.durationMs as number | undefined;
try {
  line('server listening after', seconds(await until(`${base}/api/health`, (s) => s === 200, started)));
  line('first full build live after', seconds(await until(`${base}/mm`, (s) => s === 200, started)));
  line('server memory', serverRss(server.pid!));
  const copies = await event('compressed copies made', started);
  line('compressed copies made after', `${seconds(copies.at - started)} (${copies.compressed} files compressed)`);

  const login = await fetch(`${base}/api/mm/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const png = new PNG({ width: 64, height: 40 });
  png.data.fill(180);
  const image = new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' });

  const send = async (path: string, fields: Record<string, string>, withImage: boolean) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (withImage) form.set('image', image, 'cover.png');
    const res = await fetch(`${base}/api/mm${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: base }, body: form });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { news: { id: number } };
  };

  for (let run = 1; run <= Number(values.runs); run++) {
    const fields = {
      title: `Бенчмарк мэдээ ${run}`,
      summary: 'Нийтлэлийн товч.',
      text: '<p>Нийтлэлийн бие.</p>',
      title_en: '',
      summary_en: '',
      text_en: '',
      category_cid: '8',
      publisher: 'Bench',
      news_status: 'true',
      yellow_book: 'false',
    };
    const t0 = performance.now();
    const { news } = await send('/insert/news', fields, true);
    const page = `${base}/mm/detail/${news.id}`;
    line(`run ${run}: new article live`, `${seconds(await until(page, (s) => s === 200, t0))} (build ${seconds(buildTime(t0) ?? NaN)})`);
    await event('compressed copies made', t0); // one publish at a time: the next starts on a quiet server
    const title = `${fields.title} (засварласан)`;
    const t1 = performance.now();
    await send('/update/news', { ...fields, id: String(news.id), title }, false);
    line(
      `run ${run}: edit live`,
      `${seconds(await until(page, (s, body) => s === 200 && body.includes(title), t1))} (build ${seconds(buildTime(t1) ?? NaN)})`,
    );
    await event('compressed copies made', t1);
  }
  line('server memory', serverRss(server.pid!));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
