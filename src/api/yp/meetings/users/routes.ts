import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, isUniqueViolation, notFound } from '@api/errors';
import { validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { access } from '@api/middleware/access';
import { positiveId } from '@shared/files';
import {
  MEETING_MESSAGES as M,
  MEETING_PAGE_SIZES,
  adminSearchTerm,
  meetingUserColumnFilters,
  meetingUserFilterSchema,
  meetingUserUpdateSchema,
} from '@shared/meetings';
import * as q from './queries';
import { replyText } from '@api/request-lang';
import { clockOf } from '@api/code-sign-in';
import { changeStatus } from '../booking/queries';
import { mailMeeting } from '../booking/mails';

const idQuery = z.object({ id: positiveId(M.id) });
const listQuery = z.object({
  type: meetingUserFilterSchema,
  term: adminSearchTerm,
  ...meetingUserColumnFilters,
  ...pagingQuery(MEETING_PAGE_SIZES),
});

/**
 * The admin's meeting users (spec §7): list, update, delete. Reads need a session (`read`), writes
 * the content roles. The single insert and the bulk upload live in `import-routes.ts`.
 *
 * - `GET get/meeting-users?type&term&name&name_en&email&phone_number&user_type&page&limit` -> `{ users,
 *   total, totalPages }`, newest first; `term` searches the whole list (name, English name, e-mail,
 *   phone, organisation), each column filter its column (the table's filter inputs); each row has
 *   `live_meetings`, the pending and accepted meetings a delete would cancel.
 * - `POST update/meeting-user` `{ id, name, name_en, email, phone_number, user_type }` -> `{ user, message }`;
 *   an e-mail another user has is 409 (the unique index decides, so two concurrent edits cannot both take it).
 * - `DELETE delete/meeting-user?id` -> `{ message, cancelled }`. First each live (pending or accepted)
 *   meeting of the user is cancelled by the organiser (seats freed, history row) and the OTHER person
 *   gets the normal cancellation mail (a cancelling `.ics` for an accepted one; the deleted user gets
 *   none); then the user goes, and with them (foreign keys cascade, migration 0004) their meetings,
 *   sessions and sign-in codes. All in the audit's one transaction: the mails leave after the commit.
 */
export const meetingUserRoutes = new Hono<AppEnv>()
  .get('/yellow-page/get/meeting-users', access('read'), validate('query', listQuery), async (c) => {
    return c.json(await q.meetingUserList(c.get('deps').db, c.req.valid('query')));
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
    const deps = c.get('deps');
    const { id } = c.req.valid('query');
    const now = clockOf(c);
    const by = { actor: 'organiser' as const, admin_id: c.get('admin')?.id };
    let cancelled = 0;
    for (const meeting of await q.liveMeetingsOf(deps.db, id)) {
      // a meeting changed meanwhile (declined, expired) is simply not cancelled again
      if (!(await changeStatus(deps.db, meeting.id, [meeting.status], 'cancelled', by, now))) continue;
      cancelled++;
      await mailMeeting(deps, meeting.id, 'cancelled', 0, meeting.status === 'accepted', { removed: id });
    }
    if (!(await q.deleteMeetingUser(deps.db, id))) throw notFound(M.userNotFound);
    return c.json({ message: replyText(c, M.deleted), cancelled });
  });
