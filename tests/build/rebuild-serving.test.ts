import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '@server/app';
import { createTestApp } from '../helpers/app';

/** The Node server in front of a build: static pages, /api and /files, as `npm start` serves them. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let parent: string;
let site: string | null;
let server: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  t = await createTestApp();
  parent = await mkdtemp(join(tmpdir(), 'serve-'));
  site = join(parent, 'site');
  const files: Record<string, string> = {
    'index.html': '<h1>root</h1>',
    'mm.html': '<h1>mm home</h1>',
    'mm/blog/8=1.html': '<h1>news page 1</h1>',
    'mm/reports/index.html': '<h1>reports</h1>',
    '404.html': '<h1>not here</h1>',
    '_astro/app.3f2a.js': 'console.log(1)',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [rel, body] of Object.entries(files)) {
    await mkdir(join(site, rel, '..'), { recursive: true });
    await writeFile(join(site, rel), body);
  }
  await writeFile(join(parent, 'secret.txt'), 'outside the site');
  server = createServerApp({ deps: t.deps, siteDir: () => site });
});
afterAll(async () => {
  await t.close();
  await rm(parent, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => server.request(path, init);

describe('static site', () => {
  it.each([
    ['/', 'root'],
    ['/mm', 'mm home'],
    ['/mm/blog/8=1', 'news page 1'],
    ['/mm/reports', 'reports'],
    ['/mm/reports/', 'reports'],
  ])('serves %s', async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(text);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('sends the page security headers and no-cache on HTML', async () => {
    const res = await get('/mm');
    const csp = res.headers.get('content-security-policy')!;
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches fingerprinted assets forever and answers a revalidation with 304', async () => {
    const res = await get('/_astro/app.3f2a.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const again = await get('/mm', { headers: { 'if-none-match': (await get('/mm')).headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers unknown paths with the 404 page', async () => {
    const res = await get('/mm/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('not here');
  });

  it.each(['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/mm/..%2f..%2fsecret.txt', '/mm%5c..%5c..%5csecret.txt', '/mm%00.html', '/%E0%A4%A'])(
    'refuses to leave the site folder: %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('outside the site');
    },
  );

  it('refuses writes to static paths', async () => {
    const res = await get('/mm', { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('serves the API and stored files beside the site', async () => {
    const health = await get('/api/health');
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await t.deps.storage.put('news/11111111-2222-4333-8444-555555555555.png', png, 'image/png');
    const res = await get('/files/news/11111111-2222-4333-8444-555555555555.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    expect((await get('/files/news/missing.png')).status).toBe(404);
    expect((await get('/files/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });

  it('switches to a new build at once, and says so while there is none', async () => {
    const next = join(parent, 'next');
    await mkdir(next);
    await writeFile(join(next, 'mm.html'), '<h1>new build</h1>');
    site = next;
    expect(await (await get('/mm')).text()).toContain('new build');
    site = null;
    const res = await get('/mm');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('answers with the building page and its progress until the first build is ready, while /api works', async () => {
    let progress: { done: number; total: number | null } | null = { done: 0, total: null };
    const building = createServerApp({ deps: t.deps, siteDir: () => null, progress: () => progress });
    const first = await building.request('/en/mm/about');
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await first.text();
    expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(html.indexOf('Сайтыг бэлтгэж байна')).toBeLessThan(html.indexOf('The site is being built')); // Mongolian first
    expect(html).toContain('class="spinner"'); // the page count is not known yet
    progress = { done: 1200, total: 12655 };
    const later = await (await building.request('/mm')).text();
    expect(later).toContain('1,200 of 12,655 pages');
    expect(later).toContain('aria-valuenow="9"');
    expect((await building.request('/api/health')).status).toBe(200);
  });
});
