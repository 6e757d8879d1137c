import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv } from '@platform/env';
import { createTestApp, testConfig } from '../helpers/app';

/** A write through a real socket with the Host and Origin an attacker chose (what @hono/node-server builds the URL from). */
function forged(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/mw/insert/registration',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end('{}');
  });
}

async function serving(hostOrigin: boolean) {
  const t = await createTestApp({
    config: { ...testConfig, publicUrl: 'https://mining.mn', allowedOrigins: ['https://mining.mn'], hostOrigin },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return { port, close: async () => (await new Promise((r) => server.close(r)), await t.close()) };
}

describe('CSRF and the Host header', () => {
  let withPublicUrl: Awaited<ReturnType<typeof serving>>;
  let local: Awaited<ReturnType<typeof serving>>;
  beforeAll(async () => {
    withPublicUrl = await serving(false);
    local = await serving(true);
  });
  afterAll(async () => {
    await withPublicUrl.close();
    await local.close();
  });

  it('refuses an Origin that only matches a forged Host when PUBLIC_URL names the site', async () => {
    expect(await forged(withPublicUrl.port, 'evil.example')).toBe(403);
  });

  it("still accepts the request's own host on a local server without PUBLIC_URL", async () => {
    expect(await forged(local.port, `192.168.1.20:${local.port}`)).not.toBe(403);
  });

  it('trusts the Host only when PUBLIC_URL is not configured', () => {
    expect(configFromEnv(parseEnv({ PUBLIC_URL: 'https://mining.mn' })).hostOrigin).toBe(false);
    expect(configFromEnv(parseEnv({})).hostOrigin).toBe(true);
  });
});
