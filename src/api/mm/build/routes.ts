import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';

/** Publishing status for the admin dashboard: the last static build (or one about to start). */
export const buildRoutes = new Hono<AppEnv>().get('/get/build-status', access('read'), async (c) => {
  const s = await c.get('deps').rebuild.status();
  return c.json({
    build: {
      state: s.state,
      startedAt: s.startedAt ?? null,
      finishedAt: s.finishedAt ?? null,
      durationMs: s.durationMs ?? null,
      pages: s.pages ?? null,
      error: s.error ?? null,
    },
  });
});
