import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { jsonBody, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { clientIp, takeLimits } from '@api/middleware/rate-limit';
import { officeRequestSchema } from '@shared/membership';
import { OFFICE_REQUEST_MESSAGES, REQUEST_PAGE_SIZES, REQUEST_PURPOSES } from '@shared/requests';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { idempotent } from '@api/middleware/idempotency';
import { requestLang } from '@api/request-lang';
import { messageText } from '@i18n/messages-text';

/**
 * Public form: 5 requests an hour per e-mail, and 30 an hour per address (colleagues in one office
 * may each ask). Only valid requests count: an invalid one stores nothing.
 */
export const OFFICE_REQUEST_RATE = { perEmail: 5, perIp: 30, windowSeconds: 3600 } as const;

const listQuery = z.object({
  ...pagingQuery(REQUEST_PAGE_SIZES),
  name: z.string().trim().max(200, 'name is too long').optional(),
  email: z.string().trim().max(254, 'email is too long').optional(),
  purpose: z.enum(REQUEST_PURPOSES, { error: `purpose must be one of ${REQUEST_PURPOSES.join(', ')}` }).optional(),
});

export const requestRoutes = new Hono<AppEnv>()
  .post('/insert/office-request', access('public'), idempotent('office-request'), async (c) => {
    const body = await jsonBody(c);
    // The island sends `lang` (in the body or the query): the messages follow it.
    const lang = requestLang(c, body);
    const values = parseOrThrow(officeRequestSchema, body, lang);
    const { perEmail, perIp, windowSeconds } = OFFICE_REQUEST_RATE;
    await takeLimits(
      c,
      [
        { key: `office-request-email:${values.email.toLowerCase()}`, limit: perEmail, windowSeconds },
        { key: `office-request-ip:${clientIp(c)}`, limit: perIp, windowSeconds },
      ],
      lang,
    );
    await q.insertRequest(c.get('deps').db, values);
    return c.json({ message: messageText(lang, OFFICE_REQUEST_MESSAGES.sent) });
  })
  .get('/get/office-request', access('read'), validate('query', listQuery), async (c) => {
    const { name, email, ...rest } = c.req.valid('query');
    return c.json(await q.requestList(c.get('deps').db, { ...rest, name: name || undefined, email: email || undefined }));
  });
