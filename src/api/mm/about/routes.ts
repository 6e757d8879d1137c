import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, found } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { replyText } from '@api/request-lang';
import {
  ABOUT_CATEGORIES,
  ABOUT_MESSAGES,
  aboutInsertSchema,
  aboutUpdateSchema,
  fieldsOfCategory,
  isPlaceholderProfile,
} from '@shared/about';
import { recordIdQuery } from '@shared/files';
import { imageFormLimit, keepFileOnlyIf, storeImage } from '@api/uploads';
import { discardDeleted, discardFile } from '@api/file-gc';
import { adminView } from '@api/admin-view';
import * as q from './queries';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';

type Deps = AppEnv['Variables']['deps'];
const aboutListQuery = z.object({
  about_category: z.enum(ABOUT_CATEGORIES, { error: `about_category must be one of ${ABOUT_CATEGORIES.join(', ')}` }).optional(),
});

/**
 * A new picture is stored; a URL must be a default placeholder, the person's current picture or
 * another picture we host (an admin re-using one): never an outside address.
 */
async function resolveImage(deps: Deps, image: File | string | undefined, current?: string): Promise<{ url?: string; stored: boolean }> {
  if (image === undefined) return { url: undefined, stored: false };
  if (image instanceof File) return { url: (await storeImage(deps, image, 'about')).url, stored: true };
  if (isPlaceholderProfile(image) || image === current || deps.storage.keyFromUrl(image)) return { url: image, stored: false };
  throw new ApiError(400, ABOUT_MESSAGES.imageUrl, { field: 'image' });
}

/** A picture is deleted only when no other row still shows it; the placeholder portraits never. */
async function discardIfUnused(deps: Deps, url: string) {
  if (!isPlaceholderProfile(url)) await discardFile(deps, url);
}

export const aboutRoutes = new Hono<AppEnv>()
  // Shared path (`adminView`): visitors get the public fields, the admin's screens every field; `about_category`
  // (optional, our addition) narrows the list to one section (the admin's about and auditor screens).
  .get('/get/about-us', access('public'), validate('query', aboutListQuery), async (c) => {
    const db = c.get('deps').db;
    const { about_category } = c.req.valid('query');
    const people = adminView(c) ? await q.allPeople(db) : await q.publicPeople(db);
    return c.json({ about: about_category ? people.filter((p) => p.about_category === about_category) : people });
  })
  .post(
    '/insert/about-us',
    access('content'),
    publishes('about'),
    imageFormLimit,
    multipartOnly,
    validate('form', aboutInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const { image, ...fields } = c.req.valid('form');
      const { url, stored } = await resolveImage(deps, image);
      const row = await keepFileOnlyIf(deps, stored ? url : undefined, () =>
        q.insertPerson(deps.db, { ...fieldsOfCategory(fields), profile: url! }),
      );
      return c.json({ about: row, message: replyText(c, ABOUT_MESSAGES.saved) });
    },
  )
  .post(
    '/update/about-us',
    access('content'),
    publishes('about'),
    imageFormLimit,
    multipartOnly,
    validate('form', aboutUpdateSchema),
    async (c) => {
      const deps = c.get('deps');
      const { id, image, ...fields } = c.req.valid('form');
      const old = found(await q.findPerson(deps.db, id), ABOUT_MESSAGES.notFound);
      const { url, stored } = await resolveImage(deps, image, old.profile);
      const row = await keepFileOnlyIf(deps, stored ? url : undefined, async () =>
        found(await q.updatePerson(deps.db, id, { ...fieldsOfCategory(fields), profile: url ?? old.profile }), ABOUT_MESSAGES.notFound),
      );
      if (url && url !== old.profile) await discardIfUnused(deps, old.profile);
      return c.json({ about: row, message: replyText(c, ABOUT_MESSAGES.saved) });
    },
  )
  .delete('/delete/about-us', access('content'), publishes('about'), validate('query', recordIdQuery), async (c) => {
    const deps = c.get('deps');
    const deleted = await q.deletePerson(deps.db, c.req.valid('query').id);
    await discardDeleted(deps, deleted, ABOUT_MESSAGES.notFound, (row) => discardIfUnused(deps, row.profile));
    return c.json({ message: replyText(c, ABOUT_MESSAGES.deleted) });
  });
