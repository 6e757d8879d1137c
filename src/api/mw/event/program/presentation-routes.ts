import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@api/types';
import { validate } from '@api/validate';
import { access } from '@api/middleware/access';
import { EVENT_ID } from '@shared/event';
import { positiveId } from '@shared/files';
import { PROGRAM_MESSAGES as M } from '@shared/event-program';
import * as q from './presentation-queries';

/** `agenda` is the day (`event_date_id`, the same in both languages). */
const presentationQuery = z.object({ hall: positiveId(M.hall), agenda: positiveId(M.eventDate) });

/** Halls of an edition and the presentations of a hall on a day. */
export const presentationRoutes = new Hono<AppEnv>()
  .get('/get/hall', access('public'), validate('query', z.object({ event: positiveId(M.event).default(EVENT_ID) })), async (c) =>
    c.json({ hall: await q.listHalls(c.get('deps').db, c.req.valid('query').event) }),
  )
  .get('/get/presentation', access('public'), validate('query', presentationQuery), async (c) => {
    const { hall, agenda } = c.req.valid('query');
    return c.json({ presentations: await q.hallDayPresentations(c.get('deps').db, hall, agenda) });
  });
