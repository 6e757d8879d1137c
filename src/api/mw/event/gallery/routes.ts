import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError } from '@api/errors';
import { multipartOnly, parseOrThrow, validate } from '@api/validate';
import { deleteStored, formLimit, keepFileOnlyIf, storeUpload, UPLOAD_KINDS } from '@api/uploads';
import { checkFile } from '@api/files';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { galleryFolderOf } from '@shared/event';
import {
  fileName,
  GALLERY_MAX_FILES,
  GALLERY_MESSAGES as M,
  galleryDeleteSchema,
  galleryQuerySchema,
  galleryUploadSchema,
} from '@shared/event-gallery';
import { discardDeleted } from '@api/file-gc';
import { eventGallery } from '@db/schema';
import * as q from './queries';
import { replyText } from '@api/request-lang';

type Deps = AppEnv['Variables']['deps'];
const named = (file: File) => ({ vars: { name: fileName(file.name) } });
const refused = (status: 413 | 415, key: string, file: File) => new ApiError(status, key, { field: 'images' }, named(file));

/** Every file is checked (size, then type by its first bytes) before any is stored; the message names the file. */
const checkImage = (file: File) => checkFile(file, 'image', 'images', { size: M.size, type: M.type, ...named(file) });

/**
 * Stores the pictures with their resized variants, all or none: a picture sharp cannot read (a
 * damaged file with a valid header) is refused and everything stored before it is deleted. Where
 * variants cannot be made here (Workers) the size stays 0 and the page shows the original.
 */
async function storeAll(deps: Deps, files: File[], folder: number): Promise<q.NewGalleryImage[]> {
  const stored: string[] = [];
  try {
    const images: q.NewGalleryImage[] = [];
    for (const file of files) {
      const { key, url } = await storeUpload(deps, file, 'image', `event/gallery/${folder}`, 'images').catch((err: unknown) => {
        // the decode's refusals (checkImage passed the type and size): the picture named
        if (err instanceof ApiError && err.status === 415) throw refused(415, M.unreadable, file);
        if (err instanceof ApiError && err.status === 413) throw refused(413, M.pixels, file);
        throw err;
      });
      stored.push(url);
      const size = deps.makeImageVariants ? await deps.makeImageVariants(key).catch(() => null) : { width: 0, height: 0 };
      if (!size) throw refused(415, M.unreadable, file);
      images.push({ image: url, width: size.width, height: size.height });
    }
    return images;
  } catch (err) {
    for (const url of stored) await deleteStored(deps.storage, url).catch(() => {});
    throw err;
  }
}

/** The event gallery: chunks of a day for the page, uploads for the admin. */
export const galleryRoutes = new Hono<AppEnv>()
  .get('/get/gallery-by-date', access('public'), validate('query', galleryQuerySchema), async (c) => {
    const { db, storage } = c.get('deps');
    const { id, limit, offset } = c.req.valid('query');
    const rows = await q.galleryChunk(db, galleryFolderOf(id), limit, offset);
    return c.json({ images: rows.map((row) => q.galleryItem(storage, row)) });
  })
  // the page's first chunk is pre-rendered, so an upload rebuilds it
  .post(
    '/insert/gallery',
    access('content'),
    publishes('event-gallery'),
    formLimit(GALLERY_MAX_FILES * UPLOAD_KINDS.image.maxBytes + 1024 * 1024, M.tooLarge),
    multipartOnly,
    async (c) => {
      const deps = c.get('deps');
      const { event_date_id, images } = parseOrThrow(galleryUploadSchema, await c.req.parseBody({ all: true }));
      for (const file of images) await checkImage(file);
      const stored = await storeAll(deps, images, event_date_id);
      const rows = await keepFileOnlyIf(
        deps,
        stored.map((s) => s.image),
        () => q.insertGalleryImages(deps.db, event_date_id, stored),
      );
      return c.json({ message: replyText(c, M.success), images: rows.map((row) => q.galleryItem(deps.storage, row)) });
    },
  )
  // a picture goes with its resized variants (file GC, unless another row shows the file); the page is rebuilt
  .delete('/delete/gallery', access('content'), publishes('event-gallery'), validate('query', galleryDeleteSchema), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteGalleryImage(deps.db, c.req.valid('query').id), M.notFound, eventGallery);
    return c.json({ message: replyText(c, M.deleted) });
  });
