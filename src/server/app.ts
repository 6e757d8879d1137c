import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from '@api/app';
import { fileResponse } from '@platform/files';
import type { Deps } from '@platform/ports';
import { staticSite, type StaticSiteOptions } from './static-site';
import { HSTS } from '@api/middleware/security';

export interface ServerAppOptions extends StaticSiteOptions {
  deps: Deps;
}

/**
 * The local / self-hosted server: the API under /api, stored files under /files, and the
 * current static build for everything else (the same split Cloudflare Pages makes in production).
 */
export function createServerApp(opts: ServerAppOptions) {
  const api = createApp(opts.deps);
  const app = new Hono();

  // JSON answers over 1 KB go out gzipped to clients that accept it (with `Vary: Accept-Encoding`).
  // Only here: in production Cloudflare compresses what the Workers adapter answers.
  app.use('/api/*', compress({ contentTypeFilter: JSON_TYPE }));
  app.all('/api', async (c) => withLength(await api.fetch(c.req.raw, c.env)));
  app.all('/api/*', async (c) => withLength(await api.fetch(c.req.raw, c.env)));

  // pages and files (the API sets its own): a site published at an https URL is https only
  if (opts.deps.config.publicUrl.startsWith('https://'))
    app.use('*', async (c, next) => {
      await next();
      if (!c.res.headers.has('Strict-Transport-Security')) c.res.headers.set('Strict-Transport-Security', HSTS);
    });

  app.on(['GET', 'HEAD'], '/files/*', (c) => {
    const encodedKey = new URL(c.req.url).pathname.slice('/files/'.length);
    let key: string;
    try {
      key = decodeURIComponent(encodedKey);
    } catch {
      return c.text('Not found', 404);
    }
    return fileResponse(opts.deps.storage, key, { range: c.req.header('range'), method: c.req.method, download: c.req.query('download') });
  });

  // the admin SPA: one static shell (admin.html) answers every /admin/* path
  app.all('*', staticSite({ ...opts, fallbacks: opts.fallbacks ?? [{ prefix: '/admin/', file: 'admin.html' }] }));
  return app;
}

const JSON_TYPE = /^application\/json\b/i;

/**
 * A JSON answer with its Content-Length, so compress() can leave small ones as they are (it compresses
 * whatever has no length). JSON is built in memory anyway; other answers (streams) pass untouched.
 */
async function withLength(res: Response): Promise<Response> {
  if (!res.body || res.headers.has('Content-Length') || !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return res;
  const body = await res.arrayBuffer();
  const sized = new Response(body, res);
  sized.headers.set('Content-Length', String(body.byteLength));
  return sized;
}
