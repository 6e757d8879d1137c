import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, conflict, notFound } from '@api/errors';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { keepFileOnlyIf } from '@api/uploads';
import { discardRowFiles } from '@api/file-gc';
import { dirCompanies, dirConsultants } from '@db/schema';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText } from '@api/request-lang';
import { REQUEST_PAGE_SIZES, REQUEST_TYPES } from '@shared/directory';
import { DIRECTORY_ADMIN_MESSAGES as M, REQUEST_STATES, reviewSchema, type ReviewInput } from '@shared/directory-admin';
import { adminLogoUrl, publishLogo } from '../pending-logo';
import { mailRegistrant, type RequestKind } from '../request-mails';
import * as requests from './request-queries';
import { reopen, reviewCompany, reviewPerson, type Decision } from './review-queries';
import { findCompany } from './company-queries';
import { findPerson } from './consultant-queries';

type Deps = AppEnv['Variables']['deps'];

const requestQuery = z.object({
  type: z.enum(['1', '2'], { error: M.type }).default('1').transform(Number),
  state: z.enum(REQUEST_STATES, { error: M.state }).default('waiting'),
  ...pagingQuery(REQUEST_PAGE_SIZES),
});

export const nowOf = (deps: Deps) => deps.clock?.now() ?? new Date();
/** Approval's logo move; a copy the write then does not keep is deleted (keepFileOnlyIf over `made`). */
export const publisher = (deps: Deps, made: string[]) => async (logo: string) => {
  const url = await publishLogo(deps, logo);
  if (url !== logo && url) made.push(url);
  return url;
};
const decisionOf = (input: ReviewInput): Decision =>
  input.decision === 'approve' ? { approve: true, confirmDuplicate: input.confirmDuplicate } : { approve: false, reason: input.reason };
/** The answer's message: each decision its own toast. */
const DONE = { approve: M.approved, reject: M.rejected, reopen: M.reopened } as const;

/** A decision that found no waiting request: 409 when the request exists (decided already, or not rejected for a reopen), else 404. */
async function refusal(db: Deps['db'], kind: RequestKind, input: ReviewInput) {
  const exists = kind === 'company' ? await findCompany(db, input.id) : await findPerson(db, input.id);
  if (!exists) return notFound(kind === 'company' ? M.companyNotFound : M.personNotFound);
  return conflict(input.decision === 'reopen' ? M.notRejected : M.reviewed);
}

/** Only an approval changes public pages: a rejected or reopened request was never public. */
const publishesApproval = publishes('directory', {
  when: (c) => (c.req.valid('json' as never) as ReviewInput | undefined)?.decision === 'approve',
});

/** An approval the admin did not confirm while the request may repeat existing entries: 409 with them. */
const duplicateRefusal = (duplicates: unknown[]) => new ApiError(409, M.duplicate, { duplicates });

/**
 * The review of registration requests (spec §7 `get/new-request`, issue 25). Beyond the spec:
 * `state=rejected` lists rejected requests; `POST review/company` and `review/person`
 * `{ id, decision: 'approve' | 'reject' | 'reopen', reason, confirmDuplicate }`. A decision mails the
 * registrant (approval: the public page's link; rejection: the reason); a reopened request waits again.
 */
export const requestRoutes = new Hono<AppEnv>()
  .get('/yellow-page/get/new-request', access('read'), validate('query', requestQuery), async (c) => {
    const { type, state, page, limit } = c.req.valid('query');
    const deps = c.get('deps');
    if (type === REQUEST_TYPES.company) {
      const { rows, total, totalPages } = await requests.companyRequests(deps.db, state, page, limit);
      return c.json({ request: rows.map((r) => ({ type: 1 as const, ...r, logo: adminLogoUrl(deps, r.id, r.logo) })), total, totalPages });
    }
    const { rows, total, totalPages } = await requests.consultantRequests(deps.db, state, page, limit);
    return c.json({ request: rows.map((r) => ({ type: 2 as const, ...r })), total, totalPages });
  })
  .post('/yellow-page/review/company', access('content'), publishesApproval, validate('json', reviewSchema), async (c) => {
    const input = c.req.valid('json');
    const deps = c.get('deps');
    if (input.decision === 'reopen') {
      if (!(await reopen(deps.db, dirCompanies, input.id, nowOf(deps)))) throw await refusal(deps.db, 'company', input);
      return c.json({ message: replyText(c, DONE.reopen) });
    }
    const made: string[] = [];
    const done = await keepFileOnlyIf(deps, made, () =>
      reviewCompany(deps.db, input.id, decisionOf(input), c.get('admin').id, nowOf(deps), publisher(deps, made)),
    );
    if (!done) throw await refusal(deps.db, 'company', input);
    if ('duplicates' in done) throw duplicateRefusal(done.duplicates);
    await discardRowFiles(deps, dirCompanies, done.before, done.after);
    await mailRegistrant(deps, 'company', done.after, input.decision === 'approve' ? 'approved' : 'rejected');
    return c.json({ message: replyText(c, DONE[input.decision]) });
  })
  .post('/yellow-page/review/person', access('content'), publishesApproval, validate('json', reviewSchema), async (c) => {
    const input = c.req.valid('json');
    const deps = c.get('deps');
    if (input.decision === 'reopen') {
      if (!(await reopen(deps.db, dirConsultants, input.id, nowOf(deps)))) throw await refusal(deps.db, 'consultant', input);
      return c.json({ message: replyText(c, DONE.reopen) });
    }
    const done = await reviewPerson(deps.db, input.id, decisionOf(input), c.get('admin').id, nowOf(deps));
    if (!done) throw await refusal(deps.db, 'consultant', input);
    if ('duplicates' in done) throw duplicateRefusal(done.duplicates);
    await mailRegistrant(deps, 'consultant', done.after, input.decision === 'approve' ? 'approved' : 'rejected');
    return c.json({ message: replyText(c, DONE[input.decision]) });
  });
