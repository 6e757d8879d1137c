import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { access } from '@api/middleware/access';
import { AUDIT_PAGE_SIZES, AUDIT_MESSAGES, auditFilterFields, auditRangeOk } from '@shared/audit';
import { auditPage } from './queries';

const listQuery = z.object({ ...auditFilterFields, ...pagingQuery(AUDIT_PAGE_SIZES) }).refine(auditRangeOk, {
  message: AUDIT_MESSAGES.range,
  path: ['to'],
});

/** The audit log, admins only (role 2): `GET /get/audit-log?person=&entity=&from=&to=&page=&limit=` -> `{ audit, total, totalPages, people, entities }`. */
export const auditRoutes = new Hono<AppEnv>().get('/get/audit-log', access('accounts'), validate('query', listQuery), async (c) =>
  c.json(await auditPage(c.get('deps').db, c.req.valid('query'))),
);
