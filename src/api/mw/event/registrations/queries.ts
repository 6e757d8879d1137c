import { and, asc, desc, eq, gte, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { eventRegistrations, events } from '@db/schema';
import { isUniqueViolation } from '@api/errors';
import { pagedRows, withIsoDate } from '@api/rows';
import type { AttendeeType, RegistrationInput, RegistrationSearchCat } from '@shared/event-registration';
import type { Lang } from '@shared/lang';

export async function listEvents(db: Db) {
  return db.select({ id: events.id, event: events.event, event_en: events.event_en }).from(events).orderBy(asc(events.id));
}

/** What a registration stores besides the form's fields. */
export interface RegistrationExtras {
  lang: Lang;
  addedBy: number | null;
  /** When the registrant agreed to the privacy text (null when an admin adds them). */
  consentAt: Date | null;
  /** SHA-256 of the manage link's token. */
  tokenHash: string;
}

/**
 * Stores a registration; null when the same person (e-mail and name, any case) is already registered
 * for the event. The unique index `event_registrations_person_once` (event, lower(email),
 * lower(first_name), lower(last_name)) decides, so of concurrent requests for one person exactly one
 * wins, while several people from one office address each get their row.
 */
export async function insertRegistration(db: Db, eventId: number, values: RegistrationInput, extras: RegistrationExtras) {
  try {
    const [row] = await db
      .insert(eventRegistrations)
      .values({
        ...values,
        event_id: eventId,
        lang: extras.lang,
        added_by: extras.addedBy,
        consent_at: extras.consentAt,
        manage_token_hash: extras.tokenHash,
      })
      .returning({ id: eventRegistrations.id });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * A correction of a registration (an admin's, or the registrant's through the manage link): the row
 * as it is now, null when there is none, or 'duplicate' when the new e-mail and name are another
 * registration of the same event (the unique index decides).
 */
export async function updateRegistration(db: Db, id: number, values: RegistrationInput, now: Date) {
  try {
    const [row] = await db
      .update(eventRegistrations)
      .set({ ...values, updated_at: now })
      .where(eq(eventRegistrations.id, id))
      .returning(listColumns);
    return row ? withIsoDate(row) : null;
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate' as const;
    throw err;
  }
}

/** The registration a manage token opens (by the token's hash), with what its page and mails need; null when none. */
export async function registrationByTokenHash(db: Db, hash: string) {
  const [row] = await db
    .select({ ...listColumns, lang: eventRegistrations.lang, event_id: eventRegistrations.event_id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.manage_token_hash, hash));
  return row ? withIsoDate(row) : null;
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
  /** Only one attendee type. */
  attendeeType?: AttendeeType;
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
  attendee_type: eventRegistrations.attendee_type,
  consent_at: eventRegistrations.consent_at,
  added_by: eventRegistrations.added_by,
  created_at: eventRegistrations.created_at,
};

/** One page of an event's registrations, newest first, with the optional search (contains, any case). */
export async function registrationPage(db: Db, { event, page, limit, search, since, attendeeType }: RegistrationListOptions) {
  const conditions: SQL[] = [eq(eventRegistrations.event_id, event)];
  if (attendeeType) conditions.push(eq(eventRegistrations.attendee_type, attendeeType));
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
