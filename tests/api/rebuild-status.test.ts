import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '@db/schema';
import { createSession } from '@platform/auth/sessions';
import { localRebuild } from '@platform/rebuild/local';
import { createTestApp } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let siteRoot: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  siteRoot = await mkdtemp(join(tmpdir(), 'site-'));
  const [viewer] = await t.db.insert(admins).values({ email: 'viewer@example.mn', first_name: 'V', account_role: 3 }).returning();
  cookie = `session=${await createSession(t.db, viewer!.id, t.deps.config)}`;
});
afterAll(async () => {
  await t.close();
  await rm(siteRoot, { recursive: true, force: true });
});

describe('GET /api/mm/get/build-status', () => {
  it('refuses anonymous requests', async () => {
    const res = await t.request('/api/mm/get/build-status');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
  });

  it('answers idle before any build', async () => {
    const res = await t.request('/api/mm/get/build-status', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      build: { state: 'idle', startedAt: null, finishedAt: null, durationMs: null, pages: null, error: null },
    });
  });

  it("shows the runner's last build to any signed-in role, failure included", async () => {
    let fail = false;
    const runner = await localRebuild({
      db: t.db,
      siteRoot,
      debounceMs: 10,
      build: async (dir) => {
        await writeFile(join(dir, 'mm.html'), 'x');
        if (fail) throw new Error('render error in /mm/about');
      },
    });
    t.deps.rebuild = runner;
    await runner.buildNow('first');
    let body = await (await t.request('/api/mm/get/build-status', { headers: { cookie } })).json();
    expect(body.build).toMatchObject({ state: 'succeeded', pages: 1, error: null });
    expect(typeof body.build.durationMs).toBe('number');
    expect(new Date(body.build.finishedAt).getTime()).not.toBeNaN();

    fail = true;
    await runner.buildNow('second');
    body = await (await t.request('/api/mm/get/build-status', { headers: { cookie } })).json();
    expect(body.build).toMatchObject({ state: 'failed', error: 'render error in /mm/about' });
  });
});
