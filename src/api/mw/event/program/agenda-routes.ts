import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { ApiError, found } from '@api/errors';
import { multipartOnly, parseOrThrow, validate } from '@api/validate';
import { pagingQuery } from '@api/paging';
import { imageFormLimit, keepFileOnlyIf } from '@api/uploads';
import { discardDeleted, discardFile } from '@api/file-gc';
import { eventAgenda } from '@db/schema';
import { access } from '@api/middleware/access';
import { publishes } from '@api/middleware/publishes';
import { EVENT_ID, EVENT_LANGUAGE_ID } from '@shared/event';
import { positiveId } from '@shared/files';
import { AGENDA_PAGE_SIZES, PROGRAM_MESSAGES as M, agendaInsertSchema, agendaUpdateSchema, languageFilter } from '@shared/event-program';
import { storeProgramImage, wantsAdminPage } from './images';
import * as q from './agenda-queries';
import { replyText } from '@api/request-lang';

const FOLDER = 'event/agenda';
const event = positiveId(M.event).default(EVENT_ID);
const publicQuery = z.object({
  event,
  language: z.coerce.number({ error: M.language }).int(M.language).min(1, M.language).max(2, M.language).default(EVENT_LANGUAGE_ID.mn),
});
const adminQuery = z.object({ event, language: languageFilter, ...pagingQuery(AGENDA_PAGE_SIZES) });
const idQuery = z.object({ id: positiveId(M.id) });

type Db = AppEnv['Variables']['deps']['db'];
/** An agenda image hangs on a day of the edition: an unknown day is refused before anything is stored. */
async function checkDay(db: Db, eventDateId: number) {
  if (!(await q.dayExists(db, EVENT_ID, eventDateId))) throw new ApiError(400, M.eventDate, { field: 'event_date_id' });
}

/** Agenda images per day and language, and the admin's choices of languages and days. */
export const agendaRoutes = new Hono<AppEnv>()
  .get('/get/agenda', access('public'), async (c) => {
    const db = c.get('deps').db;
    if (wantsAdminPage(c)) {
      const { event, language, page, limit } = parseOrThrow(adminQuery, c.req.query());
      const { rows, total, totalPages } = await q.pagedAgenda(db, event, language, page, limit);
      return c.json({ agenda: rows, total, totalPages });
    }
    const { event, language } = parseOrThrow(publicQuery, c.req.query());
    return c.json({ agenda: await q.agendaDays(db, event, language) });
  })
  .get('/get/language', access('read'), async (c) => c.json({ result: await q.listLanguages(c.get('deps').db) }))
  .get('/get/event-dates', access('read'), validate('query', z.object({ language: languageFilter })), async (c) =>
    c.json({ dates: await q.listEventDates(c.get('deps').db, c.req.valid('query').language) }),
  )
  .post('/insert/agenda', access('content'), publishes('event-program'), imageFormLimit, multipartOnly, async (c) => {
    const deps = c.get('deps');
    const { image, ...values } = parseOrThrow(agendaInsertSchema, await c.req.parseBody());
    await checkDay(deps.db, values.event_date_id);
    const url = await storeProgramImage(deps, image!, FOLDER);
    const agenda = await keepFileOnlyIf(deps, url, () => q.insertAgenda(deps.db, EVENT_ID, { ...values, agenda_image: url }));
    return c.json({ agenda, message: replyText(c, M.added) });
  })
  .post('/update/agenda', access('content'), publishes('event-program'), imageFormLimit, multipartOnly, async (c) => {
    const deps = c.get('deps');
    const { id, image, ...values } = parseOrThrow(agendaUpdateSchema, await c.req.parseBody());
    const before = found(await q.findAgenda(deps.db, id), M.notFound);
    await checkDay(deps.db, values.event_date_id);
    const url = image ? await storeProgramImage(deps, image, FOLDER) : undefined;
    const agenda = await keepFileOnlyIf(deps, url, async () =>
      found(await q.updateAgenda(deps.db, id, { ...values, agenda_image: url ?? before.agenda_image }), M.notFound),
    );
    if (url) await discardFile(deps, before.agenda_image);
    return c.json({ agenda, message: replyText(c, M.updated) });
  })
  .delete('/delete/agenda', access('content'), publishes('event-program'), validate('query', idQuery), async (c) => {
    const deps = c.get('deps');
    await discardDeleted(deps, await q.deleteAgenda(deps.db, c.req.valid('query').id), M.notFound, eventAgenda);
    return c.json({ message: replyText(c, M.deleted) });
  });
