import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import type { Deps } from '@platform/ports';
import { ApiError, found } from '@api/errors';
import { jsonBody, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { access } from '@api/middleware/access';
import { idempotent } from '@api/middleware/idempotency';
import { clientIp, takeLimits } from '@api/middleware/rate-limit';
import { ROLES_FOR } from '@api/policy';
import { positiveId } from '@shared/files';
import { EVENT_ID } from '@shared/event';
import type { Lang } from '@shared/lang';
import {
  NEW_REGISTRATION_DAYS,
  REGISTRATION_MESSAGES as M,
  REGISTRATION_PAGE_SIZES,
  REGISTRATION_SEARCH_CATS,
  registrationLang,
  registrationSchema,
  registrationSearch,
} from '@shared/event-registration';
import { sendConfirmation } from './confirmation';
import { mailLate } from '@api/mail-late';
import * as q from './queries';
import { messageText } from '@i18n/messages-text';
import { replyText } from '@api/request-lang';

/**
 * Public registrations: 5 an hour per e-mail, and a generous 100 an hour per address, since a
 * company registers many people from one office. Only valid submissions count (invalid ones store
 * and mail nothing); admins are not limited.
 */
export const REGISTRATION_LIMITS = { perEmail: 5, perIp: 100, windowSeconds: 3600 } as const;

const now = (deps: Deps) => deps.clock?.now() ?? new Date();

function limitRegistrations(c: Context<AppEnv>, email: string, lang: Lang) {
  const { perEmail, perIp, windowSeconds } = REGISTRATION_LIMITS;
  const rules = [
    { key: `event-registration-email:${email.trim().toLowerCase()}`, limit: perEmail, windowSeconds },
    { key: `event-registration-ip:${clientIp(c)}`, limit: perIp, windowSeconds },
  ];
  return takeLimits(c, rules, lang);
}

const listQuery = z.object({
  event: positiveId('event must be an event id').default(EVENT_ID),
  ...pagingQuery(REGISTRATION_PAGE_SIZES),
  searchCat: z
    .union([z.enum(REGISTRATION_SEARCH_CATS), z.literal('')], { error: `searchCat must be one of ${REGISTRATION_SEARCH_CATS.join(', ')}` })
    .optional(),
  searchTerm: z.string().max(200, 'searchTerm is too long').optional(),
});
type ListQuery = z.output<typeof listQuery>;

const idQuery = z.object({ id: positiveId(M.id) });
/** An admin's correction: the row's id and the same six fields (and rules) as a registration. */
const updateBody = z.object({ id: positiveId(M.id) }).passthrough();

const listOptions = ({ event, page, limit, searchCat, searchTerm }: ListQuery) => ({
  event,
  page,
  limit,
  search: registrationSearch(searchCat, searchTerm),
});

/** The event registrations: the public form (and the admin's new-register), and the admin lists. */
export const registrationRoutes = new Hono<AppEnv>()
  .post('/insert/registration', access('public'), idempotent('event-registration'), async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c);
    // The island sends `lang` (in the body or the query): the messages and the mail follow it.
    const lang = registrationLang(body.lang ?? c.req.query('lang'));
    const admin = c.get('admin');
    const byAdmin = admin && ROLES_FOR.content.includes(admin.account_role) ? admin : null;
    const values = parseOrThrow(registrationSchema, body, lang);
    if (!byAdmin) await limitRegistrations(c, values.email, lang);
    const row = await q.insertRegistration(deps.db, EVENT_ID, values, lang, byAdmin?.id ?? null);
    if (!row) throw new ApiError(409, M.duplicate, { field: 'email' }, { lang });
    const mailSent = await sendConfirmation(deps, row.id, values, lang);
    return c.json({ message: messageText(lang, M.sent), mail_sent: mailSent, ...(await mailLate(deps)) });
  })
  .get('/get/event', access('read'), async (c) => c.json({ event: await q.listEvents(c.get('deps').db) }))
  .get('/get/user-registration', access('read'), validate('query', listQuery), async (c) => {
    const { rows, total, totalPages } = await q.registrationPage(c.get('deps').db, listOptions(c.req.valid('query')));
    return c.json({ register: rows, total, totalPages });
  })
  // "New" = registered in the last 7 days.
  .get('/get/new-registration', access('read'), validate('query', listQuery), async (c) => {
    const since = new Date(now(c.get('deps')).getTime() - NEW_REGISTRATION_DAYS * 86_400_000);
    const options = { ...listOptions(c.req.valid('query')), since };
    const { rows, total, totalPages } = await q.registrationPage(c.get('deps').db, options);
    return c.json({ register: rows, total, totalPages });
  })
  // An admin corrects or deletes a registration (issue 27 §8); both are audited ('mw/registration').
  .post('/update/registration', access('content'), async (c) => {
    const db = c.get('deps').db;
    const body = await jsonBody(c);
    const { id } = parseOrThrow(updateBody, body);
    const values = parseOrThrow(registrationSchema, body);
    const row = found(await q.updateRegistration(db, id, values), M.notFound);
    if (row === 'duplicate') throw new ApiError(409, M.duplicate, { field: 'email' });
    return c.json({ register: row, message: replyText(c, M.updated) });
  })
  .delete('/delete/registration', access('content'), validate('query', idQuery), async (c) => {
    found(await q.deleteRegistration(c.get('deps').db, c.req.valid('query').id), M.notFound);
    return c.json({ message: replyText(c, M.deleted) });
  });
