import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';
import { newsCategories } from './queries';

/**
 * The 2023 archive's call: the news side panel's categories with their counts. It takes no
 * parameters; any query string (a cache buster, a stray `lang`) is ignored, the answer has both names.
 */
export const archiveRoutes = new Hono<AppEnv>().get('/get/news-category', access('public'), async (c) =>
  c.json({ categories: await newsCategories(c.get('deps').db) }),
);
