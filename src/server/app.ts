import { Hono } from 'hono';
import { createApp } from '../api/app';
import { fileResponse } from '../platform/files';
import type { Deps } from '../platform/ports';
import { staticSite, type StaticSiteOptions } from './static-site';

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

  app.all('/api', (c) => api.fetch(c.req.raw, c.env));
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));

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
