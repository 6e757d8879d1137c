import { type SQL, and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventHalls, eventPresenters, eventSessionSpeakers, eventSessions } from '@db/schema';
import { presenterOrder } from './presenter-queries';

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
    .orderBy(...presenterOrder);

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

/** The sessions of one day of an edition (the answer to a new day order). */
async function daySessions(db: Db, eventId: number, eventDateId: number) {
  return withSpeakers(db, await sessionRows(db, and(eq(eventSessions.event_id, eventId), eq(eventSessions.event_date_id, eventDateId))));
}

// ---------------------------------------------------------------- writes (the back office)

type Tx = Db;
const inTx = <T>(db: Db, run: (tx: Tx) => Promise<T>) => db.transaction((tx) => run(tx as unknown as Tx));

/** The session's own columns as a write stores them (its speakers are links). */
export type SessionValues = Omit<typeof eventSessions.$inferInsert, 'id' | 'sequence' | 'created_at' | 'updated_at'>;

/** The edition a hall belongs to, or null for no such hall. */
export async function hallEvent(db: Db, hallId: number): Promise<number | null> {
  const [row] = await db.select({ event_id: eventHalls.event_id }).from(eventHalls).where(eq(eventHalls.id, hallId));
  return row?.event_id ?? null;
}

/** Which of `ids` are presenters of the edition. */
export async function presentersOfEvent(db: Db, eventId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: eventPresenters.id })
    .from(eventPresenters)
    .where(and(eq(eventPresenters.event_id, eventId), inArray(eventPresenters.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The edition's halls and presenters by name (either language, case and spaces ignored), for the import. */
export async function namesOfEvent(db: Db, eventId: number) {
  const [halls, presenters] = await Promise.all([
    db
      .select({ id: eventHalls.id, a: eventHalls.hall_name, b: eventHalls.hall_name_en })
      .from(eventHalls)
      .where(eq(eventHalls.event_id, eventId)),
    db
      .select({ id: eventPresenters.id, a: eventPresenters.name_mn, b: eventPresenters.name_en })
      .from(eventPresenters)
      .where(eq(eventPresenters.event_id, eventId)),
  ]);
  const index = (rows: { id: number; a: string; b: string }[]) => {
    const byName = new Map<string, Set<number>>();
    for (const r of rows)
      for (const name of [r.a, r.b].map(nameKey).filter(Boolean)) byName.set(name, new Set([...(byName.get(name) ?? []), r.id]));
    return byName;
  };
  return { halls: index(halls), presenters: index(presenters) };
}
/** A name as the import matches it: trimmed, spaces collapsed, lower case. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

async function linkSpeakers(tx: Tx, sessionId: number, speakerIds: number[]) {
  if (speakerIds.length)
    await tx
      .insert(eventSessionSpeakers)
      .values(speakerIds.map((presenter_id, position) => ({ session_id: sessionId, presenter_id, position: position + 1 })));
}

async function nextSequence(tx: Tx, eventId: number, day: number) {
  const [{ last }] = await tx
    .select({ last: max(eventSessions.sequence) })
    .from(eventSessions)
    .where(and(eq(eventSessions.event_id, eventId), eq(eventSessions.event_date_id, day)));
  return (last ?? 0) + 1;
}

/** A new session goes last in its day's order, with its speakers in the given order. */
export async function insertSession(db: Db, values: SessionValues, speakerIds: number[]) {
  const id = await inTx(db, async (tx) => {
    const sequence = await nextSequence(tx, values.event_id ?? 3, values.event_date_id);
    const [row] = await tx
      .insert(eventSessions)
      .values({ ...values, sequence })
      .returning({ id: eventSessions.id });
    await linkSpeakers(tx, row.id, speakerIds);
    return row.id;
  });
  return (await findSession(db, id))!;
}

/** An edit: the session's columns and its speakers (replaced); a new day puts it last there. Null when missing. */
export async function updateSession(db: Db, id: number, values: SessionValues, speakerIds: number[]) {
  const done = await inTx(db, async (tx) => {
    const [before] = await tx
      .select({ event_id: eventSessions.event_id, day: eventSessions.event_date_id })
      .from(eventSessions)
      .where(eq(eventSessions.id, id))
      .for('update');
    if (!before) return false;
    const moved = before.event_id !== values.event_id || before.day !== values.event_date_id;
    const sequence = moved ? await nextSequence(tx, values.event_id ?? 3, values.event_date_id) : undefined;
    await tx
      .update(eventSessions)
      .set({ ...values, ...(sequence ? { sequence } : {}), updated_at: new Date() })
      .where(eq(eventSessions.id, id));
    await tx.delete(eventSessionSpeakers).where(eq(eventSessionSpeakers.session_id, id));
    await linkSpeakers(tx, id, speakerIds);
    return true;
  });
  return done ? findSession(db, id) : null;
}

/** Deletes a session and its speaker links (nothing else: the presenters and the hall stay); null when missing. */
export async function deleteSession(db: Db, id: number) {
  return inTx(db, async (tx) => {
    const links = await tx.$count(eventSessionSpeakers, eq(eventSessionSpeakers.session_id, id));
    const [row] = await tx.delete(eventSessions).where(eq(eventSessions.id, id)).returning();
    return row ? { row, speakers: links } : null;
  });
}

export class OrderError extends Error {
  constructor(readonly reason: 'changed' | 'times') {
    super(reason);
  }
}

/**
 * Saves a day's order: `ids` must be exactly the day's sessions (else 'changed': another admin added
 * or removed one meanwhile) and keep the programme's order by start time and hall (else 'times').
 * The day's rows are locked in id order first, so parallel saves run one after the other (and cannot
 * deadlock on each other) and each leaves one whole order, never a mix.
 */
export async function saveDayOrder(db: Db, eventId: number, day: number, ids: number[]) {
  await inTx(db, async (tx) => {
    const rows = await tx
      .select({ id: eventSessions.id, starts_at: eventSessions.starts_at, hall_id: eventSessions.hall_id })
      .from(eventSessions)
      .where(and(eq(eventSessions.event_id, eventId), eq(eventSessions.event_date_id, day)))
      .orderBy(asc(eventSessions.id))
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (rows.length !== ids.length || ids.some((id) => !byId.has(id))) throw new OrderError('changed');
    const slot = (id: number) => {
      const r = byId.get(id)!;
      return `${r.starts_at}|${String(r.hall_id ?? 9_999_999_999).padStart(10, '0')}`; // no hall sorts last, as in Postgres
    };
    for (let k = 1; k < ids.length; k++) if (slot(ids[k - 1]) > slot(ids[k])) throw new OrderError('times');
    for (const [k, id] of ids.entries())
      await tx
        .update(eventSessions)
        .set({ sequence: k + 1, updated_at: new Date() })
        .where(eq(eventSessions.id, id));
  });
  return daySessions(db, eventId, day);
}

const TEXTS = ['title', 'track', 'description'] as const;
/**
 * Fills the other language's empty title, track and description from `from`'s (a filled field is
 * never overwritten). The fields it filled (e.g. `title_en`); none changes nothing. Null when missing.
 */
export async function copyLanguage(db: Db, id: number, from: 'mn' | 'en') {
  const to = from === 'mn' ? 'en' : 'mn';
  return inTx(db, async (tx) => {
    const [row] = await tx.select().from(eventSessions).where(eq(eventSessions.id, id)).for('update');
    if (!row) return null;
    const set: Partial<Record<`${(typeof TEXTS)[number]}_${'mn' | 'en'}`, string>> = {};
    for (const f of TEXTS)
      if (row[`${f}_${to}`].trim() === '' && row[`${f}_${from}`].trim() !== '') set[`${f}_${to}`] = row[`${f}_${from}`];
    const filled = Object.keys(set);
    if (filled.length)
      await tx
        .update(eventSessions)
        .set({ ...set, updated_at: new Date() })
        .where(eq(eventSessions.id, id));
    return filled;
  });
}

/**
 * A whole programme in one transaction: `replace` first removes the edition's sessions (and their
 * speaker links); then every session, in the file's order, goes last in its day. How many it removed.
 */
export async function importSessions(
  db: Db,
  eventId: number,
  mode: 'add' | 'replace',
  sessions: (SessionValues & { speaker_ids: number[] })[],
) {
  return inTx(db, async (tx) => {
    const removed =
      mode === 'replace'
        ? (await tx.delete(eventSessions).where(eq(eventSessions.event_id, eventId)).returning({ id: eventSessions.id })).length
        : 0;
    const next = new Map<number, number>();
    for (const { speaker_ids, ...values } of sessions) {
      const day = values.event_date_id;
      const sequence = next.get(day) ?? (await nextSequence(tx, eventId, day));
      next.set(day, sequence + 1);
      const [row] = await tx
        .insert(eventSessions)
        .values({ ...values, event_id: eventId, sequence })
        .returning({ id: eventSessions.id });
      await linkSpeakers(tx, row.id, speaker_ids);
    }
    return { imported: sessions.length, removed };
  });
}
