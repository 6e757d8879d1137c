import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';
import { queueState } from '@platform/mail/queue';

/** The mail queue for the admin dashboard: mail waiting to be sent, and mail given up (see queue.ts). */
export const mailQueueRoutes = new Hono<AppEnv>().get('/get/mail-queue', access('read'), async (c) =>
  c.json({ mail: await queueState(c.get('deps').db) }),
);
