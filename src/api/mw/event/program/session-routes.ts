import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import type { Db } from '@db/client';
import { ApiError, found } from '@api/errors';
import { multipartOnly, parseOrThrow, validate } from '@api/validate';
import { formLimit } from '@api/uploads';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { replyText, requestLang } from '@api/request-lang';
import { positiveId } from '@shared/files';
import { IMPORT_LIMITS as L, IMPORT_MESSAGES as IM, type ImportRefusal } from '@shared/meeting-import';
import {
  SESSION_IMPORT_COLUMNS,
  SESSION_MESSAGES as M,
  sessionCopySchema,
  sessionImportOptions,
  sessionInsertSchema,
  sessionListQuery,
  sessionOrderSchema,
  sessionUpdateSchema,
  type SessionInput,
} from '@shared/event-sessions';
import { readImportFile } from '@api/yp/meetings/users/spreadsheet-import';
import { checkSessionRows } from './session-import';
import * as q from './session-queries';

const idQuery = z.object({ id: positiveId(M.id) });

/** The hall and the speakers must belong to the session's edition (400 naming the field otherwise). */
async function checkRefs(db: Db, input: SessionInput) {
  if (input.hall_id !== null) {
    const event = await q.hallEvent(db, input.hall_id);
    if (event === null) throw new ApiError(400, M.hall, { field: 'hall_id' });
    if (event !== input.event_id) throw new ApiError(400, M.hallOtherEvent, { field: 'hall_id' });
  }
  const known = await q.presentersOfEvent(db, input.event_id, input.speaker_ids);
  if (input.speaker_ids.some((id) => !known.has(id))) throw new ApiError(400, M.speakerOtherEvent, { field: 'speaker_ids' });
}

const valuesOf = ({ speaker_ids: _s, ...values }: SessionInput): q.SessionValues => values;

/**
 * The programme's sessions in the back office (issue 27 §1): the admin's list of an edition (by day),
 * add, edit, delete, the order within a day, the copy of a session's texts to the other language and
 * the import of a whole programme (all or nothing). The public pages read the same rows at build time.
 */
export const sessionRoutes = new Hono<AppEnv>()
  .get('/get/session', access('read'), validate('query', sessionListQuery), async (c) => {
    const db = c.get('deps').db;
    const { event, day } = c.req.valid('query');
    const { sessions, speakers } = await q.listProgramme(db, event);
    return c.json({ session: day ? sessions.filter((s) => s.event_date_id === day) : sessions, speakers });
  })
  .post('/insert/session', access('content'), publishes('event-program'), validate('json', sessionInsertSchema), async (c) => {
    const db = c.get('deps').db;
    const input = c.req.valid('json');
    await checkRefs(db, input);
    const session = await q.insertSession(db, valuesOf(input), input.speaker_ids);
    return c.json({ session, message: replyText(c, M.added) });
  })
  .post('/update/session', access('content'), publishes('event-program'), validate('json', sessionUpdateSchema), async (c) => {
    const db = c.get('deps').db;
    const { id, ...input } = c.req.valid('json');
    found(await q.findSession(db, id), M.notFound);
    await checkRefs(db, input);
    const session = found(await q.updateSession(db, id, valuesOf(input), input.speaker_ids), M.notFound);
    return c.json({ session, message: replyText(c, M.updated) });
  })
  .delete('/delete/session', access('content'), publishes('event-program'), validate('query', idQuery), async (c) => {
    const removed = found(await q.deleteSession(c.get('deps').db, c.req.valid('query').id), M.notFound);
    return c.json({
      message: replyText(c, M.deleted, { speakers: removed.speakers }),
      removed: { session: 1, speakers: removed.speakers },
    });
  })
  .post('/update/session-order', access('content'), publishes('event-program'), validate('json', sessionOrderSchema), async (c) => {
    const { event, day, sessions } = c.req.valid('json');
    try {
      const session = await q.saveDayOrder(c.get('deps').db, event, day, sessions);
      return c.json({ session, message: replyText(c, M.ordered) });
    } catch (err) {
      if (err instanceof q.OrderError)
        throw err.reason === 'changed'
          ? new ApiError(409, M.orderChanged, { field: 'sessions' })
          : new ApiError(400, M.orderTimes, { field: 'sessions' });
      throw err;
    }
  })
  .post('/update/session-language', access('content'), publishes('event-program'), validate('json', sessionCopySchema), async (c) => {
    const db = c.get('deps').db;
    const { id, from } = c.req.valid('json');
    const copied = found(await q.copyLanguage(db, id, from), M.notFound);
    if (!copied.length) throw new ApiError(400, M.nothingToCopy, { field: 'from' });
    return c.json({ session: await q.findSession(db, id), copied, message: replyText(c, M.copied, { count: copied.length }) });
  })
  .post(
    '/insert/session-import',
    access('content'),
    publishes('event-program'),
    // the file plus the multipart envelope; the file itself is held to the exact limit below
    formLimit(L.maxBytes + 64 * 1024, IM.tooLarge),
    multipartOnly,
    async (c) => {
      const form = await c.req.parseBody();
      const { event, mode } = parseOrThrow(sessionImportOptions, { event: form['event'], mode: form['mode'] }, requestLang(c));
      const file = form['file'];
      if (!(file instanceof Blob) || file.size === 0) throw new ApiError(400, IM.fileRequired, { field: 'file' });
      if (file.size > L.maxBytes) throw new ApiError(413, IM.tooLarge, { field: 'file' });
      const db = c.get('deps').db;
      const rows = await readImportFile(new Uint8Array(await file.arrayBuffer()), SESSION_IMPORT_COLUMNS);
      const { sessions, errors } = checkSessionRows(rows, event, await q.namesOfEvent(db, event), requestLang(c));
      if (errors.length) {
        const body: ImportRefusal = { message: replyText(c, IM.badRows, { count: errors.length }), errors: errors.slice(0, L.maxErrors) };
        if (errors.length > L.maxErrors) body.more = errors.length - L.maxErrors;
        return c.json(body, 400);
      }
      const { imported, removed } = await q.importSessions(
        db,
        event,
        mode,
        sessions.map((s) => ({ ...valuesOf(s), speaker_ids: s.speaker_ids })),
      );
      return c.json({ imported, removed, message: replyText(c, M.imported, { count: imported, removed }) });
    },
  );
