import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builds } from '@db/schema';
import { localRebuild, type LocalRebuild, type SiteBuilder } from '@platform/rebuild/local';
import { createServerApp } from '@server/app';
import { createTestApp } from '../helpers/app';

/**
 * A build that crashes or is killed halfway: the previous site keeps being served, the status says
 * failed, and the build is retried once by itself after a delay (or by the next publish). The build
 * is a real child process that writes half the site and then dies (its own exit, or a SIGKILL by
 * PID); the Astro build process itself is killed the same way in build-process.test.ts.
 */
const RETRY_MS = 400;
// writes half the pages, says so, then: `ok` finishes, `crash` exits 1, `kill` waits to be killed
const CHILD = `
const [dir, version, mode] = process.argv.slice(1);
const { writeFileSync } = require('node:fs');
writeFileSync(dir + '/mm.html', '<h1>' + version + '</h1>');
process.stdout.write('half\\n');
if (mode === 'crash') process.exit(1);
if (mode === 'kill') setTimeout(() => {}, 60000);
else writeFileSync(dir + '/index.html', '<h1>' + version + '</h1>');
`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let siteRoot: string;
let runner: LocalRebuild;
const job = {
  version: 'v1',
  mode: 'ok' as 'ok' | 'crash' | 'kill',
  child: null as ChildProcess | null,
  halfway: null as (() => void) | null,
};

const build: SiteBuilder = (outDir) =>
  new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ['-e', CHILD, outDir, job.version, job.mode], { stdio: ['ignore', 'pipe', 'inherit'] });
    job.child = c;
    c.stdout.on('data', () => job.halfway?.());
    c.on('exit', (code, sig) =>
      code === 0
        ? resolve()
        : reject(new Error(sig ? `the build process was killed (${sig})` : `the build process exited with code ${code}`)),
    );
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  runner?.stop();
  await t.close();
});
beforeEach(async () => {
  runner?.stop();
  siteRoot = await mkdtemp(join(tmpdir(), 'faults-build-'));
  await t.db.delete(builds);
  runner = await localRebuild({ db: t.db, siteRoot, build, debounceMs: 10, retryDelayMs: RETRY_MS });
  Object.assign(job, { version: 'v1', mode: 'ok' });
  await runner.buildNow('first');
  return () => rm(siteRoot, { recursive: true, force: true });
});

const page = async (path = '/mm') => {
  const res = await createServerApp({ deps: t.deps, siteDir: () => runner.currentSite() }).request(path);
  return { status: res.status, text: await res.text() };
};
const triggers = async () => (await t.db.select().from(builds).orderBy(asc(builds.id))).map((b) => `${b.trigger}: ${b.state}`);
const until = async (cond: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await cond()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(await cond()).toBe(true);
};

describe('a build that dies halfway', () => {
  it(
    'killed by its PID: the previous site keeps serving, the status says failed, and it is retried by itself',
    { timeout: 30_000 },
    async () => {
      const before = runner.currentSite();
      Object.assign(job, { version: 'v2', mode: 'kill' });
      const halfway = new Promise<void>((r) => (job.halfway = r));
      runner.contentChanged('news 1');
      await halfway;
      job.halfway = null;
      job.mode = 'ok'; // whatever killed it has passed
      const killedAt = Date.now();
      process.kill(job.child!.pid!, 'SIGKILL');
      await until(async () => (await runner.status()).state === 'failed');
      expect(await runner.status()).toMatchObject({ state: 'failed', error: expect.stringMatching(/killed \(SIGKILL\)/) });
      expect(runner.currentSite()).toBe(before);
      expect(await page()).toEqual({ status: 200, text: '<h1>v1</h1>' });

      await until(async () => (await page()).text === '<h1>v2</h1>');
      const retriedAfter = Date.now() - killedAt;
      expect(retriedAfter).toBeGreaterThanOrEqual(RETRY_MS - 50);
      expect(await triggers()).toEqual(['first: succeeded', 'news 1: failed', 'retry after a failed build: succeeded']);
      expect(await runner.status()).toMatchObject({ state: 'succeeded' });
    },
  );

  it(
    'crashing again on its retry: stops retrying, serves the last good site, and the next publish builds',
    { timeout: 30_000 },
    async () => {
      Object.assign(job, { version: 'v2', mode: 'crash' });
      runner.contentChanged('news 1');
      await until(async () => (await triggers()).length === 3 && (await runner.status()).state === 'failed');
      await new Promise((r) => setTimeout(r, RETRY_MS * 3)); // no third try
      expect(await triggers()).toEqual(['first: succeeded', 'news 1: failed', 'retry after a failed build: failed']);
      expect(await runner.status()).toMatchObject({ state: 'failed', error: 'the build process exited with code 1' });
      expect(await page()).toEqual({ status: 200, text: '<h1>v1</h1>' });

      Object.assign(job, { version: 'v3', mode: 'ok' });
      runner.contentChanged('news 2');
      await runner.settled();
      expect(await page()).toEqual({ status: 200, text: '<h1>v3</h1>' });
      expect((await triggers()).at(-1)).toBe('news 2: succeeded');
    },
  );

  it('a publish during the retry delay makes the retry needless: one build, not two', { timeout: 30_000 }, async () => {
    Object.assign(job, { version: 'v2', mode: 'crash' });
    runner.contentChanged('news 1');
    await until(async () => (await runner.status()).state === 'failed');
    Object.assign(job, { version: 'v3', mode: 'ok' });
    runner.contentChanged('news 2');
    await runner.settled();
    await new Promise((r) => setTimeout(r, RETRY_MS * 2));
    expect(await triggers()).toEqual(['first: succeeded', 'news 1: failed', 'news 2: succeeded']);
    expect((await page()).text).toBe('<h1>v3</h1>');
  });
});
