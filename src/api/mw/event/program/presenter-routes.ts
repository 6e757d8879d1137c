import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { found } from '@api/errors';
import { multipartOnly, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { imageFormLimit, keepFileOnlyIf } from '@api/uploads';
import { discardDeleted } from '@api/file-gc';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { EVENT_ID } from '@shared/event';
import { positiveId } from '@shared/files';
import {
  DEFAULT_PRESENTER_IMAGES,
  PRESENTER_PAGE_SIZES,
  PROGRAM_MESSAGES as M,
  presenterInsertSchema,
  presenterUpdateSchema,
} from '@shared/event-program';
import { discardProgramImage, storeProgramImage, wantsAdminPage } from './images';
import * as q from './presenter-queries';
import { replyText } from '@api/request-lang';

const FOLDER = 'event/presenters';
const eventQuery = (name: 'id' | 'event') => z.object({ [name]: positiveId(M.event).default(EVENT_ID) });
const publicQuery = eventQuery('id');
const idQuery = z.object({ id: positiveId(M.id) });
const adminQuery = eventQuery('event').extend(pagingQuery(PRESENTER_PAGE_SIZES));

type Deps = AppEnv['Variables']['deps'];
/** The picture a form chose: a new upload (stored), a placeholder, or none (undefined: keep). */
async function chosenImage(deps: Deps, form: { image?: File; default_image?: 'male' | 'female' }) {
  if (form.image) return { url: await storeProgramImage(deps, form.image, FOLDER), stored: true };
  if (form.default_image) return { url: DEFAULT_PRESENTER_IMAGES[form.default_image], stored: false };
  return undefined;
}

/** Key speakers: the public list of an edition (`?id=`), the admin's pages (`?event&page&limit`) and the writes. */
export const presenterRoutes = new Hono<AppEnv>()
  .get('/get/presenter', access('public'), async (c) => {
    const db = c.get('deps').db;
    if (wantsAdminPage(c)) {
      const { event, page, limit } = parseOrThrow(adminQuery, c.req.query());
      const { rows, total, totalPages } = await q.pagedPresenters(db, event, page, limit);
      return c.json({ presenter: rows, total, totalPages });
    }
    const { id } = parseOrThrow(publicQuery, c.req.query());
    return c.json({ presenter: await q.listPresenters(db, id) });
  })
  .post('/insert/presenter', access('content'), publishes('event-program'), imageFormLimit, multipartOnly, async (c) => {
    const deps = c.get('deps');
    const { image, default_image, ...values } = parseOrThrow(presenterInsertSchema, await c.req.parseBody());
    const picture = (await chosenImage(deps, { image, default_image }))!;
    const presenter = await keepFileOnlyIf(deps, picture.stored ? picture.url : undefined, () =>
      q.insertPresenter(deps.db, { ...values, profile_img: picture.url }),
    );
    return c.json({ presenter, message: replyText(c, M.added) });
  })
  .post('/update/presenter', access('content'), publishes('event-program'), imageFormLimit, multipartOnly, async (c) => {
    const deps = c.get('deps');
    const { id, image, default_image, ...values } = parseOrThrow(presenterUpdateSchema, await c.req.parseBody());
    const before = found(await q.findPresenter(deps.db, id), M.notFound);
    const picture = await chosenImage(deps, { image, default_image });
    const presenter = await keepFileOnlyIf(deps, picture?.stored ? picture.url : undefined, async () =>
      found(await q.updatePresenter(deps.db, id, { ...values, profile_img: picture?.url ?? before.profile_img }), M.notFound),
    );
    if (picture && picture.url !== before.profile_img) await discardProgramImage(deps, before.profile_img);
    return c.json({ presenter, message: replyText(c, M.updated) });
  })
  .delete('/delete/presenter', access('content'), publishes('event-program'), validate('query', idQuery), async (c) => {
    const deps = c.get('deps');
    const deleted = await q.deletePresenter(deps.db, c.req.valid('query').id);
    await discardDeleted(deps, deleted, M.notFound, (row) => discardProgramImage(deps, row.profile_img));
    return c.json({ message: replyText(c, M.deleted) });
  });
