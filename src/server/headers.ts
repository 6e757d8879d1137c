import { EMBED_FRAME_HOSTS } from '../shared/embed';

/**
 * Headers of the static site. Pages use small inline scripts (language redirect before paint) and
 * Astro's inline styles, so 'unsafe-inline' stays for those; everything that makes an injection
 * worse than cosmetic (plugins, <base> hijack, framing) is shut. Google Identity Services is
 * allowed for the admin sign-in button; uploaded media may come from the S3/R2 public host.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/client",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com/gsi/",
  `frame-src 'self' https://accounts.google.com/gsi/ ${EMBED_FRAME_HOSTS.join(' ')} https://www.openstreetmap.org`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function staticHeaders(relPath: string, contentType: string): Record<string, string> {
  if (contentType.startsWith('text/html')) {
    // HTML changes with every publish: always revalidate
    return { ...COMMON, 'Content-Security-Policy': PAGE_CSP, 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' };
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
};

export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
