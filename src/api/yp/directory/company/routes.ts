import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { DIRECTORY_ADMIN_MESSAGES } from '@shared/directory-admin';
import { access } from '@api/middleware/access';
import { validate } from '@api/validate';
import { positiveId } from '@shared/files';
import { directoryLang as lang } from '@shared/directory-catban';
import { idempotent } from '@api/middleware/idempotency';
import * as q from './queries';
import { sendCompanyMessage } from './contact';

/** The directory's public company detail, the home's latest news (spec §7), and the contact form's message (issue 25 §5). */
export const companyRoutes = new Hono<AppEnv>()
  .get('/get/company', access('public'), validate('query', z.object({ id: positiveId(DIRECTORY_ADMIN_MESSAGES.id), lang })), async (c) => {
    const { id, lang } = c.req.valid('query');
    const company = await q.companyDetail(c.get('deps').db, lang, id);
    if (!company) throw new ApiError(404, DIRECTORY_ADMIN_MESSAGES.companyNotFound, {}, { lang });
    return c.json({ company });
  })
  .get('/news', access('public'), validate('query', z.object({ lang })), async (c) =>
    c.json({ news: await q.directoryNews(c.get('deps').db, c.req.valid('query').lang) }),
  )
  // a double click or a retried send mails the company once
  .post('/insert/company-message', access('public'), idempotent('directory-contact'), sendCompanyMessage);
