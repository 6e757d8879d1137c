import { Hono, type Context } from 'hono';
import type { AppEnv } from '@api/types';
import type { Deps } from '@platform/ports';
import { ApiError } from '@api/errors';
import { jsonBody, multipartOnly, parseOrThrow } from '@api/validate';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { idempotent } from '@api/middleware/idempotency';
import { clientIp, takeLimits } from '@api/middleware/rate-limit';
import { ROLES_FOR } from '@api/policy';
import { formLimit, keepFileOnlyIf } from '@api/uploads';
import { storeRegistrationLogo } from '../pending-logo';
import type { Lang } from '@shared/lang';
import {
  companyRegistrationSchema,
  consultantRegistrationSchema,
  type CompanyRegistration,
  type ConsultantRegistration,
  DIRECTORY_REGISTRATION_MESSAGES as M,
  LOGO_MAX_BYTES,
  requestLang,
} from '@shared/directory-registration';
import * as q from './queries';
import { mailRegistrant, type RequestKind } from '../request-mails';
import { messageText } from '@i18n/messages-text';

/**
 * Public requests: 5 an hour per registrant e-mail, and a generous 60 an hour per address (an office
 * may register several companies). Only valid requests count; admins are not limited.
 */
export const DIRECTORY_REGISTRATION_LIMITS = { perEmail: 5, perIp: 60, windowSeconds: 3600 } as const;

const now = (deps: Deps) => deps.clock?.now() ?? new Date();

function limitRequests(c: Context<AppEnv>, email: string, lang: Lang) {
  const { perEmail, perIp, windowSeconds } = DIRECTORY_REGISTRATION_LIMITS;
  const rules = [
    { key: `directory-registration-email:${email.trim().toLowerCase()}`, limit: perEmail, windowSeconds },
    { key: `directory-registration-ip:${clientIp(c)}`, limit: perIp, windowSeconds },
  ];
  return takeLimits(c, rules, lang);
}

/** The signed-in admin who may publish (content role), else null: a public submission. */
function contentAdmin(c: Context<AppEnv>) {
  const admin = c.get('admin');
  return admin && ROLES_FOR.content.includes(admin.account_role) ? admin : null;
}

/** A logo and the text parts; a larger body is refused before it is read. */
const companyFormLimit = formLimit(LOGO_MAX_BYTES + 512 * 1024, (c) =>
  c.json({ message: `${messageText('mn', M.logoSize)} / ${messageText('en', M.logoSize)}`, field: 'logo' }, 413),
);

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Storing the logo (not public until approved): its content must be jpeg or png (415 in the request's language). */
async function storeLogo(deps: Deps, file: File, lang: Lang, published: boolean) {
  try {
    return await storeRegistrationLogo(deps, file, published);
  } catch (err) {
    if (err instanceof ApiError && err.status === 415) throw new ApiError(415, M.logoType, { field: 'logo' }, { lang });
    if (err instanceof ApiError && err.status === 413) throw new ApiError(413, M.logoSize, { field: 'logo' }, { lang });
    throw err;
  }
}

/** A request that waits for review gets its receipt (an admin's approved add is no request). */
async function sendReceipt(
  deps: Deps,
  kind: RequestKind,
  id: number,
  v: CompanyRegistration | ConsultantRegistration,
  lang: Lang,
  approval: boolean,
) {
  if (approval) return;
  const entry = { id, name_mn: v.nameMn, name_en: v.nameEn, registrant_name: v.registrantName, registrant_email: v.registrantEmail, lang };
  await mailRegistrant(deps, kind, entry, 'received');
}

/** An admin's add publishes the directory; a public request waits for review and changes no page. */
const byAdminPublishes = publishes('directory', { when: (c) => contentAdmin(c) !== null });
/** A double click or a retried submit of the wizard stores one request (after the size and type checks). */
const onceCompany = idempotent('directory-company');
const onceConsultant = idempotent('directory-consultant');

/**
 * The registration wizard's two submits (spec §7), also the admin's add (/admin/yellow/add) with
 * `approval: true`. A public submission is always a waiting request; an admin's (content role) with
 * approval is published at once, its names upper-cased, and the route publishes the directory.
 */
export const registrationRoutes = new Hono<AppEnv>()
  .post('/insert/yellow-registration', access('public'), byAdminPublishes, companyFormLimit, multipartOnly, onceCompany, async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody({ all: true });
    const lang = requestLang(first(form.lang) ?? c.req.query('lang'));
    const admin = contentAdmin(c);
    const subs = await q.subCategoryIndex(deps.db);
    const values = parseOrThrow(companyRegistrationSchema({ registrant: !admin, subMain: (code) => subs.get(code)?.main }), form, lang);
    if (!admin) await limitRequests(c, values.registrantEmail, lang);
    const approval = admin !== null && values.approval;
    if (admin) Object.assign(values, { nameMn: values.nameMn.toUpperCase(), nameEn: values.nameEn.toUpperCase() });
    const { url } = await storeLogo(deps, values.image!, lang, approval);
    const categoryIds = values.categories.map((r) => subs.get(r.subCategory)!.id);
    const row = await keepFileOnlyIf(deps, url, () =>
      q.insertCompany(deps.db, values, url, categoryIds, lang, { adminId: admin?.id ?? null, approval, at: now(deps) }),
    );
    await sendReceipt(deps, 'company', row.id, values, lang, approval);
    return c.json({ id: row.id, approval, message: messageText(lang, admin ? M.added : M.sent) });
  })
  .post('/insert/yellow-consultant', access('public'), byAdminPublishes, onceConsultant, async (c) => {
    const deps = c.get('deps');
    const body = await jsonBody(c);
    const lang = requestLang(body.lang ?? c.req.query('lang'));
    const admin = contentAdmin(c);
    const values = parseOrThrow(consultantRegistrationSchema({ registrant: !admin }), body, lang);
    if (!admin) await limitRequests(c, values.registrantEmail, lang);
    const approval = admin !== null && values.approval;
    if (admin) Object.assign(values, { nameMn: values.nameMn.toUpperCase(), nameEn: values.nameEn.toUpperCase() });
    const row = await q.insertConsultant(deps.db, values, lang, { adminId: admin?.id ?? null, approval, at: now(deps) });
    await sendReceipt(deps, 'consultant', row.id, values, lang, approval);
    return c.json({ id: row.id, approval, message: messageText(lang, admin ? M.added : M.sent) });
  });
