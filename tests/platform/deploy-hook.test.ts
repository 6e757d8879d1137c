import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builds } from '@db/schema';
import type { DbHandle } from '@db/client';
import { deployHookRebuild } from '@platform/rebuild/deploy-hook';
import { createTestDb } from '../helpers/db';

const SECRET = '3f1c2b9a-7d4e-4c1a-9b7e-0f5d2a6c8e41';

/** A stand-in for the Pages deploy hook: answers each POST with the next scripted status. */
function hookServer() {
  const state = { script: [] as number[], hits: 0 };
  const server: Server = createServer((req, res) => {
    state.hits++;
    res.statusCode = state.script.shift() ?? 500;
    res.end(req.url?.includes(SECRET) ? '{}' : 'wrong url');
  });
  return { state, server };
}

describe('deploy-hook rebuild', () => {
  let handle: DbHandle;
  const { state, server } = hookServer();
  let url = '';

  beforeAll(async () => {
    handle = await createTestDb();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4/pages/webhooks/deploy_hooks/${SECRET}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });
  beforeEach(async () => {
    state.hits = 0;
    await handle.db.delete(builds);
  });

  /** A rebuild whose background work the test can await, like a Worker's ctx.waitUntil. */
  function rebuild(overrides: { debounceSeconds?: number; url?: string; baseDelayMs?: number } = {}) {
    const logs: Record<string, unknown>[] = [];
    const tasks: Promise<unknown>[] = [];
    const port = deployHookRebuild({
      url,
      db: handle.db,
      retries: 2,
      baseDelayMs: 5,
      log: (e) => void logs.push(e),
      waitUntil: (t) => void tasks.push(t),
      ...overrides,
    });
    return { port, logs, settled: () => Promise.all(tasks) };
  }

  it('reports idle before any build', async () => {
    expect(await rebuild().port.status()).toEqual({ state: 'idle' });
  });

  it('retries a failing hook and records one success', async () => {
    state.script = [500, 500, 200];
    const r = rebuild({ baseDelayMs: 40 });
    const started = Date.now();
    r.port.contentChanged('news 1 updated');
    await r.settled();
    expect(state.hits).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40 + 80); // backoff doubles
    const status = await r.port.status();
    expect(status.state).toBe('succeeded');
    expect(status.error).toBeUndefined();
    expect(await handle.db.select().from(builds)).toHaveLength(1);
    expect(r.logs.filter((l) => l.level === 'warn')).toHaveLength(2);
    expect(r.logs.some((l) => l.level === 'alert')).toBe(false);
  });

  it('alerts after the last failure and never logs the hook URL', async () => {
    state.script = [500, 500, 500, 500];
    const r = rebuild();
    r.port.contentChanged('banner changed');
    await r.settled();
    expect(state.hits).toBe(3);
    const alert = r.logs.find((l) => l.level === 'alert');
    expect(alert).toMatchObject({
      msg: expect.stringContaining('deploy hook failed'),
      attempts: 3,
      target: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/\*\*\*$/),
    });
    for (const line of r.logs) expect(JSON.stringify(line)).not.toContain(SECRET);
    const status = await r.port.status();
    expect(status).toMatchObject({ state: 'failed', error: 'Deploy hook failed: HTTP 500' });
  });

  it('keeps the URL out of network errors too', async () => {
    const unreachable = `http://127.0.0.1:1/hooks/${SECRET}`;
    const r = rebuild({ url: unreachable });
    r.port.contentChanged('x');
    await r.settled();
    expect(r.logs.filter((l) => l.level === 'warn')).toHaveLength(3);
    expect(r.logs.find((l) => l.level === 'alert')).toBeDefined();
    for (const line of r.logs) expect(JSON.stringify(line)).not.toContain(SECRET);
    expect((await r.port.status()).error).not.toContain(SECRET);
  });

  it('debounces a burst of edits across instances into one hook call', async () => {
    state.script = [200, 200, 200];
    const [a, b] = [rebuild(), rebuild()];
    a.port.contentChanged('first');
    b.port.contentChanged('second');
    a.port.contentChanged('third');
    await Promise.all([a.settled(), b.settled()]);
    expect(state.hits).toBe(1);
    expect(await handle.db.select().from(builds)).toHaveLength(1);
  });

  it('fires again after a failed trigger, and once the window has passed', async () => {
    state.script = [500, 500, 500, 200, 200];
    const r = rebuild();
    r.port.contentChanged('fails');
    await r.settled();
    r.port.contentChanged('retry after failure');
    await r.settled();
    expect(state.hits).toBe(4);
    r.port.contentChanged('within the window');
    await r.settled();
    expect(state.hits).toBe(4);
    const noWindow = rebuild({ debounceSeconds: 0 });
    noWindow.port.contentChanged('later edit');
    await noWindow.settled();
    expect(state.hits).toBe(5);
    expect((await handle.db.select().from(builds)).map((b) => b.state).sort()).toEqual(['failed', 'succeeded', 'succeeded']);
  });
});
