import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventAgenda, eventDates, eventLanguages, events } from '@db/schema';
import { pagedRows } from '@api/rows';

/** The agenda of an edition in one language, day by day (every day, with or without images). */
export async function agendaDays(db: Db, eventId: number, languageId: number) {
  const [days, items] = await Promise.all([
    db
      .select({ event_date_id: eventDates.event_date_id, day: eventDates.day, event_date: eventDates.event_date })
      .from(eventDates)
      .where(and(eq(eventDates.event_id, eventId), eq(eventDates.language_id, languageId)))
      .orderBy(asc(eventDates.event_date_id)),
    db
      .select({ id: eventAgenda.id, event_date_id: eventAgenda.event_date_id, agenda_image: eventAgenda.agenda_image })
      .from(eventAgenda)
      .where(and(eq(eventAgenda.event_id, eventId), eq(eventAgenda.language_id, languageId)))
      .orderBy(asc(eventAgenda.id)),
  ]);
  return days.map((d) => ({
    ...d,
    agenda_items: items.filter((i) => i.event_date_id === d.event_date_id).map(({ id, agenda_image }) => ({ id, agenda_image })),
  }));
}
export type AgendaDay = Awaited<ReturnType<typeof agendaDays>>[number];

/** The admin's page of agenda images with their day, edition and language names; newest first. */
export async function pagedAgenda(db: Db, eventId: number, languageId: number | 'all', page: number, limit: number) {
  const conditions: SQL[] = [eq(eventAgenda.event_id, eventId)];
  if (languageId !== 'all') conditions.push(eq(eventAgenda.language_id, languageId));
  const where = and(...conditions);
  return pagedRows(
    db
      .select({
        id: eventAgenda.id,
        event_date_id: eventAgenda.event_date_id,
        language_id: eventAgenda.language_id,
        agenda_image: eventAgenda.agenda_image,
        event_date: eventDates.event_date,
        day: eventDates.day,
        event: events.event_en,
        language: eventLanguages.language,
      })
      .from(eventAgenda)
      .innerJoin(events, eq(events.id, eventAgenda.event_id))
      .innerJoin(eventLanguages, eq(eventLanguages.id, eventAgenda.language_id))
      .leftJoin(
        eventDates,
        and(
          eq(eventDates.event_id, eventAgenda.event_id),
          eq(eventDates.event_date_id, eventAgenda.event_date_id),
          eq(eventDates.language_id, eventAgenda.language_id),
        ),
      )
      .where(where)
      .orderBy(desc(eventAgenda.id))
      .$dynamic(),
    db.$count(eventAgenda, where),
    page,
    limit,
  );
}

/** Whether a day exists in an edition (in any language). */
export async function dayExists(db: Db, eventId: number, eventDateId: number) {
  const [row] = await db
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(eq(eventDates.event_id, eventId), eq(eventDates.event_date_id, eventDateId)))
    .limit(1);
  return Boolean(row);
}

type AgendaValues = { event_date_id: number; language_id: number; agenda_image: string };

export async function insertAgenda(db: Db, eventId: number, values: AgendaValues) {
  const [row] = await db
    .insert(eventAgenda)
    .values({ ...values, event_id: eventId })
    .returning();
  return row;
}
export async function findAgenda(db: Db, id: number) {
  const [row] = await db.select().from(eventAgenda).where(eq(eventAgenda.id, id));
  return row ?? null;
}
export async function updateAgenda(db: Db, id: number, values: AgendaValues) {
  const [row] = await db.update(eventAgenda).set(values).where(eq(eventAgenda.id, id)).returning();
  return row ?? null;
}
export async function deleteAgenda(db: Db, id: number) {
  const [row] = await db.delete(eventAgenda).where(eq(eventAgenda.id, id)).returning();
  return row ?? null;
}

export const listLanguages = (db: Db) => db.select().from(eventLanguages).orderBy(asc(eventLanguages.id));

/** The days of every edition (or of one language) with the edition's name, for the admin's choices. */
export function listEventDates(db: Db, languageId: number | 'all') {
  return db
    .select({
      id: eventDates.id,
      event_id: eventDates.event_id,
      event: events.event_en,
      language_id: eventDates.language_id,
      day: eventDates.day,
      event_date: eventDates.event_date,
      event_date_id: eventDates.event_date_id,
    })
    .from(eventDates)
    .innerJoin(events, eq(events.id, eventDates.event_id))
    .where(languageId === 'all' ? undefined : eq(eventDates.language_id, languageId))
    .orderBy(desc(eventDates.event_id), asc(eventDates.language_id), asc(eventDates.event_date_id));
}
