import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '@server/app';
import { createTestApp, testConfig } from '../helpers/app';
import { pngBytes } from '../helpers/upload-files';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'hsts-'));
  await writeFile(join(dir, 'mm.html'), '<!doctype html><title>mm</title>');
  await t.deps.storage.put('news/11111111-2222-4333-8444-555555555555.png', pngBytes, 'image/png');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const serverAt = (publicUrl: string) => createServerApp({ deps: { ...t.deps, config: { ...testConfig, publicUrl } }, siteDir: () => dir });

describe('Strict-Transport-Security on pages and files', () => {
  it('is sent when the public URL is https', async () => {
    const server = serverAt('https://mining.mn');
    for (const path of ['/mm', '/files/news/11111111-2222-4333-8444-555555555555.png', '/api/health']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('is not sent for the pages of a plain-http local server', async () => {
    const res = await serverAt('http://localhost:4321').request('/mm');
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('is in the Cloudflare Pages _headers of every page (Pages is https only)', async () => {
    const headers = await readFile(join(import.meta.dirname, '../../public/_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n(?: {2}.*\n)* {2}Strict-Transport-Security: max-age=63072000; includeSubDomains\n/m);
  });
});
