import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';
import * as q from './queries';

/** The minerals shown beside the Mining 101 videos (seeded content; no admin screen in the spec). */
export const mineralRoutes = new Hono<AppEnv>().get('/get/minerals', access('public'), async (c) =>
  c.json({ minerals: await q.listMinerals(c.get('deps').db) }),
);
