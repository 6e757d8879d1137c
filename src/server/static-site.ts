import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { BuildProgress } from '@platform/rebuild/local';
import { isCompressible, PRECOMPRESSED } from '@platform/rebuild/precompress';
import { buildingPage } from './building-page';
import { blogShellFor, detailFileId } from '@lib/routes';
import { contentTypeOf, staticHeaders } from '@platform/headers';
import { siteCspOf } from '@platform/csp';

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
    // `/mw/` names the page `/mw` (built as `mw.html`): send the visitor there, as Cloudflare Pages does
    if (rel?.endsWith('/') && (await isFile(root, `${rel.slice(0, -1)}.html`))) {
      const url = new URL(c.req.url);
      return c.redirect(`/${rel.slice(0, -1)}${url.search}`, 308);
    }
    const fallback = opts.fallbacks?.find((f) => rel !== null && `/${rel}`.startsWith(f.prefix))?.file;
    const candidates = rel === null ? [] : [...candidatesFor(fileOf(rel)), ...(fallback ? [fallback] : []), ...blogShellFileFor(rel)];
    for (const candidate of candidates) {
      const res = await fileAt(root, candidate, c.req.raw, 200);
      if (res) return res;
    }
    for (const page of notFoundPagesFor(rel)) {
      const res = await fileAt(root, page, c.req.raw, 404);
      if (res) return res;
    }
    return c.text('Not found', 404, { 'X-Content-Type-Options': 'nosniff' });
  };
}

/**
 * The not-found pages to try for a missing file, nearest first, as Cloudflare Pages serves the closest
 * `404.html` up the tree: a missing article `/mm/detail/{id}` gets the news-detail one
 * (src/pages/[...lang]/mm/detail/404.astro), a missing `/en/yp/…` the directory's English one, else `404.html`.
 */
export function notFoundPagesFor(rel: string | null): string[] {
  const folders = rel === null ? [] : rel.split('/').slice(0, -1);
  return [...folders.map((_, i) => `${folders.slice(0, folders.length - i).join('/')}/404.html`), '404.html'];
}

/** Article 404's page is built as `404-article` (`mm/detail/404.html` is the folder's not-found page, see detailFileId). */
const fileOf = (rel: string) => rel.replace(/^((?:en\/)?mm\/detail\/)404$/, `$1${detailFileId(404)}`);

/** An unbuilt `/mm/blog/{segment}={page}` (or `/en/...`) gets its shell: a list's later page the list shell, a search the search shell. */
export function blogShellFileFor(rel: string): string[] {
  const shell = blogShellFor(rel);
  return shell ? [`${shell}.html`] : [];
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

const isFile = async (root: string, rel: string) => {
  const abs = join(root, rel);
  return abs.startsWith(root + sep) && !!(await stat(abs).catch(() => null))?.isFile();
};

export function candidatesFor(rel: string): string[] {
  if (rel === '') return ['index.html'];
  if (rel.endsWith('/')) return [`${rel}index.html`];
  return [`${rel}.html`, `${rel}/index.html`, rel];
}

/**
 * The file at `rel`, or its precompressed copy (`<rel>.br`, `<rel>.gz`, see precompressSite) when the
 * client accepts one. Each encoding has its own ETag and Content-Length, and every compressible
 * response says `Vary: Accept-Encoding` (even one sent as is), so no cache hands brotli to a client
 * that asked for none. The copies are not pages of their own: their URLs answer 404, as on Pages.
 */
async function fileAt(root: string, rel: string, req: Request, status: 200 | 404): Promise<Response | null> {
  const abs = join(root, rel);
  if (!abs.startsWith(root + sep) || isPrecompressedCopy(rel)) return null;
  const info = await stat(abs).catch(() => null);
  if (!info?.isFile()) return null;
  const type = contentTypeOf(rel);
  const compressible = isCompressible(rel);
  const encoded = compressible ? await precompressedCopy(abs, req.headers.get('accept-encoding')) : null;
  const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${encoded ? `-${encoded.encoding}` : ''}"`;
  const csp = type.startsWith('text/html') ? await siteCspOf(root) : undefined;
  const headers = new Headers({ ...staticHeaders(rel, type, csp), 'Content-Type': type, ETag: etag });
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (status === 200 && matchesEtag(req.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  if (encoded) headers.set('Content-Encoding', encoded.encoding);
  headers.set('Content-Length', String(encoded?.size ?? info.size));
  if (req.method === 'HEAD') return new Response(null, { status, headers });
  return new Response(new Uint8Array(await readFile(encoded?.path ?? abs)), { status, headers });
}

/**
 * The copy of `abs` in the encoding the client ranks highest (brotli on a tie), skipping those it
 * refuses with q=0 and those not made (files under 1 KB have none): null means send the file as is.
 */
async function precompressedCopy(abs: string, acceptEncoding: string | null) {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const q = (encoding: string) => (accepts.find((a) => a.type.toLowerCase() === encoding) ?? accepts.find((a) => a.type === '*'))?.q ?? 0;
  const ranked = PRECOMPRESSED.map((p) => ({ ...p, q: q(p.encoding) }))
    .filter((p) => p.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { encoding, suffix } of ranked) {
    const info = await stat(abs + suffix).catch(() => null);
    if (info?.isFile()) return { encoding, path: abs + suffix, size: info.size };
  }
  return null;
}

function isPrecompressedCopy(rel: string): boolean {
  return PRECOMPRESSED.some(({ suffix }) => rel.endsWith(suffix) && isCompressible(rel.slice(0, -suffix.length)));
}

/** If-None-Match may list several tags (a shared cache holding more than one encoding) or `*`. */
function matchesEtag(header: string | null, etag: string): boolean {
  return !!header && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
