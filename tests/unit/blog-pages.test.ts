import { describe, expect, it } from 'vitest';
import { blogShellFor } from '@lib/routes';
import { blogPage } from '@platform/workers/blog-pages';
import { onRequest as mnFunction } from '../../functions/mm/blog/[[path]]';
import { onRequest as enFunction } from '../../functions/en/mm/blog/[[path]]';

/** The Pages Function of `/mm/blog/*` with Pages' static files stood in for: `next()` and `env.ASSETS`. */
function pages(files: Record<string, string>) {
  const asset = (path: string) =>
    path in files
      ? new Response(files[path], { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-From': path } })
      : new Response('nearest 404.html', { status: 404 });
  return (url: string, method = 'GET') =>
    blogPage({
      request: new Request(`https://example.mn${url}`, { method }),
      next: async () => asset(decodeURIComponent(new URL(url, 'https://example.mn').pathname)),
      env: { ASSETS: { fetch: async (u: URL) => asset(u.pathname) } },
    });
}

describe('blogShellFor', () => {
  it('gives a list’s page (category id or YYYY-MM) the list shell and any other segment the search shell', () => {
    expect(blogShellFor('mm/blog/8=4')).toBe('mm/blog/list');
    expect(blogShellFor('en/mm/blog/2025-03=12')).toBe('en/mm/blog/list');
    expect(blogShellFor('mm/blog/2025-13=1')).toBe('mm/blog/search');
    expect(blogShellFor('en/mm/blog/copper ore=1')).toBe('en/mm/blog/search');
    expect(blogShellFor('mm/blog/8')).toBeNull();
    expect(blogShellFor('mm/detail/8=1')).toBeNull();
  });
});

describe('functions/mm/blog (Cloudflare Pages)', () => {
  const site = pages({ '/mm/blog/8=1': 'page 1', '/mm/blog/list': 'list shell', '/en/mm/blog/list': 'list shell en' });

  it('serves a built page as it is', async () => {
    const res = await site('/mm/blog/8=1');
    expect([res.status, await res.text()]).toEqual([200, 'page 1']);
  });

  it('answers a list’s later page with the list shell and status 200, keeping the shell’s headers', async () => {
    for (const [url, body] of [
      ['/mm/blog/8=40', 'list shell'],
      ['/en/mm/blog/2024-05=4', 'list shell en'],
    ]) {
      const res = await site(url);
      expect([res.status, await res.text()]).toEqual([200, body]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    const head = await site('/mm/blog/8=40', 'HEAD');
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it('leaves a search, and anything else missing, to Pages’ not-found answer (404)', async () => {
    for (const url of ['/mm/blog/copper%20ore=2', '/mm/blog/nothing-here', '/mm/blog/8=x']) {
      const res = await site(url);
      expect([res.status, await res.text()]).toEqual([404, 'nearest 404.html']);
    }
  });

  it('is what the function files of both languages’ folders run', async () => {
    for (const [onRequest, url] of [
      [mnFunction, '/mm/blog/8=9'],
      [enFunction, '/en/mm/blog/8=9'],
    ] as const) {
      const res = await onRequest({
        request: new Request(`https://example.mn${url}`),
        next: async () => new Response('', { status: 404 }),
        env: { ASSETS: { fetch: async (u: URL) => new Response(`shell at ${u.pathname}`) } },
      });
      expect([res.status, await res.text()]).toEqual([200, `shell at ${url.replace(/8=9$/, 'list')}`]);
    }
  });
});
