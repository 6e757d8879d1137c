import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, conflict, notFound } from '@api/errors';
import { richTextLimit } from '@api/middleware/body-limit';
import { multipartOnly, validate } from '@api/validate';
import { imageFormLimit, storeImage } from '@api/uploads';
import { discardRowFiles } from '@api/file-gc';
import { staticData } from '@db/schema';
import type { Db } from '@db/client';
import {
  categoryInsertSchema,
  categoryUpdateSchema,
  cidQuerySchema,
  MENU_MESSAGES,
  pidQuerySchema,
  staticInsertSchema,
  staticUpdateSchema,
  type CategoryInput,
} from '@shared/menus';
import { chosenFile } from '@shared/files';
import * as q from './queries';
import { isWithin, withTreeLock } from '@api/tree-lock';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText } from '@api/request-lang';

const badField = (field: string, message: string) => new ApiError(400, message, { field });

/**
 * The parent must exist, not be the item itself nor one of its sub-menus (3 under 4 under 3), and be
 * one level up. An update calls it under the tree lock, so what it read still holds at the write.
 */
async function assertParent(db: Db, v: CategoryInput, cid?: number) {
  if (v.category_level === 1) return;
  if (v.pid === cid) throw badField('pid', MENU_MESSAGES.parentSelf);
  const parent = await q.findCategory(db, v.pid!);
  if (!parent) throw badField('pid', MENU_MESSAGES.parentUnknown);
  if (cid !== undefined && (await isWithin(parent.cid, cid, (id) => q.parentOf(db, id)))) throw badField('pid', MENU_MESSAGES.parentCycle);
  if (parent.category_level !== v.category_level - 1) throw badField('pid', MENU_MESSAGES.parentLevel);
}

const imageForm = z.object({ image: chosenFile(MENU_MESSAGES.image) });

/**
 * Menu items and static pages. Their list is the shared `GET /get/category` (news module): a
 * signed-in account gets every item there, inactive ones too.
 */
export const menuRoutes = new Hono<AppEnv>()
  .post('/insert/category', access('content'), publishes('menu'), validate('json', categoryInsertSchema), async (c) => {
    const deps = c.get('deps');
    const v = c.req.valid('json');
    await assertParent(deps.db, v);
    const category = await q.insertCategory(deps.db, v);
    return c.json({ category });
  })
  .post('/update/category', access('content'), publishes('menu'), validate('json', categoryUpdateSchema), async (c) => {
    const { cid, ...v } = c.req.valid('json');
    // the parent and level checks and the write under one lock: two crossing moves cannot both pass
    const category = await withTreeLock(
      c.get('deps').db,
      'categories',
      async (db) => {
        const old = await q.findCategory(db, cid);
        if (!old) throw notFound(MENU_MESSAGES.notFound);
        await assertParent(db, v, cid);
        if (old.category_level !== v.category_level && (await q.childCountOf(db, cid)) > 0) throw conflict(MENU_MESSAGES.childrenLevel);
        if (old.page_type === 'news' && v.page_type === 'static' && (await q.newsCountOf(db, cid)) > 0)
          throw conflict(MENU_MESSAGES.typeWithNews);
        if (old.page_type === 'static' && v.page_type === 'news' && (await q.staticOf(db, cid)))
          throw conflict(MENU_MESSAGES.typeWithStatic);
        return q.updateCategory(db, cid, v);
      },
      () => conflict(MENU_MESSAGES.busy),
    );
    if (!category) throw notFound(MENU_MESSAGES.notFound);
    return c.json({ category });
  })
  .delete('/delete/category', access('content'), publishes('menu'), validate('query', cidQuerySchema), async (c) => {
    const deps = c.get('deps');
    const { cid } = c.req.valid('query');
    if (!(await q.findCategory(deps.db, cid))) throw notFound(MENU_MESSAGES.notFound);
    if ((await q.newsCountOf(deps.db, cid)) > 0) throw conflict(MENU_MESSAGES.hasNews);
    if ((await q.childCountOf(deps.db, cid)) > 0) throw conflict(MENU_MESSAGES.hasChildren);
    const gone = await q.deleteCategory(deps.db, cid);
    if (!gone) throw notFound(MENU_MESSAGES.notFound);
    await discardRowFiles(deps, staticData, gone.page);
    return c.json({ message: replyText(c, MENU_MESSAGES.deleted) });
  })

  // static pages: one per static menu item
  .get('/get/static-data', access('read'), validate('query', pidQuerySchema), async (c) =>
    c.json({ static: await q.staticOf(c.get('deps').db, c.req.valid('query').pid) }),
  )
  .post('/insert/static-data', access('content'), publishes('static'), richTextLimit, validate('json', staticInsertSchema), async (c) => {
    const deps = c.get('deps');
    const { category_cid, text, text_en } = c.req.valid('json');
    const category = await q.findCategory(deps.db, category_cid);
    if (!category) throw badField('category_cid', MENU_MESSAGES.notFound);
    if (category.page_type !== 'static') throw badField('category_cid', MENU_MESSAGES.staticCategory);
    if (await q.staticOf(deps.db, category_cid)) throw conflict(MENU_MESSAGES.staticExists);
    const page = await q.insertStatic(deps.db, { category_cid, text, text_en });
    return c.json({ static: page });
  })
  .post('/update/static-data', access('content'), publishes('static'), richTextLimit, validate('json', staticUpdateSchema), async (c) => {
    const deps = c.get('deps');
    const { id, category_cid, text, text_en } = c.req.valid('json');
    const old = await q.findStatic(deps.db, id);
    if (!old) throw notFound(MENU_MESSAGES.staticNotFound);
    if (old.category_cid !== category_cid) {
      const category = await q.findCategory(deps.db, category_cid);
      if (!category) throw badField('category_cid', MENU_MESSAGES.notFound);
      if (category.page_type !== 'static') throw badField('category_cid', MENU_MESSAGES.staticCategory);
      if (await q.staticOf(deps.db, category_cid)) throw conflict(MENU_MESSAGES.staticExists);
    }
    const page = await q.updateStatic(deps.db, id, { category_cid, text, text_en });
    if (!page) throw notFound(MENU_MESSAGES.staticNotFound);
    await discardRowFiles(deps, staticData, old, page);
    return c.json({ static: page });
  })
  // images inserted from the static-page editor (like /upload/news-image): the page save rebuilds
  .post('/upload/static-image', access('content'), imageFormLimit, multipartOnly, validate('form', imageForm), async (c) => {
    const { url } = await storeImage(c.get('deps'), c.req.valid('form').image, 'static-body');
    return c.json({ url: [url] });
  });
