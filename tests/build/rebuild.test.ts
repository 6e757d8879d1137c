import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { builds } from '@db/schema';
import { localRebuild, type LocalRebuild, type SiteBuilder } from '@platform/rebuild/local';
import { createTestApp } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let siteRoot: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  siteRoot = await mkdtemp(join(tmpdir(), 'site-'));
  await t.db.delete(builds);
});

/** A fake Astro: writes `pages` HTML files stamped with the build number; can be held open or made to fail. */
function fakeBuilder() {
  const state = { count: 0, running: 0, maxRunning: 0, fail: false, pages: 2, gate: null as Promise<void> | null };
  const build: SiteBuilder = async (outDir) => {
    state.count++;
    state.running++;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    try {
      await mkdir(join(outDir, 'mm'), { recursive: true });
      await writeFile(join(outDir, 'mm.html'), `build ${state.count}`);
      for (let i = 1; i < state.pages; i++) await writeFile(join(outDir, 'mm', `${i}.html`), `page ${i}`);
      if (state.gate) await state.gate;
      if (state.fail) throw new Error('astro: page /mm/detail/1 threw');
    } finally {
      state.running--;
    }
  };
  return { state, build };
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
}

const served = async (r: LocalRebuild) => readFile(join(r.currentSite()!, 'mm.html'), 'utf8');
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(cond()).toBe(true);
};

describe('local rebuild runner', () => {
  it('turns a burst of edits into one build and swaps the new site in', async () => {
    const fake = fakeBuilder();
    const r = await localRebuild({ db: t.db, siteRoot, build: fake.build, debounceMs: 40 });
    expect(r.currentSite()).toBeNull();
    for (let i = 0; i < 5; i++) r.contentChanged(`news ${i}`);
    expect((await r.status()).state).toBe('scheduled');
    await r.settled();
    expect(fake.state.count).toBe(1);
    expect(await served(r)).toBe('build 1');
    const status = await r.status();
    expect(status).toMatchObject({ state: 'succeeded', pages: 2 });
    expect(status.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(status.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(status.startedAt!));
    const [row] = await t.db.select().from(builds).orderBy(desc(builds.id)).limit(1);
    expect(row!.trigger).toBe('news 0, news 1, news 2, news 3, news 4');
  });

  it('keeps serving the old site during a build and schedules exactly one more build for edits made meanwhile', async () => {
    const fake = fakeBuilder();
    const r = await localRebuild({ db: t.db, siteRoot, build: fake.build, debounceMs: 20 });
    await r.buildNow('first');
    const hold = gate();
    fake.state.gate = hold.promise;
    r.contentChanged('edit A');
    await until(() => fake.state.running === 1);
    expect((await r.status()).state).toBe('running');
    expect(await served(r)).toBe('build 1'); // the old site while the new one is being written
    r.contentChanged('edit B');
    r.contentChanged('edit C');
    fake.state.gate = null;
    hold.open();
    await r.settled();
    expect(fake.state.count).toBe(3); // first, the held build, one follow-up for B and C
    expect(fake.state.maxRunning).toBe(1);
    expect(await served(r)).toBe('build 3');
  });

  it("answers buildNow with its own build's result when an edit queued another build behind it (issue 23 item 12)", async () => {
    const gates = [gate(), gate()];
    let started = 0;
    const build: SiteBuilder = async (outDir) => {
      const held = gates[started++]!;
      // 200 pages of 32 kB of noise: compressing them takes long enough for the follow-up build to start meanwhile
      await mkdir(join(outDir, 'mm'), { recursive: true });
      for (let i = 0; i < 200; i++) await writeFile(join(outDir, 'mm', `${i}.html`), randomBytes(24_576).toString('base64'));
      await held.promise;
    };
    const r = await localRebuild({ db: t.db, siteRoot, build, debounceMs: 0 });
    const starting = r.buildNow('first start');
    await until(() => started === 1);
    r.contentChanged('edit during the first build');
    gates[0]!.open();
    const status = await starting;
    expect(status).toMatchObject({ state: 'succeeded', pages: 200 });
    expect(status.durationMs).toBeGreaterThanOrEqual(0);
    expect(started).toBe(2); // the follow-up was running when the answer was read
    gates[1]!.open();
    await r.settled();
  });

  it('never replaces a good site with a failed build, and records the error', async () => {
    const fake = fakeBuilder();
    const r = await localRebuild({ db: t.db, siteRoot, build: fake.build, debounceMs: 10 });
    await r.buildNow('first');
    const good = r.currentSite();
    fake.state.fail = true;
    const status = await r.buildNow('broken edit');
    expect(status).toMatchObject({ state: 'failed', error: 'astro: page /mm/detail/1 threw' });
    expect(r.currentSite()).toBe(good);
    expect(await served(r)).toBe('build 1');
    const folders = (await readdir(siteRoot)).filter((n) => n !== 'current');
    expect(folders).toEqual([good!.split('/').pop()]); // the half-written folder is gone
  });

  it('fails a build that produced no pages', async () => {
    const r = await localRebuild({ db: t.db, siteRoot, build: async () => {}, debounceMs: 10 });
    const status = await r.buildNow('empty');
    expect(status.state).toBe('failed');
    expect(status.error).toMatch(/no HTML/);
    expect(r.currentSite()).toBeNull();
  });

  it('keeps the last two builds on disk and points `current` at the newest', async () => {
    const fake = fakeBuilder();
    const r = await localRebuild({ db: t.db, siteRoot, build: fake.build, debounceMs: 10 });
    for (let i = 0; i < 4; i++) await r.buildNow(`b${i}`);
    const entries = (await readdir(siteRoot)).sort();
    expect(entries).toHaveLength(3);
    expect(entries).toContain('current');
    expect(await readFile(join(siteRoot, 'current', 'mm.html'), 'utf8')).toBe('build 4');
    // a restarted server finds the same site through the symlink
    const again = await localRebuild({ db: t.db, siteRoot, build: fake.build });
    expect(again.currentSite()).toBe(r.currentSite());
  });

  it('tells the progress of the running build, and stopping aborts it', async () => {
    let signal: AbortSignal | undefined;
    const build: SiteBuilder = (outDir, ctx) => {
      signal = ctx.signal;
      ctx.progress({ done: 3, total: 10 });
      return new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('stopped'))));
    };
    const r = await localRebuild({ db: t.db, siteRoot, build, debounceMs: 10 });
    expect(r.progress()).toBeNull();
    r.contentChanged('edit');
    await until(() => signal !== undefined);
    expect(r.progress()).toEqual({ done: 3, total: 10 });
    r.stop();
    expect(signal!.aborted).toBe(true);
    await r.settled();
    expect(r.progress()).toBeNull();
    expect(await r.status()).toMatchObject({ state: 'failed', error: 'stopped' });
  });

  it('marks a build left running by a crash as failed on start', async () => {
    await t.db.insert(builds).values({ state: 'running', trigger: 'before crash' });
    const r = await localRebuild({ db: t.db, siteRoot, build: fakeBuilder().build });
    expect(await r.status()).toMatchObject({ state: 'failed', error: expect.stringMatching(/interrupted/) });
    expect(existsSync(join(siteRoot, 'current'))).toBe(false);
  });
});

afterAll(async () => {
  await rm(siteRoot, { recursive: true, force: true });
});
