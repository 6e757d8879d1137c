import { Hono } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError, isUniqueViolation } from '@api/errors';
import { multipartOnly, validate } from '@api/validate';
import { formLimit } from '@api/uploads';
import { access } from '@api/middleware/access';
import { MEETING_MESSAGES as M, meetingUserSchema } from '@shared/meetings';
import { IMPORT_LIMITS as L, IMPORT_MESSAGES as IM, type ImportRefusal } from '@shared/meeting-import';
import { checkRows, readImportFile } from './spreadsheet-import';
import * as q from './import-queries';
import { replyText, requestLang } from '@api/request-lang';

const emailTaken = () => new ApiError(409, M.emailTaken, { field: 'email' });

/**
 * Adding meeting users (spec §7): the single form's insert and the bulk CSV/XLSX upload. A file is
 * all or nothing (issue 14): every row is checked, with every problem reported by row and column,
 * before one insert of the whole file.
 */
export const meetingImportRoutes = new Hono<AppEnv>()
  .post('/yellow-page/insert/meeting-user', access('content'), validate('json', meetingUserSchema), async (c) => {
    try {
      const user = await q.insertMeetingUser(c.get('deps').db, c.req.valid('json'));
      return c.json({ user, message: replyText(c, M.added) });
    } catch (err) {
      throw isUniqueViolation(err) ? emailTaken() : err;
    }
  })
  .post(
    '/yellow-page/upload/meeting-users',
    access('content'),
    // the file plus the multipart envelope; the file itself is held to the exact limit below
    formLimit(L.maxBytes + 64 * 1024, IM.tooLarge),
    multipartOnly,
    async (c) => {
      const file = (await c.req.parseBody())['file'];
      if (!(file instanceof Blob) || file.size === 0) throw new ApiError(400, IM.fileRequired, { field: 'file' });
      if (file.size > L.maxBytes) throw new ApiError(413, IM.tooLarge, { field: 'file' });
      const { users, errors } = checkRows(await readImportFile(new Uint8Array(await file.arrayBuffer())), requestLang(c));

      const db = c.get('deps').db;
      const registered = await q.registeredEmails(
        db,
        users.map((u) => u.email),
      );
      for (const u of users) if (registered.has(u.email)) errors.push({ row: u.row, column: 'email', message: replyText(c, M.emailTaken) });
      if (errors.length) {
        errors.sort((a, b) => a.row - b.row);
        const body: ImportRefusal = { message: replyText(c, IM.badRows, { count: errors.length }), errors: errors.slice(0, L.maxErrors) };
        if (errors.length > L.maxErrors) body.more = errors.length - L.maxErrors;
        return c.json(body, 400);
      }
      try {
        const imported = await q.insertMeetingUsers(db, users);
        return c.json({ message: replyText(c, IM.imported, { count: imported }), imported });
      } catch (err) {
        throw isUniqueViolation(err) ? emailTaken() : err;
      }
    },
  );
