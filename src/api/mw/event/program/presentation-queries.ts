import { asc, eq, and } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventHalls, eventPresentations } from '@db/schema';

/** The halls of an edition, in the order they were added. */
export const listHalls = (db: Db, eventId: number) =>
  db
    .select({ id: eventHalls.id, hall_name: eventHalls.hall_name, hall_name_en: eventHalls.hall_name_en })
    .from(eventHalls)
    .where(eq(eventHalls.event_id, eventId))
    .orderBy(asc(eventHalls.id));
export type Hall = Awaited<ReturnType<typeof listHalls>>[number];

const presentationColumns = {
  id: eventPresentations.id,
  present_name: eventPresentations.present_name,
  present_name_en: eventPresentations.present_name_en,
  present_url: eventPresentations.present_url,
};

/** The presentations of a hall on a day (`event_date_id`), in programme order. */
export const hallDayPresentations = (db: Db, hallId: number, eventDateId: number) =>
  db
    .select(presentationColumns)
    .from(eventPresentations)
    .where(and(eq(eventPresentations.hall_id, hallId), eq(eventPresentations.event_date_id, eventDateId)))
    .orderBy(asc(eventPresentations.sequence), asc(eventPresentations.id));
export type Presentation = Awaited<ReturnType<typeof hallDayPresentations>>[number];

/** Every presentation of an edition's halls (the static pages pre-render all days and halls). */
export const editionPresentations = (db: Db, eventId: number) =>
  db
    .select({ ...presentationColumns, hall_id: eventPresentations.hall_id, event_date_id: eventPresentations.event_date_id })
    .from(eventPresentations)
    .innerJoin(eventHalls, eq(eventHalls.id, eventPresentations.hall_id))
    .where(eq(eventHalls.event_id, eventId))
    .orderBy(asc(eventPresentations.sequence), asc(eventPresentations.id));
