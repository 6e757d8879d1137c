import { asc, eq } from 'drizzle-orm';
import { eventHalls, eventPresenters, eventSessionSpeakers, eventSessions } from '@db/schema';
import { EVENT_ID } from '@shared/event';
import { insertAll, insertReturningIds } from '../batch';
import { SESSIONS_2025, type SeedSession } from './program-sessions';
import type { EventSeedContext } from './context';

/**
 * The 2025 programme as data (issue 27): sessions in the edition's halls with their speakers, read
 * by the timetable, session and speaker pages. Runs after seedEventProgram (halls and presenters).
 * `sessions` replaces the demo programme (the timetable bench seeds 150).
 */
export async function seedEventSessions({ db, counts }: EventSeedContext, sessions: SeedSession[] = SESSIONS_2025): Promise<void> {
  const [halls, presenters] = await Promise.all([
    db.select({ id: eventHalls.id }).from(eventHalls).where(eq(eventHalls.event_id, EVENT_ID)).orderBy(asc(eventHalls.id)),
    db
      .select({ id: eventPresenters.id })
      .from(eventPresenters)
      .where(eq(eventPresenters.event_id, EVENT_ID))
      .orderBy(asc(eventPresenters.presenter_queue), asc(eventPresenters.id)),
  ]);
  if (!sessions.length) return;
  const ids = await insertReturningIds(
    db,
    counts,
    eventSessions,
    sessions.map((s, i) => ({
      event_id: EVENT_ID,
      event_date_id: s.day,
      starts_at: s.starts,
      ends_at: s.ends,
      hall_id: s.hall === null ? null : (halls[s.hall]?.id ?? null),
      track_mn: s.track[0],
      track_en: s.track[1],
      title_mn: s.title[0],
      title_en: s.title[1],
      description_mn: s.description?.[0] ?? '',
      description_en: s.description?.[1] ?? '',
      slides_url: s.slides ?? '',
      video_url: s.video ?? '',
      sequence: i,
    })),
  );
  await insertAll(
    db,
    counts,
    eventSessionSpeakers,
    sessions.flatMap((s, i) =>
      s.speakers.filter((n) => presenters[n]).map((n, position) => ({ session_id: ids[i], presenter_id: presenters[n].id, position })),
    ),
  );
}
