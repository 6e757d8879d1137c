import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, conflict, isUniqueViolation, notFound } from '@api/errors';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { CATEGORY_PAGE_SIZES } from '@shared/directory';
import { CATBAN_MESSAGES as M, categoryInsertSchema, categoryListFilters, categoryRenameSchema } from '@shared/directory-catban';
import * as q from './queries';
import { replyText } from '@api/request-lang';

const listQuery = z.object({ ...categoryListFilters, ...pagingQuery(CATEGORY_PAGE_SIZES) });
const duplicate = (field: q.NameField) => new ApiError(400, M.duplicate, { field });

/**
 * The admin's sub-categories (spec §7 "Directory admin"): the paged list by main category and
 * language, a rename, and a new one with the next free code. Writes rebuild every /yp page (the
 * categories overlay is in their chrome).
 */
export const adminCategoryRoutes = new Hono<AppEnv>()
  // `lang` is the language of the names listed; the back office reads its refusals in Mongolian
  .get('/yellow-page/get/categories', access('read'), validate('query', listQuery, { lang: () => 'mn' }), async (c) => {
    const { type, lang, page, limit } = c.req.valid('query');
    return c.json(await q.adminCategoryPage(c.get('deps').db, type, lang, page, limit));
  })
  .post(
    '/yellow-page/update/category',
    access('content'),
    publishes('directory-categories'),
    validate('json', categoryRenameSchema),
    async (c) => {
      const outcome = await q.renameCategory(c.get('deps').db, c.req.valid('json'));
      if ('refused' in outcome) throw outcome.refused === 'missing' ? notFound(M.categoryNotFound) : duplicate(outcome.field);
      return c.json({ category: outcome.category, message: replyText(c, M.updated) });
    },
  )
  .post(
    '/yellow-page/insert/category',
    access('content'),
    publishes('directory-categories'),
    validate('json', categoryInsertSchema),
    async (c) => {
      let outcome: q.InsertOutcome;
      try {
        outcome = await q.insertCategory(c.get('deps').db, c.req.valid('json'));
      } catch (err) {
        // two admins took the same next code at once: the unique code index let one win
        if (isUniqueViolation(err)) throw conflict(M.busy);
        throw err;
      }
      if ('refused' in outcome)
        throw outcome.refused === 'full' ? new ApiError(400, M.full, { field: 'mainCategory' }) : duplicate(outcome.field);
      return c.json({ category: outcome.category, message: replyText(c, M.added) });
    },
  );
