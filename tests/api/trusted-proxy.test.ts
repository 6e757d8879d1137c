import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '@db/client';
import { categories, rateLimits } from '@db/schema';
import { CODE_REQUESTS_PER_IP } from '@api/code-sign-in';
import { configFromEnv, parseEnv } from '@platform/env';
import { addressOf } from '@platform/trusted-proxy';
import { startServer } from '@server/start-server';
import { freePort, serverPaths } from '../helpers/server';
import { createTestDb } from '../helpers/db';

/**
 * SECURITY 34 / issue 23 item 3: a forwarding header is believed only from the configured proxy.
 * Through the real Node server (a real socket: app.request has none), with TRUSTED_PROXY unset, then set.
 */

describe('addressOf', () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];
  const proxies = configFromEnv(parseEnv({ TRUSTED_PROXY: '10.0.0.0/8, 127.0.0.1,::1' })).trustedProxy;

  it('takes the socket peer and ignores every header by default', () => {
    const h = headers({ 'cf-connecting-ip': '1.2.3.4', 'x-forwarded-for': '5.6.7.8' });
    expect(addressOf('none', h, '203.0.113.5')).toBe('203.0.113.5');
    expect(addressOf('none', h, undefined)).toBe('unknown');
  });

  it('behind Cloudflare takes cf-connecting-ip', () => {
    expect(addressOf('cloudflare', headers({ 'cf-connecting-ip': ' 1.2.3.4 ' }), undefined)).toBe('1.2.3.4');
    expect(addressOf('cloudflare', headers({}), '203.0.113.5')).toBe('203.0.113.5');
  });

  it('behind listed proxies takes the last x-forwarded-for hop that is not a proxy, only from a proxy', () => {
    const h = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.1.2.3', 'cf-connecting-ip': '9.9.9.9' });
    expect(addressOf(proxies, h, '127.0.0.1')).toBe('198.51.100.7');
    expect(addressOf(proxies, h, '::ffff:10.9.9.9')).toBe('198.51.100.7');
    expect(addressOf(proxies, h, '::1')).toBe('198.51.100.7');
    // a stranger's header is its own invention
    expect(addressOf(proxies, h, '203.0.113.5')).toBe('203.0.113.5');
    expect(addressOf(proxies, headers({}), '127.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses a TRUSTED_PROXY it cannot read', () => {
    expect(() => parseEnv({ TRUSTED_PROXY: 'cloudfare' })).toThrow(/TRUSTED_PROXY/);
    expect(() => parseEnv({ TRUSTED_PROXY: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXY/);
    expect(configFromEnv(parseEnv({})).trustedProxy).toBe('none');
    expect(configFromEnv(parseEnv({ TRUSTED_PROXY: 'cloudflare' })).trustedProxy).toBe('cloudflare');
  });
});

describe('the Node server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let dataDir: string;
  let base: string;
  let closeDb = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trusted-proxy-'));
    let url: string | undefined;
    if (/^postgres/.test(process.env.DATABASE_URL ?? '')) {
      const handle = await createTestDb();
      url = handle.url;
      await handle.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
      closeDb = handle.close;
    } else {
      const handle = await openDb(`pglite:${join(dataDir, 'pglite')}`);
      await handle.migrate();
      // not empty, so the server does not seed the demo (not what this test is about)
      await handle.db.insert(categories).values({ cid: 8, category: 'Мэдээ', category_en: 'News' });
      await handle.close();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer({
      env: parseEnv({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, REBUILD_DEBOUNCE_MS: '20' }),
      paths: serverPaths(dataDir),
      log: () => {},
      build: async (outDir) => writeFile(join(outDir, 'index.html'), '<h1>root</h1>'),
    });
    await server.rebuild.settled();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await closeDb();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.deps.db.delete(rateLimits);
  });

  let n = 0;
  /** A code request for a new e-mail (its own per-e-mail counter), with `headers`. */
  const codeRequest = (headers: Record<string, string>) => fetch(`${base}/api/mm/check/email?email=someone${++n}@example.mn`, { headers });
  const each = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`;

  it(`without TRUSTED_PROXY: ${CODE_REQUESTS_PER_IP + 1} code requests from one socket, each with a new cf-connecting-ip -> the last is refused`, async () => {
    expect(server.deps.config.trustedProxy).toBe('none');
    const first = await Promise.all(
      Array.from({ length: CODE_REQUESTS_PER_IP }, (_, i) => codeRequest({ 'cf-connecting-ip': each(i), 'x-forwarded-for': each(i) })),
    );
    expect(first.map((r) => r.status)).toEqual(first.map(() => 200));
    const last = await codeRequest({ 'cf-connecting-ip': each(CODE_REQUESTS_PER_IP), 'x-forwarded-for': each(CODE_REQUESTS_PER_IP) });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('with TRUSTED_PROXY=cloudflare, or the loopback proxy listed, the forwarded address is honoured', async () => {
    for (const value of ['cloudflare', '127.0.0.1']) {
      server.deps.config.trustedProxy = configFromEnv(parseEnv({ TRUSTED_PROXY: value })).trustedProxy;
      const header = value === 'cloudflare' ? 'cf-connecting-ip' : 'x-forwarded-for';
      const answers = await Promise.all(Array.from({ length: CODE_REQUESTS_PER_IP + 1 }, (_, i) => codeRequest({ [header]: each(i) })));
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      // one forwarded address still has its own ceiling
      const one = { [header]: value === 'cloudflare' ? '192.0.2.1' : '192.0.2.2' };
      await Promise.all(Array.from({ length: CODE_REQUESTS_PER_IP }, () => codeRequest(one)));
      expect((await codeRequest(one)).status).toBe(429);
    }
  });
});
