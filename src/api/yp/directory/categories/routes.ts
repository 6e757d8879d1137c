import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';
import { validate } from '@api/validate';
import { MAIN_CATEGORY_CODES } from '@shared/directory';
import { CATBAN_MESSAGES, directoryLang } from '@shared/directory-catban';
import * as q from './queries';

/** The public category calls (spec §7): sub-categories, the main categories with theirs, and one main category's. */
export const categoryRoutes = new Hono<AppEnv>()
  .get('/categories', access('public'), validate('query', z.object({ language: directoryLang })), async (c) =>
    c.json({ subCategories: await q.subCategories(c.get('deps').db, c.req.valid('query').language) }),
  )
  .get('/get/all-categories', access('public'), validate('query', z.object({ lang: directoryLang })), async (c) =>
    c.json({ categories: await q.allCategories(c.get('deps').db, c.req.valid('query').lang) }),
  )
  .get(
    '/categories-by-main',
    access('public'),
    validate(
      'query',
      z.object({
        main: z.enum(MAIN_CATEGORY_CODES, { error: CATBAN_MESSAGES.mainCategory }),
        language: directoryLang,
      }),
    ),
    async (c) => {
      const { main, language } = c.req.valid('query');
      return c.json({ subCategories: await q.subCategories(c.get('deps').db, language, main) });
    },
  );
