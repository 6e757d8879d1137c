import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { DIRECTORY_ADMIN_MESSAGES } from '@shared/directory-admin';
import { access } from '@api/middleware/access';
import { validate } from '@api/validate';
import { positiveId } from '@shared/files';
import { directoryLang as lang } from '@shared/directory-catban';
import * as q from './queries';

/** The directory's public company detail and the home's latest news (spec §7). */
export const companyRoutes = new Hono<AppEnv>()
  .get('/get/company', access('public'), validate('query', z.object({ id: positiveId(DIRECTORY_ADMIN_MESSAGES.id), lang })), async (c) => {
    const { id, lang } = c.req.valid('query');
    const company = await q.companyDetail(c.get('deps').db, lang, id);
    if (!company) throw new ApiError(404, DIRECTORY_ADMIN_MESSAGES.companyNotFound, {}, { lang });
    return c.json({ company });
  })
  .get('/news', access('public'), validate('query', z.object({ lang })), async (c) =>
    c.json({ news: await q.directoryNews(c.get('deps').db, c.req.valid('query').lang) }),
  );
