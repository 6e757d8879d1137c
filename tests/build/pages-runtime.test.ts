import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { CODE_REQUESTS_PER_IP } from '@api/code-sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDb } from '@db/client';
import { categories, jobs, meetingRooms, meetings, meetingSessions, meetingTimes, meetingUsers, news } from '@db/schema';
import { createHash } from 'node:crypto';
import { pdfPages } from '../helpers/pdf-text';
import { sweepOnce } from '../../workers/sweep/index';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { startWsProxy } from '../helpers/ws-proxy';

/**
 * The production bundle (functions/api/[[route]].ts) in workerd via `wrangler pages dev`, over the
 * Neon driver. The Neon driver needs a real Postgres, so this file always uses the machine's server
 * (whatever DATABASE_URL says) and reaches it through a local WebSocket-to-TCP bridge, as Neon does.
 */
const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = join(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

// The machine is offline: no telemetry, no update check, no prompts.
const WRANGLER_ENV = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1', DATABASE_URL: '' };

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Polls until wrangler answers (startup bundles the function and boots workerd: 10-40 s here). */
async function waitForHealth(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler did not answer in time:\n${output()}`);
}

describe('Cloudflare Pages runtime (wrangler pages dev + Neon driver)', () => {
  const dbName = `pages_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  let tmp = '';
  let wrangler: ChildProcess | undefined;
  let proxy: Awaited<ReturnType<typeof startWsProxy>> | undefined;
  // between the bridge and Postgres: cut to fake Postgres stopping (the shared server is never touched)
  let relay: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
  let base = '';
  let newsId = 0;
  let meetingNumber = '';
  const MEETING_TOKEN = 'pages-runtime-meeting-session-token';
  let logs = '';
  let dbUrl = '';
  const SWEEP_SECRET = 'pages-runtime-sweep-secret-0123';

  beforeAll(async () => {
    await adminQuery(`create database ${dbName}`);
    const url = SERVER.replace(/\/postgres$/, `/${dbName}`);
    dbUrl = url;
    const handle = await openDb(url);
    await handle.migrate();
    await handle.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
    [{ id: newsId }] = await handle.db
      .insert(news)
      .values({ image: '/files/news/a.jpg', title: 'Уурхайн мэдээ', summary: 'Товч', publisher: 'МУУҮА', category_cid: 8 })
      .returning({ id: news.id });
    // a meeting user with an accepted meeting and a live session: their printed schedule (jsPDF + the bundled font)
    const people = await handle.db
      .insert(meetingUsers)
      .values([
        { name: 'Өлзий Үүрийнтуяа', name_en: 'Ulzii', email: 'ulzii@example.mn' },
        { name: 'Бат', name_en: 'Bat', email: 'bat@example.mn' },
      ])
      .returning({ id: meetingUsers.id });
    const [slot] = await handle.db
      .insert(meetingTimes)
      .values({ meeting_date: '2030-05-10', start_time: '10:00', end_time: '11:00' })
      .returning({ id: meetingTimes.id });
    const [room] = await handle.db.insert(meetingRooms).values({ room_number: 'A1', capacity: 2 }).returning({ id: meetingRooms.id });
    [{ meeting_number: meetingNumber }] = await handle.db
      .insert(meetings)
      .values({
        sender_id: people[0]!.id,
        receiver_id: people[1]!.id,
        time_id: slot!.id,
        room_id: room!.id,
        room_seat: 1,
        meeting_status: 'accepted',
      })
      .returning({ meeting_number: meetings.meeting_number });
    await handle.db.insert(meetingSessions).values({
      token_hash: createHash('sha256').update(MEETING_TOKEN).digest('hex'),
      meeting_user_id: people[0]!.id,
      expires_at: new Date(Date.now() + 3_600_000),
    });
    await handle.close();

    tmp = await mkdtemp(join(tmpdir(), 'pages-'));
    // A tiny static output: the real dist/ may be half-written by a build running beside this test.
    const site = join(tmp, 'site');
    await mkdir(site);
    await writeFile(join(site, 'index.html'), '<!doctype html><title>static</title><h1>static page</h1>');
    proxy = await startWsProxy('127.0.0.1:5432');
    relay = await startTcpProxy();
    const [port, inspector] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    const viaRelay = url.replace('127.0.0.1:5432', `127.0.0.1:${relay.port}`);
    // TRUSTED_PROXY=none: the Functions take Cloudflare's cf-connecting-ip whatever it says (there is no socket)
    const bindings = {
      DATABASE_URL: viaRelay,
      NEON_WS_PROXY: `127.0.0.1:${proxy.port}/v2`,
      PUBLIC_URL: base,
      TRUSTED_PROXY: 'none',
      SWEEP_SECRET,
    };
    const args = ['wrangler', 'pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector)];
    args.push('--persist-to', join(tmp, 'state'), '--log-level', 'info', '--show-interactive-dev-session=false');
    for (const [k, v] of Object.entries(bindings)) args.push('--binding', `${k}=${v}`);
    wrangler = spawn('npx', args, {
      cwd: ROOT,
      env: { ...WRANGLER_ENV, WRANGLER_LOG_PATH: join(tmp, 'logs') },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    wrangler.stdout?.on('data', (d) => (logs += d));
    wrangler.stderr?.on('data', (d) => (logs += d));
    await waitForHealth(base, wrangler, () => logs);
  }, 150_000);

  afterAll(async () => {
    // wrangler runs workerd as a child: end the whole process group we started
    if (wrangler?.pid && wrangler.exitCode === null) {
      const exited = new Promise((r) => wrangler?.once('exit', r));
      process.kill(-wrangler.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (wrangler.exitCode === null) process.kill(-wrangler.pid, 'SIGKILL');
    }
    await proxy?.close();
    await relay?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }, 30_000);

  it('answers /api/health with the database up', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ database: 'up' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('runs with the wrangler.toml compatibility date (workerd supports it)', () => {
    expect(logs).not.toMatch(/compatibility date/i);
  });

  it('serves the static output beside the function', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('answers an unknown API path with a JSON 404 from the app', async () => {
    const res = await fetch(`${base}/api/mm/no-such-call?lang=en`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('refuses a cross-origin write before touching anything', async () => {
    const res = await fetch(`${base}/api/mm/auth/logout`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('reads news from Postgres through the Neon driver', async () => {
    const res = await fetch(`${base}/api/mm/get/news?category=8&lang=mn&page=1&limit=6`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { news: { id: number; title: string }[]; totalPages: number };
    expect(body.totalPages).toBe(1);
    expect(body.news).toEqual([expect.objectContaining({ id: newsId, title: 'Уурхайн мэдээ' })]);
  });

  it('opens a pool per request: parallel requests all reach the database', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${base}/api/mm/get/news?category=8&lang=en&page=1&limit=6`).then((r) => r.status)),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it(`takes the platform's cf-connecting-ip as the address: ${CODE_REQUESTS_PER_IP + 1} code requests from as many addresses all pass`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_REQUESTS_PER_IP; i += 10) {
      const batch = Array.from({ length: Math.min(10, CODE_REQUESTS_PER_IP + 1 - i) }, (_, k) =>
        fetch(`${base}/api/mm/check/email?email=edge${i + k}@example.mn`, { headers: { 'cf-connecting-ip': `198.51.100.${i + k}` } }),
      );
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  it('runs the due jobs through the Neon driver when the cron Worker calls the sweep endpoint', async () => {
    const handle = await openDb(dbUrl);
    try {
      // a request's expiry whose meeting is gone: the handler finds nothing to do, and the job is done
      await handle.db.insert(jobs).values({
        kind: 'meeting-expire',
        key: 'pages-runtime:expire',
        due_at: new Date(Date.now() - 1000),
        payload: { meeting_id: 999_999 },
      });
      // with it, the daily registration retention the migration planned (due at once; next tomorrow)
      expect(await sweepOnce({ SITE_URL: base, SWEEP_SECRET })).toEqual({ ran: 2, failed: 0 });
      expect(await sweepOnce({ SITE_URL: base, SWEEP_SECRET })).toEqual({ ran: 0, failed: 0 });
      // (the seeded meeting's reminders are jobs too, not yet due)
      const [retention] = await handle.db.select().from(jobs).where(eq(jobs.key, 'registration-retention'));
      expect(retention).toMatchObject({ done_at: null, attempts: 0, last_error: null });
      expect(retention.due_at.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
      const [job] = await handle.db.select().from(jobs).where(eq(jobs.key, 'pages-runtime:expire'));
      expect(job).toMatchObject({ attempts: 1, last_error: null });
      expect(job.done_at).not.toBeNull();
      await expect(sweepOnce({ SITE_URL: base, SWEEP_SECRET: `${SWEEP_SECRET}-wrong` })).rejects.toThrow('sweep answered 403');
    } finally {
      await handle.close();
    }
  });

  it("draws a participant's printed schedule (jsPDF with the bundled Noto Sans, no file access)", async () => {
    const res = await fetch(`${base}/api/yp/get/my-meeting-schedule?lang=mn`, { headers: { cookie: `meeting_session=${MEETING_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfPages(new Uint8Array(await res.arrayBuffer())).join('\n');
    for (const shown of ['Уулзалтын хуваарь', 'Өлзий Үүрийнтуяа', 'Бат', meetingNumber]) expect(text).toContain(shown);
  });

  it('rejects bad input with a 400 message', async () => {
    const res = await fetch(`${base}/api/mm/get/news?category=8&lang=mn&page=1&limit=7`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 503 without a stack while Postgres is down, static pages still 200, and recovers by itself (SECURITY.md 24)', async () => {
    const NEWS = `${base}/api/mm/get/news?category=8&lang=mn&page=1&limit=6`;
    await relay!.down();
    const started = performance.now();
    const res = await fetch(NEWS, { signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    expect(res.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(6000);
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['message', 'requestId']);
    expect(text).not.toMatch(/ECONNREFUSED|WebSocket|Failed query|select |\bat .+\.(ts|js):\d+|stack/i);
    expect((await fetch(`${base}/`)).status).toBe(200);

    await relay!.up();
    const back = performance.now();
    let recoveredMs = -1;
    for (let i = 0; i < 50 && recoveredMs < 0; i++) {
      if ((await fetch(NEWS, { signal: AbortSignal.timeout(15_000) })).status === 200) recoveredMs = performance.now() - back;
      else await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`Workers adapter: API answered again ${recoveredMs.toFixed(0)} ms after Postgres came back`);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(3000);

    // Postgres not answering at all: the pool's connect timeout, not the platform's request limit
    await relay!.hang();
    const hangStarted = performance.now();
    const hung = await fetch(NEWS, { signal: AbortSignal.timeout(15_000) });
    expect(hung.status).toBe(503);
    expect(performance.now() - hangStarted).toBeLessThan(9000);
    await relay!.up();
    expect((await fetch(NEWS, { signal: AbortSignal.timeout(15_000) })).status).toBe(200);
  }, 60_000);

  it('bundles the function without Node-only drivers', async () => {
    const out = join(tmp, 'bundle');
    await promisify(execFile)('npx', ['wrangler', 'pages', 'functions', 'build', '--outdir', out, '--metafile', join(out, 'meta.json')], {
      cwd: ROOT,
      env: { ...WRANGLER_ENV, WRANGLER_LOG_PATH: join(tmp, 'logs') },
    });
    const meta = JSON.parse(await readFile(join(out, 'meta.json'), 'utf8')) as { inputs: Record<string, { imports: { path: string }[] }> };
    const inputs = Object.keys(meta.inputs);
    expect(inputs.some((p) => p.includes('node_modules/@neondatabase/serverless/'))).toBe(true);
    expect(inputs.filter((p) => /node_modules\/(pg|pg-pool|pg-protocol|@electric-sql\/pglite[^/]*|nodemailer)\//.test(p))).toEqual([]);
    const imports = Object.values(meta.inputs).flatMap((i) => i.imports.map((x) => x.path));
    expect(imports.filter((p) => /^(node:)?(fs|net|tls|child_process)(\/|$)/.test(p))).toEqual([]);
  }, 60_000);
});
