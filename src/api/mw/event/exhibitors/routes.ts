import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError, conflict, found, notFound } from '@api/errors';
import { validate } from '@api/validate';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText } from '@api/request-lang';
import { searchCompanies } from '@api/yp/directory/lists/queries';
import {
  EXHIBITOR_MESSAGES as M,
  EXHIBITOR_SEARCH_LIMIT,
  exhibitorCompanyQuery,
  exhibitorIdQuery,
  exhibitorInsertSchema,
  exhibitorListQuery,
  exhibitorSequenceSchema,
  exhibitorUpdateSchema,
} from '@shared/event-exhibitors';
import * as q from './queries';

/**
 * The week's exhibitors (issue 27 §5): the admin's list of an edition, the company picker's search
 * (the directory's own search: both scripts, typos, categories; published companies only), and the
 * writes, each of which rebuilds `/mw/exhibitors`. The audit log records them (entity `mw/exhibitor`).
 */
export const exhibitorRoutes = new Hono<AppEnv>()
  .get('/get/exhibitor', access('read'), validate('query', exhibitorListQuery), async (c) =>
    c.json({ exhibitor: await q.listExhibitors(c.get('deps').db, c.req.valid('query').event) }),
  )
  .get('/get/exhibitor-company', access('read'), validate('query', exhibitorCompanyQuery), async (c) => {
    const db = c.get('deps').db;
    const { term, event } = c.req.valid('query');
    const found = await searchCompanies(db, 'mn', term, 1, EXHIBITOR_SEARCH_LIMIT);
    const taken = await q.exhibitingCompanies(
      db,
      event,
      found.rows.map((r) => r.id),
    );
    return c.json({
      companies: found.rows.map((r) => ({ id: r.id, name: r.name, logo: r.logo, exhibitor: taken.has(r.id) })),
      total: found.total,
    });
  })
  .post('/insert/exhibitor', access('content'), publishes('event-site'), validate('json', exhibitorInsertSchema), async (c) => {
    const db = c.get('deps').db;
    const values = c.req.valid('json');
    if (!(await q.companyPublished(db, values.company_id))) throw new ApiError(404, M.companyNotFound, { field: 'company_id' });
    const exhibitor = await q.insertExhibitor(db, values);
    if (exhibitor === 'duplicate') throw new ApiError(409, M.duplicate, { field: 'company_id' });
    return c.json({ exhibitor, message: replyText(c, M.added) });
  })
  .post('/update/exhibitor', access('content'), publishes('event-site'), validate('json', exhibitorUpdateSchema), async (c) => {
    const { id, booth } = c.req.valid('json');
    const exhibitor = found(await q.updateBooth(c.get('deps').db, id, booth), M.notFound);
    return c.json({ exhibitor, message: replyText(c, M.updated) });
  })
  .delete('/delete/exhibitor', access('content'), publishes('event-site'), validate('query', exhibitorIdQuery), async (c) => {
    if (!(await q.deleteExhibitor(c.get('deps').db, c.req.valid('query').id))) throw notFound(M.notFound);
    return c.json({ message: replyText(c, M.deleted) });
  })
  .post('/update/exhibitor-sequence', access('content'), publishes('event-site'), validate('json', exhibitorSequenceSchema), async (c) => {
    const exhibitor = await q.saveExhibitorOrder(c.get('deps').db, c.req.valid('json'));
    if (exhibitor === 'changed') throw conflict(M.orderChanged);
    return c.json({ exhibitor, message: replyText(c, M.ordered) });
  });
