import { EMBED_FRAME_HOSTS } from '@shared/embed';

/**
 * Headers of the static site. No inline script runs unless the build hashed it: each build lists
 * the hashes of its pages' inline scripts (language redirect, Astro's island loaders, small bundled
 * scripts) in its `_headers`, which the local server sends too (src/platform/csp.ts). Styles keep
 * 'unsafe-inline': Astro inlines small stylesheets, the islands set style attributes, and a hash in
 * style-src would make browsers ignore 'unsafe-inline' and block every style attribute; injected CSS
 * cannot run script. Plugins, <base> hijack and framing are shut. Google Identity Services is
 * allowed for the admin sign-in button; uploaded media may come from the S3/R2 public host.
 */
const SCRIPT_SRC = "script-src 'self' https://accounts.google.com/gsi/client";
const OTHER_DIRECTIVES = [
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com/gsi/",
  // the admin's XLSX export zips a large sheet in a Worker that fflate starts from a blob: URL (it
  // cannot be given a file); without this the export of a long list never finishes
  "worker-src 'self' blob:",
  `frame-src 'self' https://accounts.google.com/gsi/ ${EMBED_FRAME_HOSTS.join(' ')} https://www.openstreetmap.org`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/** The page policy allowing the inline scripts of these hashes (`'sha256-…'`), and no other. */
export function pageCsp(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return ["default-src 'self'", [SCRIPT_SRC, ...hashes].join(' '), ...OTHER_DIRECTIVES].join('; ');
}

/** The policy of a page without inline scripts (and of a site whose `_headers` names none). */
export const PAGE_CSP = pageCsp([]);

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function staticHeaders(relPath: string, contentType: string, csp = PAGE_CSP): Record<string, string> {
  if (contentType.startsWith('text/html')) {
    // HTML changes with every publish: always revalidate
    return { ...COMMON, 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' };
  }
  // Astro fingerprints everything under _astro/: a changed file gets a new name
  if (relPath.startsWith('_astro/')) return { ...COMMON, 'Cache-Control': 'public, max-age=31536000, immutable' };
  // calendar files (the event's .ics) download under their own name
  if (contentType.startsWith('text/calendar'))
    return {
      ...COMMON,
      'Cache-Control': 'public, max-age=3600',
      'Content-Disposition': `attachment; filename="${relPath.split('/').pop()}"`,
    };
  return { ...COMMON, 'Cache-Control': 'public, max-age=3600' };
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  pdf: 'application/pdf',
  ics: 'text/calendar; charset=utf-8',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
