import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { notFound } from '@api/errors';
import { validate } from '@api/validate';
import { access } from '@api/middleware/access';
import { clockOf } from '@api/code-sign-in';
import { attachmentDisposition } from '@platform/files';
import { positiveId } from '@shared/files';
import { LANGS, type Lang } from '@shared/lang';
import { MEETING_MESSAGES as M } from '@shared/meetings';
import { CATBAN_MESSAGES } from '@shared/directory-catban';
import { meetingUserFirst, type MeetingEnv } from '../booking/session';
import { nameIn, personPdf, roomsPdf, say, type PdfOptions } from './pdf';
import * as q from './queries';

/**
 * The printed schedules as PDF (issue 26 §5), made on the server with jsPDF:
 * - `GET get/meeting-user-schedule?id&lang` (admin, `read`): a meeting user's accepted meetings;
 * - `GET get/meeting-room-schedule?id&lang` (admin, `read`): a room's tables by hour (its door sign);
 * - `GET get/meeting-rooms-schedule?lang` (admin, `read`): every room's, one after another;
 * - `GET /get/my-meeting-schedule?lang` (the signed-in meeting user): their own, nobody else's.
 * The admin's are Mongolian unless `lang=en`; the participant's in the `lang` of their page, else
 * their own. Answers are downloads nobody caches (`Cache-Control: private, no-store`).
 */

const langQuery = z.enum(LANGS, { error: CATBAN_MESSAGES.lang }).optional();
const adminQuery = z.object({ id: positiveId(M.id), lang: langQuery });
const allQuery = z.object({ lang: langQuery });

function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A signed-in meeting user's refusals are in their own language. */
const userLang = (c: Context) => (c as Context<MeetingEnv>).get('meetingUser').lang;

const options = <E extends AppEnv>(c: Context<E>, lang: Lang): PdfOptions => ({
  lang,
  product: c.get('deps').config.productName,
  now: clockOf(c),
});

async function personFile<E extends AppEnv>(c: Context<E>, id: number, lang: Lang): Promise<Response | null> {
  const found = await q.personSchedule(c.get('deps').db, id);
  if (!found) return null;
  const name = nameIn(found.person, lang);
  return pdfResponse(personPdf(found.person, found.meetings, options(c, lang)), `${say(lang, 'personTitle')} - ${name}.pdf`);
}

export const meetingSchedulePdfRoutes = new Hono<AppEnv>()
  .get('/yellow-page/get/meeting-user-schedule', access('read'), validate('query', adminQuery), async (c) => {
    const { id, lang = 'mn' } = c.req.valid('query');
    const file = await personFile(c, id, lang);
    if (!file) throw notFound(M.userNotFound);
    return file;
  })
  .get('/yellow-page/get/meeting-room-schedule', access('read'), validate('query', adminQuery), async (c) => {
    const { id, lang = 'mn' } = c.req.valid('query');
    const found = await q.roomSchedules(c.get('deps').db, id);
    if (!found) throw notFound(M.roomNotFound);
    const room = found.rooms[0]!.room_number;
    return pdfResponse(roomsPdf(found.rooms, found.slots, found.tables, options(c, lang)), `${say(lang, 'roomTitle', { room })}.pdf`);
  })
  .get('/yellow-page/get/meeting-rooms-schedule', access('read'), validate('query', allQuery), async (c) => {
    const { lang = 'mn' } = c.req.valid('query');
    const found = (await q.roomSchedules(c.get('deps').db))!;
    return pdfResponse(
      roomsPdf(found.rooms, found.slots, found.tables, options(c, lang)),
      `${c.get('deps').config.productName} - ${lang}.pdf`,
    );
  })
  .get('/get/my-meeting-schedule', access('meeting'), meetingUserFirst, validate('query', allQuery, { lang: userLang }), async (c) => {
    const user = (c as unknown as Context<MeetingEnv>).get('meetingUser');
    const lang = c.req.valid('query').lang ?? user.lang;
    const file = await personFile(c, user.id, lang);
    if (!file) throw notFound(M.userNotFound);
    return file;
  });
