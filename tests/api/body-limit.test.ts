import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '@api/middleware/body-limit';
import { createTestApp, TEST_ORIGIN } from '../helpers/app';
import { signIn } from '../helpers/auth';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const json = { 'content-type': 'application/json' };
/** A JSON text of `bytes` bytes: one long string value. */
const bigJson = (bytes: number) => `{"name":"${'a'.repeat(bytes - 12)}"}`;

/** A body streamed without Content-Length (chunked on the wire). */
function streamed(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  const piece = new TextEncoder().encode('a'.repeat(chunk));
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

describe('the JSON body limit', () => {
  it('refuses a 10 MB JSON body on a public route with 413 and a message in the request language', async () => {
    const mn = await t.request('/api/mw/insert/registration', { method: 'POST', headers: json, body: bigJson(10 * MB) });
    expect(mn.status).toBe(413);
    expect(((await mn.json()) as { message: string }).message).toMatch(/хэт их/);
    const en = await t.request('/api/mw/insert/registration?lang=en', { method: 'POST', headers: json, body: bigJson(10 * MB) });
    expect(en.status).toBe(413);
    expect(((await en.json()) as { message: string }).message).toMatch(/too large/);
  });

  it('refuses a chunked body (no Content-Length) once it passes the limit', async () => {
    const res = await t.request('/api/yp/insert/yellow-consultant', {
      method: 'POST',
      headers: json,
      body: streamed(10 * MB),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('lets a body under the limit through to the route (400 for its content, not 413)', async () => {
    const res = await t.request('/api/mw/insert/registration', { method: 'POST', headers: json, body: bigJson(JSON_BODY_LIMIT - 100) });
    expect(res.status).toBe(400);
  });

  it('caps a file form on a route without its own limit at the JSON limit', async () => {
    const form = new FormData();
    form.append('name', 'a'.repeat(2 * MB));
    const res = await t.request('/api/mw/insert/registration', { method: 'POST', body: form });
    expect(res.status).toBe(413);
  });

  it("keeps a file route's own limit (an image form of 5 MB reaches the route)", async () => {
    const { cookie } = await signIn(t, 2);
    const form = new FormData();
    form.append('image', new File([new Uint8Array(5 * MB)], 'x.png', { type: 'image/png' }));
    const res = await t.request('/api/mm/insert/banner', { method: 'POST', body: form, headers: { cookie } });
    expect(res.status).toBe(415);
  });

  it("accepts an admin's rich-text page larger than the public limit", async () => {
    const { cookie } = await signIn(t, 2);
    const text = `<p>${'Уул уурхай '.repeat(20_000)}</p>`; // ~400 kB of UTF-8
    const res = await t.request('/api/mm/update/static-data', {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ category_cid: 1, text, text_en: '' }),
    });
    expect(res.status).not.toBe(413);
  });
});

describe('through a real Node socket', () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const piece = Buffer.alloc(MB, 'a');
  /** POSTs `bytes` of JSON (with or without Content-Length), writing as fast as the server reads; resolves with the status. */
  const post = (bytes: number, withLength: boolean) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/json', origin: TEST_ORIGIN };
      if (withLength) headers['content-length'] = bytes;
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/mw/insert/registration', headers });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (err) => (answered ? undefined : reject(err)));
      (async () => {
        for (let sent = 0; sent < bytes && !answered; sent += piece.length) {
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r).once('close', r));
        }
        if (!answered) req.end();
      })().catch(() => {});
    });

  it('stays flat under 20 parallel 10 MB bodies, with and without Content-Length', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const statuses = await Promise.all([
      ...Array.from({ length: 20 }, () => post(10 * MB, true)),
      ...Array.from({ length: 20 }, () => post(10 * MB, false)),
    ]);
    clearInterval(sampler);
    const growthMb = (peak - before) / MB;
    console.log(`RSS growth under 40 parallel 10 MB bodies: ${growthMb.toFixed(1)} MB`);
    expect(statuses).toEqual(Array(40).fill(413));
    expect(growthMb).toBeLessThan(60);
  });
});
