import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, found } from '@api/errors';
import { jsonOrForm, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { confirmUpload, formLimit, keepFileOnlyIf, presignUpload } from '@api/uploads';
import { discardDeleted } from '@api/file-gc';
import { videos } from '@db/schema';
import { storeFile } from '@api/files';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { isKeyInFolder } from '@platform/storage/keys';
import { FILE_MESSAGES as M, recordIdQuery } from '@shared/files';
import {
  MAX_VIDEO_BYTES,
  VIDEO_MESSAGES,
  VIDEO_PAGE_SIZES,
  videoDirectInsertSchema,
  videoInsertSchema,
  videoPresignSchema,
  videoUpdateSchema,
} from '@shared/videos';
import * as q from './queries';
import { replyText } from '@api/request-lang';

const videoPaging = z.object(pagingQuery(VIDEO_PAGE_SIZES));
const VIDEO_FOLDER = 'videos';
const videoFormLimit = formLimit(MAX_VIDEO_BYTES + 1024 * 1024, M.videoTooLarge);

/** A video the browser uploaded straight to the bucket: ours (issued key), an mp4, of the announced size. */
async function confirmDirectVideo(deps: AppEnv['Variables']['deps'], key: string, size: number): Promise<string> {
  if (!isKeyInFolder(key, VIDEO_FOLDER)) throw new ApiError(400, VIDEO_MESSAGES.video, { field: 'video' });
  try {
    return (await confirmUpload(deps, key, 'video', { field: 'video', expectedBytes: size })).url;
  } catch (err) {
    if (err instanceof ApiError && err.status === 413) throw new ApiError(413, M.videoTooLarge, { field: 'video' });
    if (err instanceof ApiError && err.status === 415) throw new ApiError(415, M.mp4Only, { field: 'video' });
    throw err;
  }
}

/** The Mining 101 videos. */
export const videoRoutes = new Hono<AppEnv>()
  // Shared path: the page reads every video; the admin list sends page and limit (10, 20 or 30).
  .get('/get/mining-video', access('public'), async (c) => {
    const db = c.get('deps').db;
    const query = c.req.query();
    if (query.page === undefined && query.limit === undefined) return c.json({ video: await q.listVideos(db) });
    const { page, limit } = parseOrThrow(videoPaging, query);
    const { rows, total, totalPages } = await q.pagedVideos(db, page, limit);
    return c.json({ video: rows, totalPages, total });
  })
  // Multipart (local disk, self-hosted) or JSON {title, key, size} after a direct upload to S3/R2.
  .post('/insert/mining-video', access('content'), publishes('videos'), videoFormLimit, async (c) => {
    const deps = c.get('deps');
    let title: string;
    let url: string;
    if (/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      const direct = parseOrThrow(videoDirectInsertSchema, await jsonOrForm(c));
      title = direct.title;
      url = await confirmDirectVideo(deps, direct.key, direct.size);
    } else {
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? ''))
        throw new ApiError(415, 'Content-Type must be multipart/form-data');
      const form = parseOrThrow(videoInsertSchema, await c.req.parseBody());
      title = form.title;
      url = await storeFile(deps, form.video, 'video', VIDEO_FOLDER, 'video');
    }
    const video = await keepFileOnlyIf(deps, url, () => q.insertVideo(deps.db, title, url));
    return c.json({ video });
  })
  /** Starts a direct upload when storage supports it; `upload: null` means "send the file as multipart". */
  .post('/upload/mining-video', access('content'), validate('json', videoPresignSchema), async (c) => {
    const { size } = c.req.valid('json');
    const upload = await presignUpload(c.get('deps').storage, 'video', VIDEO_FOLDER, 'mp4', { size, field: 'video' });
    return c.json({ upload });
  })
  .post('/update/mining-video', access('content'), publishes('videos'), videoFormLimit, async (c) => {
    const deps = c.get('deps');
    const { id, title } = parseOrThrow(videoUpdateSchema, await jsonOrForm(c));
    const video = found(await q.renameVideo(deps.db, id, title), M.notFound);
    return c.json({ video });
  })
  .delete('/delete/mining-video', access('content'), publishes('videos'), validate('query', recordIdQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteVideo(deps.db, c.req.valid('query').id), M.notFound, videos);
    return c.json({ message: replyText(c, VIDEO_MESSAGES.deleted) });
  });
