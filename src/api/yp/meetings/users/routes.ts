import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, isUniqueViolation, notFound } from '@api/errors';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { access } from '@api/middleware/access';
import { positiveId } from '@shared/files';
import { MEETING_MESSAGES as M, MEETING_PAGE_SIZES, meetingUserFilterSchema, meetingUserUpdateSchema } from '@shared/meetings';
import * as q from './queries';
import { replyText } from '@api/request-lang';

const idQuery = z.object({ id: positiveId(M.id) });
const listQuery = z.object({ type: meetingUserFilterSchema, ...pagingQuery(MEETING_PAGE_SIZES) });

/**
 * The admin's meeting users (spec §7): list, update, delete. Reads need a session (`read`), writes
 * the content roles. The single insert and the bulk upload live in `import-routes.ts`.
 *
 * - `GET get/meeting-users?type&page&limit` -> `{ users, total, totalPages }`, newest first.
 * - `POST update/meeting-user` `{ id, name, name_en, email, phone_number, user_type }` -> `{ user, message }`;
 *   an e-mail another user has is 409 (the unique index decides, so two concurrent edits cannot both take it).
 * - `DELETE delete/meeting-user?id` -> `{ message }`. Deleting a user deletes their meetings (as
 *   sender or receiver), those meetings' seats, their sessions and sign-in codes: the foreign keys
 *   cascade (migration 0004), so the other participant simply no longer sees the meeting.
 */
export const meetingUserRoutes = new Hono<AppEnv>()
  .get('/yellow-page/get/meeting-users', access('read'), validate('query', listQuery), async (c) => {
    const { type, page, limit } = c.req.valid('query');
    return c.json(await q.meetingUserList(c.get('deps').db, type, page, limit));
  })
  .post('/yellow-page/update/meeting-user', access('content'), validate('json', meetingUserUpdateSchema), async (c) => {
    const deps = c.get('deps');
    const { id, ...input } = c.req.valid('json');
    let user: Awaited<ReturnType<typeof q.updateMeetingUser>>;
    try {
      user = await q.updateMeetingUser(deps.db, id, input, deps.clock?.now() ?? new Date());
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, M.emailTaken, { field: 'email' });
      throw err;
    }
    if (!user) throw notFound(M.userNotFound);
    return c.json({ user, message: replyText(c, M.updated) });
  })
  .delete('/yellow-page/delete/meeting-user', access('content'), validate('query', idQuery), async (c) => {
    if (!(await q.deleteMeetingUser(c.get('deps').db, c.req.valid('query').id))) throw notFound(M.userNotFound);
    return c.json({ message: replyText(c, M.deleted) });
  });
