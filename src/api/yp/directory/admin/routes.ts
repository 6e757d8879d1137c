import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, badRequest, notFound } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { storeFile } from '@api/files';
import { imageFormLimit, keepFileOnlyIf } from '@api/uploads';
import { discardDeleted, discardRowFiles } from '@api/file-gc';
import { dirCompanies } from '@db/schema';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { headObject } from '@platform/storage/inspect';
import { fileResponse } from '@platform/files';
import { adminLogoUrl } from '../pending-logo';
import { positiveId } from '@shared/files';
import { DIRECTORY_LIST_PAGE_SIZES, MAIN_CATEGORY_CODES, SUB_CODE_RE } from '@shared/directory';
import {
  adminText,
  companyUpdateSchema,
  DIRECTORY_ADMIN_MESSAGES as M,
  LOGO_FOLDER,
  personUpdateSchema,
  requestLogoUrl,
} from '@shared/directory-admin';
import * as companies from './company-queries';
import * as people from './consultant-queries';
import { nowOf, publisher, requestRoutes } from './request-routes';
import { replyText } from '@api/request-lang';

type Deps = AppEnv['Variables']['deps'];

const idQuery = z.object({ id: positiveId(M.id) });
/** A list filter on a flag: true, false, or all (the spec's "all", as leaving it out). */
const flagQuery = z
  .enum(['all', 'true', 'false'], { error: M.flag })
  .optional()
  .transform((v) => (v === undefined || v === 'all' ? undefined : v === 'true'));
const companyListQuery = z.object({
  ...pagingQuery(DIRECTORY_LIST_PAGE_SIZES),
  mainCategory: z.enum(MAIN_CATEGORY_CODES, { error: M.mainCategory }).optional(),
  subCategory: z.string().regex(SUB_CODE_RE, M.subCategory).optional(),
  approval: flagQuery,
  status: flagQuery,
});
const consultantListQuery = z.object({ ...pagingQuery(DIRECTORY_LIST_PAGE_SIZES), approval: flagQuery });
const nameQuery = z.object({ ...pagingQuery(DIRECTORY_LIST_PAGE_SIZES), name: adminText(M.name, 100) });
const deleteCategoryQuery = z.object({ category_id: positiveId(M.id), company_id: positiveId(M.id) });
const logoForm = z.object({ image: z.instanceof(File, { error: M.imageType }) });

/** A logo an update may set: none, the current one, or a file `/upload/logo` stored. */
async function checkLogo(deps: Deps, logo: string, current: string) {
  if (logo === '' || logo === current) return;
  const key = deps.storage.keyFromUrl(logo);
  if (!key || !key.startsWith(`${LOGO_FOLDER}/`) || !(await headObject(deps.storage, key))) throw badRequest(M.logo);
}

/**
 * The directory admin's review and edit calls (spec §7 "Directory admin"): reads need a session
 * (`read`), writes the content roles; writes that change what the public sees rebuild the directory.
 *
 * List answers: `get/company-list(/name)` -> `{ companies, total, totalPages }`;
 * `get/consultant-list(/name)` -> `{ consultants, total, totalPages }`. The requests and their review:
 * request-routes.ts.
 */
export const directoryAdminRoutes = new Hono<AppEnv>()
  .route('/', requestRoutes)
  .get('/yellow-page/get/company', access('read'), validate('query', idQuery), async (c) => {
    const deps = c.get('deps');
    const company = await companies.companyRecord(deps.db, c.req.valid('query').id, (id, logo) => adminLogoUrl(deps, id, logo));
    if (!company) throw notFound(M.companyNotFound);
    return c.json({ company });
  })
  .get('/yellow-page/get/request-logo', access('read'), validate('query', idQuery), async (c) => {
    const deps = c.get('deps');
    const row = await companies.findCompany(deps.db, c.req.valid('query').id);
    const key = row?.logo ? deps.storage.keyFromUrl(row.logo) : null;
    if (!key) throw notFound(M.companyNotFound);
    return fileResponse(deps.storage, key, { admin: true, method: c.req.method });
  })
  .post('/yellow-page/update/company', access('content'), publishes('directory'), validate('json', companyUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const deps = c.get('deps');
    const current = await companies.findCompany(deps.db, input.company.id);
    if (!current) throw notFound(M.companyNotFound);
    // the admin-only URL a waiting logo is answered with stands for the logo it shows
    if (input.company.logo === requestLogoUrl(current.id)) input.company.logo = current.logo;
    if (input.company.logo !== undefined) await checkLogo(deps, input.company.logo, current.logo);
    const uploaded = input.company.logo && input.company.logo !== current.logo ? input.company.logo : undefined;
    // a refused update leaves no uploaded logo (nor a published copy of a waiting one) behind
    const made = uploaded ? [uploaded] : [];
    const before = await keepFileOnlyIf(deps, made, () =>
      companies.updateCompany(deps.db, input, c.get('admin').id, nowOf(deps), publisher(deps, made)),
    );
    await discardRowFiles(deps, dirCompanies, before, await companies.findCompany(deps.db, before.id));
    const company = await companies.companyRecord(deps.db, before.id, (id, logo) => adminLogoUrl(deps, id, logo));
    return c.json({ company: company!, message: replyText(c, M.updated) });
  })
  .delete('/yellow-page/delete/contact', access('content'), publishes('directory'), validate('query', idQuery), async (c) => {
    const deps = c.get('deps');
    if (!(await companies.deleteContact(deps.db, c.req.valid('query').id, nowOf(deps)))) throw notFound(M.contactNotFound);
    return c.json({ message: replyText(c, M.deleted) });
  })
  .delete('/yellow-page/delete/category', access('content'), publishes('directory'), validate('query', deleteCategoryQuery), async (c) => {
    const deps = c.get('deps');
    const { company_id, category_id } = c.req.valid('query');
    await companies.deleteCompanyCategory(deps.db, company_id, category_id, nowOf(deps));
    return c.json({ message: replyText(c, M.deleted) });
  })
  .delete('/yellow-page/delete/company', access('content'), publishes('directory'), validate('query', idQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await companies.deleteCompany(deps.db, c.req.valid('query').id), M.companyNotFound, dirCompanies);
    return c.json({ message: replyText(c, M.deleted) });
  })
  .post('/yellow-page/upload/logo', access('content'), imageFormLimit, multipartOnly, async (c) => {
    const body = await c.req.parseBody();
    const parsed = logoForm.safeParse(body);
    if (!parsed.success || parsed.data.image.size === 0) throw new ApiError(400, M.imageType, { field: 'image' });
    const fileUrl = await storeFile(c.get('deps'), parsed.data.image, 'image', LOGO_FOLDER, 'image', {
      type: M.imageType,
      size: M.imageSize,
    });
    return c.json({ fileUrl });
  })
  .get('/yellow-page/get/person', access('read'), validate('query', idQuery), async (c) => {
    const person = await people.personRecord(c.get('deps').db, c.req.valid('query').id);
    if (!person) throw notFound(M.personNotFound);
    return c.json({ person });
  })
  .post('/yellow-page/update/person', access('content'), publishes('directory'), validate('json', personUpdateSchema), async (c) => {
    const deps = c.get('deps');
    const input = c.req.valid('json');
    await people.updatePerson(deps.db, input, c.get('admin').id, nowOf(deps));
    return c.json({ person: (await people.personRecord(deps.db, input.id))!, message: replyText(c, M.updated) });
  })
  .delete('/yellow-page/delete/person', access('content'), publishes('directory'), validate('query', idQuery), async (c) => {
    if (!(await people.deletePerson(c.get('deps').db, c.req.valid('query').id))) throw notFound(M.personNotFound);
    return c.json({ message: replyText(c, M.deleted) });
  })
  .get('/yellow-page/get/company-list', access('read'), validate('query', companyListQuery), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { rows, total, totalPages } = await companies.companyList(c.get('deps').db, filters, page, limit);
    return c.json({ companies: rows, total, totalPages });
  })
  .get('/yellow-page/get/company-list/name', access('read'), validate('query', nameQuery), async (c) => {
    const { page, limit, name } = c.req.valid('query');
    const { rows, total, totalPages } = await companies.companyList(c.get('deps').db, { name }, page, limit);
    return c.json({ companies: rows, total, totalPages });
  })
  .get('/yellow-page/get/consultant-list', access('read'), validate('query', consultantListQuery), async (c) => {
    const { page, limit, approval } = c.req.valid('query');
    const { rows, total, totalPages } = await people.consultantList(c.get('deps').db, { approval }, page, limit);
    return c.json({ consultants: rows, total, totalPages });
  })
  .get('/yellow-page/get/consultant-list/name', access('read'), validate('query', nameQuery), async (c) => {
    const { page, limit, name } = c.req.valid('query');
    const { rows, total, totalPages } = await people.consultantList(c.get('deps').db, { name }, page, limit);
    return c.json({ consultants: rows, total, totalPages });
  });
