import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError, conflict, notFound } from '@api/errors';
import { validate } from '@api/validate';
import type { Db } from '@db/client';
import {
  EVENT_SITE_MESSAGES as M,
  cidQuerySchema,
  eventCategoryInsertSchema,
  eventCategoryUpdateSchema,
  eventFooterSchema,
  eventFooterUpdateSchema,
  eventSocialLinkSchema,
  eventSocialLinkUpdateSchema,
  idQuerySchema,
  pageTypeQuerySchema,
} from '@shared/event-site';
import * as q from './queries';
import { isWithin, withTreeLock } from '@api/tree-lock';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';

/**
 * A parent must exist, must not be the item itself nor one of the item's sub-menus (3 under 4 while
 * 4 is under 3 would hide both from the menu). Called under the tree lock, so what it read still holds at the write.
 */
async function assertParent(db: Db, pid: number | null, cid?: number) {
  if (pid === null) return;
  if (pid === cid) throw new ApiError(400, M.parentSelf, { field: 'pid' });
  if (!(await q.findEventCategory(db, pid))) throw new ApiError(400, M.parent, { field: 'pid' });
  if (cid !== undefined && (await isWithin(pid, cid, (id) => q.parentOf(db, id)))) throw new ApiError(400, M.parentCycle, { field: 'pid' });
}

/**
 * The event site's menu (conference categories), social links and footer info. Visitors read the
 * active menu items (`/get/category`), the admin every item (`/get/categories`); social links and
 * footer info have no private fields, so one public route serves both.
 */
export const eventSiteRoutes = new Hono<AppEnv>()
  .get('/get/category', access('public'), async (c) =>
    c.json({ category: await q.eventCategoryList(c.get('deps').db, { activeOnly: true }) }),
  )
  .get('/get/category/page-type', access('public'), validate('query', pageTypeQuerySchema), async (c) =>
    c.json({ category: await q.eventCategoryList(c.get('deps').db, { activeOnly: true, pageType: c.req.valid('query').type }) }),
  )
  .get('/get/categories', access('read'), async (c) =>
    c.json({ category: await q.eventCategoryList(c.get('deps').db, { activeOnly: false }) }),
  )
  .post('/insert/category', access('content'), publishes('event-site'), validate('json', eventCategoryInsertSchema), async (c) => {
    const { db } = c.get('deps');
    const v = c.req.valid('json');
    await assertParent(db, v.pid);
    return c.json({ category: await q.insertEventCategory(db, v) });
  })
  .post('/update/category', access('content'), publishes('event-site'), validate('json', eventCategoryUpdateSchema), async (c) => {
    const { cid, ...v } = c.req.valid('json');
    const category = await withTreeLock(
      c.get('deps').db,
      'event_categories',
      async (db) => {
        await assertParent(db, v.pid, cid);
        return q.updateEventCategory(db, cid, v);
      },
      () => conflict(M.busy),
    );
    if (!category) throw notFound(M.notFound);
    return c.json({ category });
  })
  .delete('/delete/category', access('content'), publishes('event-site'), validate('query', cidQuerySchema), async (c) => {
    const category = await q.deleteEventCategory(c.get('deps').db, c.req.valid('query').cid);
    if (!category) throw notFound(M.notFound);
    return c.json({ category });
  })

  .get('/get/social-link', access('public'), async (c) => c.json({ link: await q.eventSocialLinkList(c.get('deps').db) }))
  .post('/insert/social-link', access('content'), publishes('event-site'), validate('json', eventSocialLinkSchema), async (c) =>
    c.json({ link: await q.insertEventSocialLink(c.get('deps').db, c.req.valid('json')) }),
  )
  .post('/update/social-link', access('content'), publishes('event-site'), validate('json', eventSocialLinkUpdateSchema), async (c) => {
    const { id, ...v } = c.req.valid('json');
    const link = await q.updateEventSocialLink(c.get('deps').db, id, v);
    if (!link) throw notFound(M.notFound);
    return c.json({ link });
  })
  .delete('/delete/social-link', access('content'), publishes('event-site'), validate('query', idQuerySchema), async (c) => {
    const { db } = c.get('deps');
    if (!(await q.deleteEventSocialLink(db, c.req.valid('query').id))) throw notFound(M.notFound);
    return c.json({ link: await q.eventSocialLinkList(db) });
  })

  .get('/get/footer', access('public'), async (c) => c.json({ footer: await q.eventFooterList(c.get('deps').db) }))
  .post('/insert/footer', access('content'), publishes('event-site'), validate('json', eventFooterSchema), async (c) =>
    c.json({ footer: await q.insertEventFooter(c.get('deps').db, c.req.valid('json')) }),
  )
  .post('/update/footer', access('content'), publishes('event-site'), validate('json', eventFooterUpdateSchema), async (c) => {
    const { id, ...v } = c.req.valid('json');
    const footer = await q.updateEventFooter(c.get('deps').db, id, v);
    if (!footer) throw notFound(M.notFound);
    return c.json({ footer });
  })
  .delete('/delete/footer', access('content'), publishes('event-site'), validate('query', idQuerySchema), async (c) => {
    const footer = await q.deleteEventFooter(c.get('deps').db, c.req.valid('query').id);
    if (!footer) throw notFound(M.notFound);
    return c.json({ footer });
  });
