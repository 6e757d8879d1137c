import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import type { Deps } from '@platform/ports';
import { ApiError, found } from '@api/errors';
import { jsonBody, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { access } from '@api/middleware/access';
import { idempotent } from '@api/middleware/idempotency';
import { clientIp, giveBackLimits, takeLimits } from '@api/middleware/rate-limit';
import { ROLES_FOR } from '@api/policy';
import { positiveId } from '@shared/files';
import { EVENT_ID } from '@shared/event';
import type { Lang } from '@shared/lang';
import {
  ATTENDEE_TYPES,
  MANAGE_TOKEN,
  NEW_REGISTRATION_DAYS,
  consentProblem,
  REGISTRATION_MESSAGES as M,
  REGISTRATION_PAGE_SIZES,
  REGISTRATION_SEARCH_CATS,
  registrationLang,
  registrationSchema,
  registrationSearch,
  type RegistrationInput,
} from '@shared/event-registration';
import { sendCancelled, sendChanged, sendConfirmation } from './confirmation';
import { manageTokenHash, newManageToken } from './token';
import { mailLate } from '@api/mail-late';
import * as q from './queries';
import { messageText } from '@i18n/messages-text';
import { replyText } from '@api/request-lang';

/**
 * Public registrations, counted per hour. A person is an e-mail and a name (issue 27 §6): an
 * assistant registers a dozen managers from one office address, so the e-mail alone gets a generous
 * 50, while one person (e-mail + name) gets 5 tries (a double submit is answered by the
 * Idempotency-Key, a repeat by 409); the address keeps its 100, since a company registers many people
 * from one office network. Only valid submissions count (invalid ones store and mail nothing);
 * admins are not limited.
 */
export const REGISTRATION_LIMITS = { perPerson: 5, perEmail: 50, perIp: 100, windowSeconds: 3600 } as const;

/**
 * The manage link's routes: 30 wrong or unknown tokens an hour per address (a right token gives its
 * hit back, so only guesses count), and 10 changes an hour per registration (each one sends a mail).
 */
export const MANAGE_LIMITS = { wrongPerIp: 30, changesPerRegistration: 10, windowSeconds: 3600 } as const;

const now = (deps: Deps) => deps.clock?.now() ?? new Date();
const lower = (s: string) => s.trim().toLowerCase();

function limitRegistrations(c: Context<AppEnv>, v: RegistrationInput, lang: Lang) {
  const { perPerson, perEmail, perIp, windowSeconds } = REGISTRATION_LIMITS;
  const email = lower(v.email);
  const rules = [
    { key: `event-registration-person:${email}|${lower(v.first_name)}|${lower(v.last_name)}`, limit: perPerson, windowSeconds },
    { key: `event-registration-email:${email}`, limit: perEmail, windowSeconds },
    { key: `event-registration-ip:${clientIp(c)}`, limit: perIp, windowSeconds },
  ];
  return takeLimits(c, rules, lang);
}

/**
 * The registration a manage token opens, or 404 with the message in `lang`. Every try counts against
 * the address's allowance for wrong tokens first (so parallel guesses cannot slip past); a right
 * token gives its hit back.
 */
async function openByToken(c: Context<AppEnv>, body: Record<string, unknown>, lang: Lang) {
  const { wrongPerIp, windowSeconds } = MANAGE_LIMITS;
  const rules = [{ key: `event-registration-token-ip:${clientIp(c)}`, limit: wrongPerIp, windowSeconds }];
  await takeLimits(c, rules, lang);
  const token = typeof body.token === 'string' ? body.token : '';
  const row = MANAGE_TOKEN.test(token) ? await q.registrationByTokenHash(c.get('deps').db, await manageTokenHash(token)) : null;
  if (!row) throw new ApiError(404, M.token, {}, { lang });
  await giveBackLimits(c, rules);
  return { row, token };
}

/** What the manage page shows of a registration (no ids, no admin fields). */
const ownView = (r: NonNullable<Awaited<ReturnType<typeof q.registrationByTokenHash>>>) => ({
  company: r.company,
  first_name: r.first_name,
  last_name: r.last_name,
  country: r.country,
  email: r.email,
  phone_number: r.phone_number,
  attendee_type: r.attendee_type,
  lang: r.lang,
  created_at: r.created_at,
});

const listQuery = z.object({
  event: positiveId('event must be an event id').default(EVENT_ID),
  ...pagingQuery(REGISTRATION_PAGE_SIZES),
  searchCat: z
    .union([z.enum(REGISTRATION_SEARCH_CATS), z.literal('')], { error: `searchCat must be one of ${REGISTRATION_SEARCH_CATS.join(', ')}` })
    .optional(),
  searchTerm: z.string().max(200, 'searchTerm is too long').optional(),
  attendeeType: z
    .union([z.enum(ATTENDEE_TYPES), z.literal('')], { error: `attendeeType must be one of ${ATTENDEE_TYPES.join(', ')}` })
    .optional(),
});
type ListQuery = z.output<typeof listQuery>;

const idQuery = z.object({ id: positiveId(M.id) });
/** An admin's correction: the row's id and the same six fields (and rules) as a registration. */
const updateBody = z.object({ id: positiveId(M.id) }).passthrough();

const listOptions = ({ event, page, limit, searchCat, searchTerm, attendeeType }: ListQuery) => ({
  event,
  page,
  limit,
  search: registrationSearch(searchCat, searchTerm),
  attendeeType: attendeeType || undefined,
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
    // the public form asks for consent to the privacy notice; an admin adding someone by hand does not (consent_at stays null)
    const noConsent = byAdmin ? null : consentProblem(body.consent);
    if (noConsent) throw new ApiError(400, noConsent.message, { field: noConsent.field }, { lang });
    if (!byAdmin) await limitRegistrations(c, values, lang);
    const token = newManageToken();
    const row = await q.insertRegistration(deps.db, EVENT_ID, values, {
      lang,
      addedBy: byAdmin?.id ?? null,
      consentAt: byAdmin ? null : now(deps),
      tokenHash: await manageTokenHash(token),
    });
    if (!row) throw new ApiError(409, M.duplicate, { field: 'email' }, { lang });
    const mailSent = await sendConfirmation(deps, row.id, values, lang, token);
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
    const row = found(await q.updateRegistration(db, id, values, now(c.get('deps'))), M.notFound);
    if (row === 'duplicate') throw new ApiError(409, M.duplicate, { field: 'email' });
    return c.json({ register: row, message: replyText(c, M.updated) });
  })
  .delete('/delete/registration', access('content'), validate('query', idQuery), async (c) => {
    found(await q.deleteRegistration(c.get('deps').db, c.req.valid('query').id), M.notFound);
    return c.json({ message: replyText(c, M.deleted) });
  })
  // The registrant's own view, change and cancel through the mailed link (issue 27 §6). POSTs, so
  // the token travels in the body: never in a URL, a log line or a Referer.
  .post('/get/my-registration', access('public'), async (c) => {
    const body = await jsonBody(c);
    const lang = registrationLang(body.lang ?? c.req.query('lang'));
    const { row } = await openByToken(c, body, lang);
    return c.json({ registration: ownView(row) });
  })
  .post('/update/my-registration', access('public'), async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c);
    const lang = registrationLang(body.lang ?? c.req.query('lang'));
    const { row, token } = await openByToken(c, body, lang);
    const values = parseOrThrow(registrationSchema, body, lang);
    const { changesPerRegistration: limit, windowSeconds } = MANAGE_LIMITS;
    await takeLimits(c, [{ key: `event-registration-change:${row.id}`, limit, windowSeconds }], lang);
    const updated = found(await q.updateRegistration(deps.db, row.id, values, now(deps)), M.token);
    if (updated === 'duplicate') throw new ApiError(409, M.duplicate, { field: 'email' }, { lang });
    // the mail in the language the registrant registered in (their confirmation's)
    const mailSent = await sendChanged(deps, row.id, values, row.email, row.lang, token);
    const registration = ownView({ ...updated, lang: row.lang, event_id: row.event_id });
    return c.json({ registration, message: messageText(lang, M.changed), mail_sent: mailSent, ...(await mailLate(deps)) });
  })
  .post('/delete/my-registration', access('public'), async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c);
    const lang = registrationLang(body.lang ?? c.req.query('lang'));
    const { row } = await openByToken(c, body, lang);
    found(await q.deleteRegistration(deps.db, row.id), M.token);
    const mailSent = await sendCancelled(deps, row.id, row, row.lang);
    return c.json({ message: messageText(lang, M.cancelled), mail_sent: mailSent, ...(await mailLate(deps)) });
  });
