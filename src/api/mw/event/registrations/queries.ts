import { and, asc, desc, eq, gte, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventRegistrations, events } from '@db/schema';
import { isUniqueViolation } from '@api/errors';
import { pagedRows, withIsoDate } from '@api/rows';
import type { RegistrationInput, RegistrationSearchCat } from '@shared/event-registration';
import type { Lang } from '@shared/lang';

export async function listEvents(db: Db) {
  return db.select({ id: events.id, event: events.event, event_en: events.event_en }).from(events).orderBy(asc(events.id));
}

/**
 * Stores a registration; null when the e-mail is already registered for the event. The unique index
 * `event_registrations_email_once` (event, lower(email)) decides, so two concurrent requests cannot both win.
 */
export async function insertRegistration(db: Db, eventId: number, values: RegistrationInput, lang: Lang, addedBy: number | null) {
  try {
    const [row] = await db
      .insert(eventRegistrations)
      .values({ ...values, event_id: eventId, lang, added_by: addedBy })
      .returning({ id: eventRegistrations.id });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * An admin's correction of a registration: the row as it is now, null when there is none, or
 * 'duplicate' when the new e-mail is already registered for the same event (the unique index decides).
 */
export async function updateRegistration(db: Db, id: number, values: RegistrationInput) {
  try {
    const [row] = await db.update(eventRegistrations).set(values).where(eq(eventRegistrations.id, id)).returning(listColumns);
    return row ? withIsoDate(row) : null;
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate' as const;
    throw err;
  }
}

/** Deletes a registration; the deleted row, or null when there was none. */
export async function deleteRegistration(db: Db, id: number) {
  const [row] = await db.delete(eventRegistrations).where(eq(eventRegistrations.id, id)).returning({ id: eventRegistrations.id });
  return row ?? null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface RegistrationListOptions {
  event: number;
  page: number;
  limit: number;
  search: { cat: RegistrationSearchCat; term: string } | null;
  /** Only the ones registered at or after this instant ("new" registrations). */
  since?: Date;
}

const listColumns = {
  id: eventRegistrations.id,
  first_name: eventRegistrations.first_name,
  last_name: eventRegistrations.last_name,
  company: eventRegistrations.company,
  country: eventRegistrations.country,
  email: eventRegistrations.email,
  phone_number: eventRegistrations.phone_number,
  added_by: eventRegistrations.added_by,
  created_at: eventRegistrations.created_at,
};

/** One page of an event's registrations, newest first, with the optional search (contains, any case). */
export async function registrationPage(db: Db, { event, page, limit, search, since }: RegistrationListOptions) {
  const conditions: SQL[] = [eq(eventRegistrations.event_id, event)];
  if (search) conditions.push(ilike(eventRegistrations[search.cat], `%${escapeLike(search.term)}%`));
  if (since) conditions.push(gte(eventRegistrations.created_at, since));
  const where = and(...conditions);
  return pagedRows(
    db
      .select(listColumns)
      .from(eventRegistrations)
      .where(where)
      .orderBy(desc(eventRegistrations.created_at), desc(eventRegistrations.id))
      .$dynamic(),
    db.$count(eventRegistrations, where),
    page,
    limit,
    withIsoDate,
  );
}
