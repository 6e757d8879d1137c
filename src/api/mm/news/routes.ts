import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, found } from '@api/errors';
import { multipartOnly, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { formLimit, imageFormLimit, keepFileOnlyIf, storeImage } from '@api/uploads';
import { discardDeleted, discardRowFiles } from '@api/file-gc';
import { news } from '@db/schema';
import type { Db } from '@db/client';
import { chosenFile } from '@shared/files';
import { langSchema, monthSchema, NEWS_MESSAGES, NEWS_PAGE_SIZES, newsInsertSchema, newsUpdateSchema, positiveId } from '@shared/news';
import { adminView } from '@api/admin-view';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText } from '@api/request-lang';

/** A 10 MB cover and the article's text. */
const newsFormLimit = formLimit(16 * 1024 * 1024);
const PUBLIC_PAGING = pagingQuery([q.NEWS_PAGE_SIZE]);
const ADMIN_PAGING = pagingQuery(NEWS_PAGE_SIZES.admin);

const publicListQuery = z.object({
  category: positiveId('category must be a positive integer').default(q.DEFAULT_NEWS_CATEGORY),
  lang: langSchema,
  ...PUBLIC_PAGING,
});
const adminListQuery = z.object({
  category: z.union([z.literal('all'), positiveId("category must be 'all' or a positive integer")]).default('all'),
  ...ADMIN_PAGING,
});
const detailQuery = z.object({ id: positiveId('id must be a positive integer'), lang: langSchema });
const langQuery = z.object({ lang: langSchema });
const byDateQuery = z.object({ date: monthSchema, lang: langSchema, ...PUBLIC_PAGING });
const searchQuery = z.object({
  term: z.string({ error: 'term is required' }).trim().min(1, 'term is required').max(200, 'term is too long'),
  lang: langSchema,
  ...PUBLIC_PAGING,
});
const idQuery = z.object({ id: positiveId(NEWS_MESSAGES.id) });
const newsTypeQuery = z.object({ type: z.enum(['news'], { error: 'type must be news' }).default('news') });
const pageTypeQuery = z.object({ type: z.enum(['news', 'static'], { error: 'type must be news or static' }).default('news') });
const imageForm = z.object({ image: chosenFile(NEWS_MESSAGES.image) });

const assertNewsCategory = async (db: Db, cid: number) => {
  if (!(await q.isNewsCategory(db, cid))) throw new ApiError(400, NEWS_MESSAGES.categoryUnknown, { field: 'category_cid' });
};

export const newsRoutes = new Hono<AppEnv>()
  // Shared path (`adminView`): the admin's list gets every status and language, with the admin's paging.
  .get('/get/news', access('public'), async (c) => {
    const db = c.get('deps').db;
    const query = c.req.query();
    if (adminView(c)) return c.json(await q.adminNewsList(db, parseOrThrow(adminListQuery, query)));
    return c.json(await q.listNews(db, parseOrThrow(publicListQuery, query)));
  })
  .get('/get/news/id', access('public'), validate('query', detailQuery), async (c) => {
    const { id, lang } = c.req.valid('query');
    const found = await q.getNews(c.get('deps').db, id, lang);
    if (!found) throw new ApiError(404, NEWS_MESSAGES.notFound, {}, { lang });
    return c.json({ news: found });
  })
  .get('/get/category-news-count', access('public'), validate('query', newsTypeQuery), async (c) =>
    c.json({ categories: await q.categoryNewsCounts(c.get('deps').db) }),
  )
  .get('/get/archive-news-date', access('public'), validate('query', langQuery), async (c) =>
    c.json({ dates: await q.archiveDates(c.get('deps').db, c.req.valid('query').lang) }),
  )
  .get('/get/news-by-date', access('public'), validate('query', byDateQuery), async (c) =>
    c.json(await q.newsByDate(c.get('deps').db, c.req.valid('query'))),
  )
  .get('/search/news', access('public'), validate('query', searchQuery), async (c) =>
    c.json(await q.searchNews(c.get('deps').db, c.req.valid('query'))),
  )
  .get('/get/recent-news', access('public'), validate('query', langQuery), async (c) =>
    c.json({ recentNews: await q.recentNews(c.get('deps').db, c.req.valid('query').lang) }),
  )
  // Shared path (`adminView`; the spec's admin fetch whose path is not shown): the admin also gets the inactive items.
  .get('/get/category', access('public'), async (c) =>
    c.json({ categories: await q.menuCategories(c.get('deps').db, { inactiveToo: Boolean(adminView(c)) }) }),
  )
  .get('/get/category/page-type', access('public'), validate('query', pageTypeQuery), async (c) =>
    c.json({ category: await q.categoriesOfType(c.get('deps').db, c.req.valid('query').type) }),
  )

  // Admin writes: every field is checked before the cover image is stored (no orphan files).
  .post(
    '/insert/news',
    access('content'),
    publishes('news'),
    newsFormLimit,
    multipartOnly,
    validate('form', newsInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const { image, ...fields } = c.req.valid('form');
      await assertNewsCategory(deps.db, fields.category_cid);
      const stored = await storeImage(deps, image, 'news');
      const row = await keepFileOnlyIf(deps, stored.url, () => q.insertNews(deps.db, fields, stored.url));
      return c.json({ news: row });
    },
  )
  .post(
    '/update/news',
    access('content'),
    publishes('news'),
    newsFormLimit,
    multipartOnly,
    validate('form', newsUpdateSchema),
    async (c) => {
      const deps = c.get('deps');
      const { id, image, ...fields } = c.req.valid('form');
      const old = found(await q.findNewsRow(deps.db, id), NEWS_MESSAGES.notFound);
      await assertNewsCategory(deps.db, fields.category_cid);
      const stored = image ? await storeImage(deps, image, 'news') : undefined;
      const row = await keepFileOnlyIf(deps, stored?.url, async () =>
        found(await q.updateNews(deps.db, id, fields, stored?.url), NEWS_MESSAGES.notFound),
      );
      // a replaced cover and the body images the new text no longer shows
      await discardRowFiles(deps, news, old, row);
      return c.json({ news: row });
    },
  )
  .delete('/delete/news', access('content'), publishes('news'), validate('query', idQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteNews(deps.db, c.req.valid('query').id), NEWS_MESSAGES.notFound, news);
    return c.json({ message: replyText(c, NEWS_MESSAGES.deleted) });
  })
  // Images inserted into a body from the editor; the article that uses one triggers the rebuild when saved.
  .post('/upload/news-image', access('content'), imageFormLimit, multipartOnly, validate('form', imageForm), async (c) => {
    const { url } = await storeImage(c.get('deps'), c.req.valid('form').image, 'news-body');
    return c.json({ url: [url] });
  });
