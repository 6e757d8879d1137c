import { type SQL, and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventHalls, eventPresenters, eventSessionSpeakers, eventSessions } from '@db/schema';

/**
 * The programme as data (issue 27 §1): sessions of an edition with their hall and speakers. The
 * timetable, session and speaker pages read it at build time; the admin list reads it too.
 */
const sessionColumns = {
  id: eventSessions.id,
  event_id: eventSessions.event_id,
  event_date_id: eventSessions.event_date_id,
  starts_at: eventSessions.starts_at,
  ends_at: eventSessions.ends_at,
  hall_id: eventSessions.hall_id,
  hall_name: eventHalls.hall_name,
  hall_name_en: eventHalls.hall_name_en,
  track_mn: eventSessions.track_mn,
  track_en: eventSessions.track_en,
  title_mn: eventSessions.title_mn,
  title_en: eventSessions.title_en,
  description_mn: eventSessions.description_mn,
  description_en: eventSessions.description_en,
  slides_url: eventSessions.slides_url,
  video_url: eventSessions.video_url,
  sequence: eventSessions.sequence,
  updated_at: eventSessions.updated_at,
};

/** Programme order: day, start, the hall's order, then the admin's order within a slot. */
const programmeOrder = [
  asc(eventSessions.event_date_id),
  asc(eventSessions.starts_at),
  asc(eventSessions.hall_id),
  asc(eventSessions.sequence),
  asc(eventSessions.id),
];

const speakerColumns = {
  id: eventPresenters.id,
  name_mn: eventPresenters.name_mn,
  name_en: eventPresenters.name_en,
  position_mn: eventPresenters.position_mn,
  position_en: eventPresenters.position_en,
  organisation_mn: eventPresenters.organisation_mn,
  organisation_en: eventPresenters.organisation_en,
  bio_mn: eventPresenters.bio_mn,
  bio_en: eventPresenters.bio_en,
  profile_img: eventPresenters.profile_img,
  updated_at: eventPresenters.updated_at,
};
export type Speaker = Omit<Awaited<ReturnType<typeof speakersOf>>[number], 'updated_at'> & { updated_at: string };

const speakersOf = (db: Db, eventId: number) =>
  db
    .select(speakerColumns)
    .from(eventPresenters)
    .where(eq(eventPresenters.event_id, eventId))
    .orderBy(asc(eventPresenters.presenter_queue), asc(eventPresenters.id));

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export type ProgrammeSession = Omit<Awaited<ReturnType<typeof sessionRows>>[number], 'updated_at'> & {
  updated_at: string;
  /** Presenter ids in the session's order. */
  speaker_ids: number[];
};

const sessionRows = (db: Db, where: SQL | undefined) =>
  db
    .select(sessionColumns)
    .from(eventSessions)
    .leftJoin(eventHalls, eq(eventHalls.id, eventSessions.hall_id))
    .where(where)
    .orderBy(...programmeOrder);

async function withSpeakers(db: Db, rows: Awaited<ReturnType<typeof sessionRows>>): Promise<ProgrammeSession[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ session_id: eventSessionSpeakers.session_id, presenter_id: eventSessionSpeakers.presenter_id })
        .from(eventSessionSpeakers)
        .where(inArray(eventSessionSpeakers.session_id, ids))
        .orderBy(asc(eventSessionSpeakers.session_id), asc(eventSessionSpeakers.position), asc(eventSessionSpeakers.presenter_id))
    : [];
  const bySession = new Map<number, number[]>();
  for (const l of links) bySession.set(l.session_id, [...(bySession.get(l.session_id) ?? []), l.presenter_id]);
  return rows.map((r) => ({ ...r, updated_at: iso(r.updated_at), speaker_ids: bySession.get(r.id) ?? [] }));
}

/** One edition's programme: every session in programme order, and the speakers they name (and all other presenters). */
export async function listProgramme(db: Db, eventId: number) {
  const [rows, speakers] = await Promise.all([sessionRows(db, eq(eventSessions.event_id, eventId)), speakersOf(db, eventId)]);
  return {
    sessions: await withSpeakers(db, rows),
    speakers: speakers.map((s) => ({ ...s, updated_at: iso(s.updated_at) })) as Speaker[],
  };
}
export type Programme = Awaited<ReturnType<typeof listProgramme>>;

/** One session with its speakers, or null. */
export async function findSession(db: Db, id: number): Promise<ProgrammeSession | null> {
  const [row] = await withSpeakers(db, await sessionRows(db, eq(eventSessions.id, id)));
  return row ?? null;
}

/** The sessions of one day of an edition (the admin's day view). */
export async function daySessions(db: Db, eventId: number, eventDateId: number) {
  return withSpeakers(db, await sessionRows(db, and(eq(eventSessions.event_id, eventId), eq(eventSessions.event_date_id, eventDateId))));
}
