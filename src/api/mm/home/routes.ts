import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError, found } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { imageFormLimit, keepFileOnlyIf, storeImage } from '@api/uploads';
import { discardDeleted } from '@api/file-gc';
import { banners } from '@db/schema';
import {
  bannerInsertSchema,
  bannerSequenceSchema,
  HOME_MESSAGES,
  idQuerySchema,
  socialLinkSchema,
  socialLinkUpdateSchema,
} from '@shared/home';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText } from '@api/request-lang';

/**
 * Slide banners and social links. `/get/banner` is shared by the home carousel and /admin/slides:
 * banners have no private fields, so both read `{ banner: [{ id, image, sequence }] }`.
 */
export const homeRoutes = new Hono<AppEnv>()
  .get('/get/banner', access('public'), async (c) => c.json({ banner: await q.bannerList(c.get('deps').db) }))
  .post(
    '/insert/banner',
    access('content'),
    publishes('banners'),
    imageFormLimit,
    multipartOnly,
    validate('form', bannerInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const stored = await storeImage(deps, c.req.valid('form').image, 'banners');
      const row = await keepFileOnlyIf(deps, stored.url, () => q.insertBanner(deps.db, stored.url));
      return c.json({ banner: row });
    },
  )
  .delete('/delete/banner', access('content'), publishes('banners'), validate('query', idQuerySchema), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteBanner(deps.db, c.req.valid('query').id), HOME_MESSAGES.bannerNotFound, banners);
    return c.json({ message: replyText(c, HOME_MESSAGES.bannerDeleted) });
  })
  .post('/update/banner-sequence', access('content'), publishes('banners'), validate('json', bannerSequenceSchema), async (c) => {
    const deps = c.get('deps');
    try {
      const banner = await q.saveBannerSequence(deps.db, c.req.valid('json'));
      return c.json({ banner });
    } catch (err) {
      if (err instanceof q.UnknownBannerError) throw new ApiError(404, HOME_MESSAGES.bannerNotFound, { field: 'banners', id: err.id });
      throw err;
    }
  })

  // social links: the public side panel reads `/get/social-links`, the admin `/get/social-link`
  .get('/get/social-links', access('public'), async (c) => c.json({ socialLinks: await q.socialLinkList(c.get('deps').db) }))
  .get('/get/social-link', access('read'), async (c) => c.json({ link: await q.socialLinkList(c.get('deps').db) }))
  .post('/insert/social-link', access('content'), publishes('social-links'), validate('json', socialLinkSchema), async (c) => {
    const deps = c.get('deps');
    const link = await q.insertSocialLink(deps.db, c.req.valid('json'));
    return c.json({ link });
  })
  .post('/update/social-link', access('content'), publishes('social-links'), validate('json', socialLinkUpdateSchema), async (c) => {
    const deps = c.get('deps');
    const { id, ...input } = c.req.valid('json');
    const link = found(await q.updateSocialLink(deps.db, id, input), HOME_MESSAGES.linkNotFound);
    return c.json({ link });
  })
  .delete('/delete/social-link', access('content'), publishes('social-links'), validate('query', idQuerySchema), async (c) => {
    const deps = c.get('deps');
    found(await q.deleteSocialLink(deps.db, c.req.valid('query').id), HOME_MESSAGES.linkNotFound);
    return c.json({ message: replyText(c, HOME_MESSAGES.linkDeleted) });
  });
