import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { access } from '@api/middleware/access';
import { pagingQuery } from '@api/paging';
import { validate } from '@api/validate';
import { TRANSLATION_PAGE_SIZES, translationFilterSchema } from '@shared/translations';
import * as q from './queries';

const translationQuery = translationFilterSchema.extend(pagingQuery(TRANSLATION_PAGE_SIZES));

/**
 * The back office's missing translations (beyond the spec, issue 11): content rows with one
 * language side blank where the other is filled, by kind, with the admin screen that edits each.
 */
export const translationRoutes = new Hono<AppEnv>()
  .get('/get/translations', access('content'), validate('query', translationQuery), async (c) => {
    const { page, limit, ...filter } = c.req.valid('query');
    const { rows, total, totalPages } = await q.pagedTranslationGaps(c.get('deps').db, filter, page, limit);
    return c.json({ translations: rows, total, totalPages });
  })
  .get('/get/translation-counts', access('content'), async (c) => c.json({ counts: await q.translationCounts(c.get('deps').db) }));
