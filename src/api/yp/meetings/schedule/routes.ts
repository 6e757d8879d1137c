import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, isExclusionViolation, isUniqueViolation, notFound } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { pagingQuery, totalPages } from '@api/paging';
import { imageFormLimit, keepFileOnlyIf, storeImage } from '@api/uploads';
import { discardFile } from '@api/file-gc';
import { access } from '@api/middleware/access';
import { MEETING_MESSAGES as M, MEETING_PAGE_SIZES, ROOM_PIC_FOLDER } from '@shared/meetings';
import {
  meetingListFilters,
  meetingRoomInsertSchema,
  meetingRoomUpdateSchema,
  meetingTimeIdQuery,
  meetingTimeInsertSchema,
} from '@shared/meeting-schedule';
import * as q from './queries';
import { replyText } from '@api/request-lang';

type Deps = AppEnv['Variables']['deps'];

const meetingListQuery = z.object({ ...meetingListFilters, ...pagingQuery(MEETING_PAGE_SIZES) });

/** A room's picture, checked by content (jpeg or png): the back office's message when it is not one. */
async function storeRoomPic(deps: Deps, file: File) {
  try {
    return await storeImage(deps, file, ROOM_PIC_FOLDER);
  } catch (err) {
    if (err instanceof ApiError && err.status === 415) throw new ApiError(415, M.roomPic, { field: 'image' });
    throw err;
  }
}

/** Runs a room write; another room already has the name -> 409. */
async function roomWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, M.roomTaken, { field: 'room_number' });
    throw err;
  }
}

/**
 * The admin's meeting rooms, time slots and meetings list (spec §7; /admin/yellow/meeting-info and
 * meeting-list). Meetings publish nothing: no static page reads them.
 */
export const meetingScheduleRoutes = new Hono<AppEnv>()
  .get('/yellow-page/get/meeting-times-rooms', access('read'), async (c) => c.json({ meetings: await q.timesAndRooms(c.get('deps').db) }))
  .post('/yellow-page/insert/meeting-time', access('content'), validate('json', meetingTimeInsertSchema), async (c) => {
    try {
      const time = await q.insertTime(c.get('deps').db, c.req.valid('json'));
      return c.json({ time, message: replyText(c, M.added) });
    } catch (err) {
      if (isExclusionViolation(err)) throw new ApiError(409, M.overlap, { field: 'start_time' });
      throw err;
    }
  })
  .delete('/yellow-page/delete/meeting-time', access('content'), validate('query', meetingTimeIdQuery), async (c) => {
    const result = await q.deleteTime(c.get('deps').db, c.req.valid('query').id);
    if (result === 'missing') throw notFound(M.timeNotFound);
    if (result === 'busy') throw new ApiError(409, M.timeHasMeetings);
    return c.json({ message: replyText(c, M.deleted) });
  })
  .post(
    '/yellow-page/insert/meeting-room',
    access('content'),
    imageFormLimit,
    multipartOnly,
    validate('form', meetingRoomInsertSchema),
    async (c) => {
      const deps = c.get('deps');
      const { image, ...fields } = c.req.valid('form');
      const stored = image ? await storeRoomPic(deps, image) : undefined;
      const room = await keepFileOnlyIf(deps, stored?.url, () => roomWrite(() => q.insertRoom(deps.db, fields, stored?.url ?? null)));
      return c.json({ room, message: replyText(c, M.added) });
    },
  )
  .post(
    '/yellow-page/update/meeting-room',
    access('content'),
    imageFormLimit,
    multipartOnly,
    validate('form', meetingRoomUpdateSchema),
    async (c) => {
      const deps = c.get('deps');
      const { id, image, ...fields } = c.req.valid('form');
      const stored = image ? await storeRoomPic(deps, image) : undefined;
      const result = await keepFileOnlyIf(deps, stored?.url, async () => {
        const r = await roomWrite(() => q.updateRoom(deps.db, id, fields, stored?.url));
        if (r === 'missing') throw notFound(M.roomNotFound);
        if (r === 'below') throw new ApiError(409, M.capacityBelowBooked, { field: 'capacity' });
        return r;
      });
      if (stored) await discardFile(deps, result.oldPic);
      return c.json({ room: result.room, message: replyText(c, M.updated) });
    },
  )
  .get('/yellow-page/get/meetings', access('read'), validate('query', meetingListQuery), async (c) => {
    const query = c.req.valid('query');
    const { meetings, total } = await q.meetingList(c.get('deps').db, query);
    return c.json({ meetings, total, totalPages: totalPages(total, query.limit) });
  });
