import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Context } from 'hono';
import type { BuildProgress } from '../platform/rebuild/local';
import { buildingPage } from './building-page';
import { contentTypeOf, staticHeaders } from './headers';

export interface StaticSiteOptions {
  /** The folder of the build being served, read per request so a swap applies at once. */
  siteDir: () => string | null;
  /** The running build's progress, shown while there is no site yet. */
  progress?: () => BuildProgress | null;
  /**
   * Paths answered by one page whatever follows the prefix (a client-routed app). The admin SPA
   * will register `{ prefix: '/admin/', file: 'admin.html' }` here once its shell page exists.
   */
  fallbacks?: { prefix: string; file: string }[];
}

/**
 * The built site: `/a/b` is `a/b.html` (Astro's `build.format: 'file'`), then `a/b/index.html`,
 * then the exact file; anything else is the site's 404 page with status 404.
 */
export function staticSite(opts: StaticSiteOptions) {
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
    const root = opts.siteDir();
    if (!root) return buildingPage(opts.progress?.() ?? null);
    const rel = relativePath(new URL(c.req.url).pathname);
    const fallback = opts.fallbacks?.find((f) => rel !== null && `/${rel}`.startsWith(f.prefix))?.file;
    const candidates = rel === null ? [] : [...candidatesFor(rel), ...(fallback ? [fallback] : []), ...searchShellFor(rel)];
    for (const candidate of candidates) {
      const res = await fileAt(root, candidate, c.req.raw, 200);
      if (res) return res;
    }
    return (await fileAt(root, '404.html', c.req.raw, 404)) ?? c.text('Not found', 404, { 'X-Content-Type-Options': 'nosniff' });
  };
}

/** An unbuilt news search `/mm/blog/{term}={page}` (or `/en/...`) gets the search shell: terms are unknown at build time. */
const SEARCH_PATH = /^(en\/)?mm\/blog\/[^/]+=\d+$/;
export function searchShellFor(rel: string): string[] {
  return SEARCH_PATH.test(rel) ? [rel.replace(SEARCH_PATH, '$1mm/blog/search.html')] : [];
}

/**
 * The decoded path without its leading slash, or null when it could climb out of the site
 * (`..`, encoded separators, NUL) or names a hidden file.
 */
export function relativePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || (s.startsWith('.') && s !== '.well-known'))) return null;
  return segments.join('/') + (decoded.endsWith('/') && segments.length ? '/' : '');
}

export function candidatesFor(rel: string): string[] {
  if (rel === '') return ['index.html'];
  if (rel.endsWith('/')) return [`${rel}index.html`];
  return [`${rel}.html`, `${rel}/index.html`, rel];
}

async function fileAt(root: string, rel: string, req: Request, status: 200 | 404): Promise<Response | null> {
  const abs = join(root, rel);
  if (!abs.startsWith(root + sep)) return null;
  const info = await stat(abs).catch(() => null);
  if (!info?.isFile()) return null;
  const type = contentTypeOf(rel);
  const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
  const headers = new Headers({ ...staticHeaders(rel, type), 'Content-Type': type, ETag: etag });
  if (status === 200 && req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(info.size));
  if (req.method === 'HEAD') return new Response(null, { status, headers });
  return new Response(new Uint8Array(await readFile(abs)), { status, headers });
}
