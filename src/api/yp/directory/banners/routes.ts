import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { imageFormLimit, keepFileOnlyIf, storeImage } from '@api/uploads';
import { discardDeleted } from '@api/file-gc';
import { dirBanners } from '@db/schema';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { CATBAN_MESSAGES as M, bannerIdQuery, directoryBannerInsertSchema, directoryBannerSequenceSchema } from '@shared/directory-catban';
import * as q from './queries';
import { replyText } from '@api/request-lang';

const FOLDER = 'directory/banners';

/**
 * The directory's slide banners (spec §7): the public `/get/banners` of the category pages' slider,
 * the admin's list, add (jpg/jpeg/png by content, appended last), delete (with its file) and order.
 */
export const bannerRoutes = new Hono<AppEnv>()
  .get('/get/banners', access('public'), async (c) => c.json({ banners: await q.bannerList(c.get('deps').db) }))
  .get('/yellow-page/get/banner', access('read'), async (c) => c.json({ banner: await q.bannerList(c.get('deps').db) }))
  .post(
    '/yellow-page/insert/banner',
    access('content'),
    publishes('directory-banners'),
    imageFormLimit,
    multipartOnly,
    validate('form', directoryBannerInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const stored = await storeImage(deps, c.req.valid('form').image, FOLDER);
      const banner = await keepFileOnlyIf(deps, stored.url, () => q.insertBanner(deps.db, stored.url));
      return c.json({ banner, message: replyText(c, M.added) });
    },
  )
  .delete('/yellow-page/delete/banner', access('content'), publishes('directory-banners'), validate('query', bannerIdQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteBanner(deps.db, c.req.valid('query').id), M.bannerNotFound, dirBanners);
    return c.json({ message: replyText(c, M.deleted) });
  })
  .post(
    '/yellow-page/update/banner-sequence',
    access('content'),
    publishes('directory-banners'),
    validate('json', directoryBannerSequenceSchema),
    async (c) => {
      const banner = await q.saveBannerSequence(c.get('deps').db, c.req.valid('json'));
      if (banner === 'mismatch') throw new ApiError(400, M.sequenceSet, { field: 'banners' });
      return c.json({ banner, message: replyText(c, M.updated) });
    },
  );
