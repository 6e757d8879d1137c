import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventPresenters, events } from '@db/schema';
import { pagedRows, withIsoDate } from '@api/rows';

/** Presenters of an edition: by their queue position, then as added. */
const columns = {
  id: eventPresenters.id,
  event_id: eventPresenters.event_id,
  name_mn: eventPresenters.name_mn,
  name_en: eventPresenters.name_en,
  position_mn: eventPresenters.position_mn,
  position_en: eventPresenters.position_en,
  organisation_mn: eventPresenters.organisation_mn,
  organisation_en: eventPresenters.organisation_en,
  bio_mn: eventPresenters.bio_mn,
  bio_en: eventPresenters.bio_en,
  profile_img: eventPresenters.profile_img,
  presenter_queue: eventPresenters.presenter_queue,
  created_at: eventPresenters.created_at,
};
/** The presenters' order everywhere they are listed (the admin, the key speakers, the speaker pages). */
export const presenterOrder = [asc(eventPresenters.presenter_queue), asc(eventPresenters.id)];

export type Presenter = Awaited<ReturnType<typeof listPresenters>>[number];

export async function listPresenters(db: Db, eventId: number) {
  const rows = await db
    .select(columns)
    .from(eventPresenters)
    .where(eq(eventPresenters.event_id, eventId))
    .orderBy(...presenterOrder);
  return rows.map(withIsoDate);
}

/** The admin's page, with the edition's name (`event`). */
export async function pagedPresenters(db: Db, eventId: number, page: number, limit: number) {
  const where = eq(eventPresenters.event_id, eventId);
  return pagedRows(
    db
      .select({ ...columns, event: events.event_en })
      .from(eventPresenters)
      .innerJoin(events, eq(events.id, eventPresenters.event_id))
      .where(where)
      .orderBy(...presenterOrder)
      .$dynamic(),
    db.$count(eventPresenters, where),
    page,
    limit,
    withIsoDate,
  );
}

type PresenterValues = Omit<typeof eventPresenters.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** A new presenter goes to the end of its edition's queue. */
export async function insertPresenter(db: Db, values: Omit<PresenterValues, 'presenter_queue'>) {
  const [{ last }] = await db
    .select({ last: max(eventPresenters.presenter_queue) })
    .from(eventPresenters)
    .where(eq(eventPresenters.event_id, values.event_id ?? 3));
  const [row] = await db
    .insert(eventPresenters)
    .values({ ...values, presenter_queue: (last ?? 0) + 1 })
    .returning();
  return withIsoDate(row);
}

export async function findPresenter(db: Db, id: number) {
  const [row] = await db.select(columns).from(eventPresenters).where(eq(eventPresenters.id, id));
  return row ?? null;
}

export async function updatePresenter(db: Db, id: number, values: PresenterValues) {
  const [row] = await db
    .update(eventPresenters)
    .set({ ...values, updated_at: new Date() })
    .where(eq(eventPresenters.id, id))
    .returning();
  return row ? withIsoDate(row) : null;
}

export async function deletePresenter(db: Db, id: number) {
  const [row] = await db.delete(eventPresenters).where(eq(eventPresenters.id, id)).returning();
  return row ?? null;
}
