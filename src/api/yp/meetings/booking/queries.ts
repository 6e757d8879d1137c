import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import {
  dirCategories,
  dirCompanies,
  meetingEvents,
  meetingRooms,
  meetings,
  meetingSeats,
  meetingSessions,
  meetingTimes,
  meetingUsers,
} from '@db/schema';
import { alphabetical } from '@api/order';
import { containsPattern } from '@api/like';
import { pagedRows } from '@api/rows';
import type { Lang } from '@shared/lang';
import type { MeetingEventAction, MeetingEventActor, MeetingStatus, MeetingUserType } from '@shared/meetings';
import type {
  BookingRoom,
  DirectoryCompanyRef,
  MeetingAccount,
  MeetingHistoryEntry,
  MeetingProfile,
  MyMeeting,
  Participant,
  ProfileCategory,
} from '@shared/meeting-booking';

/** Queries of the meeting users' sign-in and booking: one per need, Drizzle only. */

const accountColumns = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  name_en: meetingUsers.name_en,
  email: meetingUsers.email,
  user_type: sql<MeetingUserType>`${meetingUsers.user_type}`,
  lang: meetingUsers.lang,
};
const participantColumns = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  name_en: meetingUsers.name_en,
  user_type: sql<MeetingUserType>`${meetingUsers.user_type}`,
};

export async function userByEmail(db: Db, email: string): Promise<MeetingAccount | null> {
  const [row] = await db.select(accountColumns).from(meetingUsers).where(eq(meetingUsers.email, email)).limit(1);
  return row ?? null;
}

/** Stores the language of the user's sign-in (their mails are written in it). */
export async function setUserLang(db: Db, id: number, lang: Lang): Promise<void> {
  await db.update(meetingUsers).set({ lang }).where(eq(meetingUsers.id, id));
}

export async function insertSession(db: Db, row: typeof meetingSessions.$inferInsert): Promise<void> {
  // a user's expired sessions go when they open a new one, so the table does not grow without bound
  await db
    .delete(meetingSessions)
    .where(and(eq(meetingSessions.meeting_user_id, row.meeting_user_id), sql`${meetingSessions.expires_at} < ${row.created_at}`));
  await db.insert(meetingSessions).values(row);
}

/** The user of a live session (by its token's hash), in one query. */
export async function sessionUser(db: Db, tokenHash: string, now: Date): Promise<MeetingAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(meetingSessions)
    .innerJoin(meetingUsers, eq(meetingUsers.id, meetingSessions.meeting_user_id))
    .where(and(eq(meetingSessions.token_hash, tokenHash), gt(meetingSessions.expires_at, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(meetingSessions).where(eq(meetingSessions.token_hash, tokenHash));
}

/** A participant's approved directory company (a pending or rejected one has no public page). */
const approvedCompany = and(eq(dirCompanies.id, meetingUsers.company_id), eq(dirCompanies.approval, true));

/**
 * Other participants, by name, English name, organisation, position, offer or seek (wildcards taken
 * literally) and type; never `me`. Those whose categories overlap `me`'s come first (`suggested`),
 * then all in the Mongolian alphabet of the page's language's name (`mn_sort_key` computed here:
 * meeting_users has no stored sort column, fine at a fair's few thousand users).
 */
export async function participants(
  db: Db,
  me: number,
  { term, type, page, limit, lang = 'mn' }: { term?: string; type: 'all' | MeetingUserType; page: number; limit: number; lang?: Lang },
): Promise<{ users: Participant[]; total: number }> {
  const where: SQL[] = [ne(meetingUsers.id, me)];
  if (type !== 'all') where.push(eq(meetingUsers.user_type, type));
  if (term) {
    const like = containsPattern(term);
    const fields = [
      meetingUsers.name,
      meetingUsers.name_en,
      meetingUsers.organisation,
      meetingUsers.position,
      meetingUsers.offer,
      meetingUsers.seek,
    ];
    where.push(or(...fields.map((f) => ilike(f, like)))!);
  }
  const suggested = sql<boolean>`coalesce(${meetingUsers.category_codes} && (select mine.category_codes from meeting_users as mine where mine.id = ${me}), false)`;
  const sortName = lang === 'en' ? sql`coalesce(nullif(${meetingUsers.name_en}, ''), ${meetingUsers.name})` : sql`${meetingUsers.name}`;
  const list = db
    .select({
      ...participantColumns,
      organisation: meetingUsers.organisation,
      position: meetingUsers.position,
      offer: meetingUsers.offer,
      seek: meetingUsers.seek,
      suggested,
      company_id: dirCompanies.id,
      company_mn: dirCompanies.name_mn,
      company_en: dirCompanies.name_en,
    })
    .from(meetingUsers)
    .leftJoin(dirCompanies, approvedCompany)
    .where(and(...where))
    .orderBy(desc(suggested), alphabetical(sql`mn_sort_key(${sortName})`), asc(meetingUsers.id));
  const { rows, total } = await pagedRows(list.$dynamic(), db.$count(meetingUsers, and(...where)), page, limit, (r) => {
    const { company_id, company_mn, company_en, ...user } = r;
    const company: DirectoryCompanyRef | null = company_id === null ? null : { id: company_id, name_mn: company_mn!, name_en: company_en! };
    return { ...user, company } as Participant;
  });
  return { users: rows, total };
}

/** The signed-in user's profile, with their company only while it is approved. */
export async function profileOf(db: Db, me: number): Promise<MeetingProfile | null> {
  const [row] = await db
    .select({
      organisation: meetingUsers.organisation,
      position: meetingUsers.position,
      offer: meetingUsers.offer,
      seek: meetingUsers.seek,
      category_codes: meetingUsers.category_codes,
      company_id: dirCompanies.id,
      company_mn: dirCompanies.name_mn,
      company_en: dirCompanies.name_en,
    })
    .from(meetingUsers)
    .leftJoin(dirCompanies, approvedCompany)
    .where(eq(meetingUsers.id, me))
    .limit(1);
  if (!row) return null;
  const { company_id, company_mn, company_en, ...rest } = row;
  return { ...rest, company: company_id === null ? null : { id: company_id, name_mn: company_mn!, name_en: company_en! } };
}

export async function updateProfile(
  db: Db,
  me: number,
  p: Omit<MeetingProfile, 'company'> & { company_id: number | null },
  now: Date,
): Promise<void> {
  await db
    .update(meetingUsers)
    .set({ ...p, updated_at: now })
    .where(eq(meetingUsers.id, me));
}

/** The directory's sub-categories a profile may name, by code. */
export async function profileCategories(db: Db): Promise<ProfileCategory[]> {
  return db
    .select({
      code: dirCategories.category_code,
      main_code: dirCategories.main_code,
      name_mn: dirCategories.name_mn,
      name_en: dirCategories.name_en,
    })
    .from(dirCategories)
    .orderBy(asc(dirCategories.category_code));
}

/** How many of `codes` are directory categories. */
export async function knownCategories(db: Db, codes: string[]): Promise<number> {
  if (!codes.length) return 0;
  return db.$count(dirCategories, inArray(dirCategories.category_code, codes));
}

/** An approved directory company by id (null for a pending, rejected or missing one). */
export async function approvedCompanyById(db: Db, id: number): Promise<DirectoryCompanyRef | null> {
  const [row] = await db
    .select({ id: dirCompanies.id, name_mn: dirCompanies.name_mn, name_en: dirCompanies.name_en })
    .from(dirCompanies)
    .where(and(eq(dirCompanies.id, id), eq(dirCompanies.approval, true)))
    .limit(1);
  return row ?? null;
}

/** Approved directory companies whose either name holds `term`, the first 10 in the alphabet. */
export async function companiesByName(db: Db, term: string, lang: Lang): Promise<DirectoryCompanyRef[]> {
  const like = containsPattern(term);
  return db
    .select({ id: dirCompanies.id, name_mn: dirCompanies.name_mn, name_en: dirCompanies.name_en })
    .from(dirCompanies)
    .where(and(eq(dirCompanies.approval, true), or(ilike(dirCompanies.name_mn, like), ilike(dirCompanies.name_en, like))))
    .orderBy(alphabetical(lang === 'en' ? dirCompanies.sort_en : dirCompanies.sort_mn), asc(dirCompanies.id))
    .limit(10);
}

/** The history of the given meetings in the order it was written, per meeting (one query). */
export async function meetingHistory(db: Db, ids: number[]): Promise<Map<number, MeetingHistoryEntry[]>> {
  const out = new Map<number, MeetingHistoryEntry[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      meeting_id: meetingEvents.meeting_id,
      action: meetingEvents.action,
      actor: meetingEvents.actor,
      created_at: meetingEvents.created_at,
    })
    .from(meetingEvents)
    .where(inArray(meetingEvents.meeting_id, ids))
    .orderBy(asc(meetingEvents.meeting_id), asc(meetingEvents.id));
  for (const r of rows) {
    const list = out.get(r.meeting_id) ?? [];
    list.push({
      action: r.action as MeetingHistoryEntry['action'],
      actor: r.actor as MeetingHistoryEntry['actor'],
      created_at: r.created_at.toISOString(),
    });
    out.set(r.meeting_id, list);
  }
  return out;
}

/** When a meeting's slot starts and ends (Ulaanbaatar date and times), or null for an unknown meeting. */
export async function meetingSlot(db: Db, id: number) {
  const [row] = await db
    .select({ meeting_date: meetingTimes.meeting_date, start_time: meetingTimes.start_time, end_time: meetingTimes.end_time })
    .from(meetings)
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .where(eq(meetings.id, id))
    .limit(1);
  return row ?? null;
}

export async function participantExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: meetingUsers.id }).from(meetingUsers).where(eq(meetingUsers.id, id)).limit(1)).length > 0;
}

export async function timeById(db: Db, id: number) {
  const [row] = await db.select().from(meetingTimes).where(eq(meetingTimes.id, id)).limit(1);
  return row ?? null;
}

export async function roomExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: meetingRooms.id }).from(meetingRooms).where(eq(meetingRooms.id, id)).limit(1)).length > 0;
}

/**
 * What the slot grid needs, in four queries: every slot, every room, the seats of the caller (and of
 * `other`), and the live meetings per room and slot.
 */
export async function slotGrid(db: Db, people: number[]) {
  const [times, rooms, seats, taken] = await Promise.all([
    db.select().from(meetingTimes).orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.start_time)),
    db
      .select({
        id: meetingRooms.id,
        room_number: meetingRooms.room_number,
        room_pic: meetingRooms.room_pic,
        capacity: meetingRooms.capacity,
      })
      .from(meetingRooms)
      .orderBy(asc(meetingRooms.room_number)) as Promise<BookingRoom[]>,
    db
      .select({ user_id: meetingSeats.user_id, time_id: meetingSeats.time_id })
      .from(meetingSeats)
      .where(inArray(meetingSeats.user_id, people)),
    db
      .select({ time_id: meetings.time_id, room_id: meetings.room_id, live: count() })
      .from(meetings)
      .where(ne(meetings.meeting_status, 'cancelled'))
      .groupBy(meetings.time_id, meetings.room_id),
  ]);
  return { times, rooms, seats, taken };
}

/**
 * The lowest table free in a room and slot (live meetings hold theirs; `except` is a meeting being
 * moved, whose own table does not count), or capacity + 1, which the trigger refuses (23514). Run
 * under the (room, slot) advisory lock, so concurrent writers take their numbers in turn.
 */
export const lowestFreeTable = (room_id: number, time_id: number, except?: number) => sql<number>`(
  select coalesce((
    select min(n) from generate_series(1, ${meetingRooms.capacity}) as n
    where not exists (
      select 1 from ${meetings} as taken
      where taken.room_id = ${room_id} and taken.time_id = ${time_id}
        and taken.room_seat = n and taken.meeting_status <> 'cancelled'
        ${except === undefined ? sql`` : sql`and taken.id <> ${except}`})
  ), ${meetingRooms.capacity} + 1)
  from ${meetingRooms} where ${meetingRooms.id} = ${room_id}
)`;

/**
 * Stores a request in one transaction: the meeting at the room's lowest free table (worked out by
 * the INSERT's own SELECT; past the capacity the trigger refuses, 23514), then one seat per person
 * (23505 on `meeting_seats_person_once` when either is taken in the slot). The advisory lock on
 * (room, slot) makes concurrent requests for one room take their table numbers in turn instead of
 * colliding on the same one; the unique indexes and the trigger remain the guarantee.
 */
export async function insertMeeting(
  db: Db,
  m: { sender_id: number; receiver_id: number; time_id: number; room_id: number; meeting_description: string; expires_at: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${m.room_id}::int, ${m.time_id}::int)`);
    const freeSeat = lowestFreeTable(m.room_id, m.time_id);
    const [row] = await tx
      .insert(meetings)
      .values({ ...m, room_seat: freeSeat })
      .returning({ id: meetings.id });
    // Both seats in one statement, lower user id first: two requests between the same two people
    // lock the seats in the same order, so they cannot deadlock.
    const people = [m.sender_id, m.receiver_id].sort((a, b) => a - b);
    await tx.insert(meetingSeats).values(people.map((user_id) => ({ meeting_id: row!.id, user_id, time_id: m.time_id })));
    await tx.insert(meetingEvents).values({ meeting_id: row!.id, action: 'requested', actor: 'sender' });
    return row!.id;
  });
}

/** A meeting of which `me` is one side (null for anyone else's). */
export async function ownMeeting(db: Db, id: number, me: number) {
  const [row] = await db
    .select({ id: meetings.id, sender_id: meetings.sender_id, receiver_id: meetings.receiver_id, meeting_status: meetings.meeting_status })
    .from(meetings)
    .where(and(eq(meetings.id, id), or(eq(meetings.sender_id, me), eq(meetings.receiver_id, me))))
    .limit(1);
  return row ? { ...row, meeting_status: row.meeting_status as MeetingStatus } : null;
}

/** Who changed a meeting (issue 26 §9): a side, an organiser (with their admin id) or the system. */
export interface MeetingActor {
  actor: MeetingEventActor;
  admin_id?: number;
}
/** What a state change is called in the history: a cancellation's kind is also the meeting's `closed_reason`. */
export type MeetingChange = 'accepted' | 'declined' | 'cancelled' | 'expired';

/** Appends to a meeting's history (in the caller's transaction). */
export async function logMeetingEvent(
  db: Db,
  meeting_id: number,
  action: MeetingEventAction,
  by: MeetingActor,
  now: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(meetingEvents).values({ meeting_id, action, actor: by.actor, admin_id: by.admin_id ?? null, detail, created_at: now });
}

/**
 * Moves a meeting from one of `from` to `to`, only if it is still there (a concurrent change wins
 * once); cancelling gives the seats up and records why, in the same transaction as the history
 * entry. False when the state had moved on.
 */
export async function changeStatus(
  db: Db,
  id: number,
  from: MeetingStatus[],
  change: MeetingChange,
  by: MeetingActor,
  now: Date,
): Promise<boolean> {
  const to: MeetingStatus = change === 'accepted' ? 'accepted' : 'cancelled';
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(meetings)
      .set({
        meeting_status: to,
        updated_at: now,
        ...(to === 'cancelled' ? { closed_reason: change, closed_at: now } : {}),
      })
      .where(and(eq(meetings.id, id), inArray(meetings.meeting_status, from)))
      .returning({ id: meetings.id });
    if (!changed.length) return false;
    if (to === 'cancelled') await tx.delete(meetingSeats).where(eq(meetingSeats.meeting_id, id));
    await logMeetingEvent(tx, id, change, by, now);
    return true;
  });
}

/** Meetings of `me` in both directions, with the other person, the slot and the room (one query). */
export async function myMeetings(db: Db, me: number, id?: number): Promise<MyMeeting[]> {
  const rows = await db
    .select({
      id: meetings.id,
      meeting_number: meetings.meeting_number,
      meeting_status: meetings.meeting_status,
      sender_id: meetings.sender_id,
      other_id: meetingUsers.id,
      other_name: meetingUsers.name,
      other_name_en: meetingUsers.name_en,
      other_type: meetingUsers.user_type,
      meeting_date: meetingTimes.meeting_date,
      start_time: meetingTimes.start_time,
      end_time: meetingTimes.end_time,
      room_number: meetingRooms.room_number,
      table: meetings.room_seat,
      room_pic: meetingRooms.room_pic,
      meeting_description: meetings.meeting_description,
      created_at: meetings.created_at,
    })
    .from(meetings)
    .innerJoin(
      meetingUsers,
      eq(meetingUsers.id, sql`case when ${meetings.sender_id} = ${me} then ${meetings.receiver_id} else ${meetings.sender_id} end`),
    )
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
    .where(and(or(eq(meetings.sender_id, me), eq(meetings.receiver_id, me)), id === undefined ? undefined : eq(meetings.id, id)))
    .orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.start_time), asc(meetings.id));
  return rows.map((r) => ({
    id: r.id,
    meeting_number: r.meeting_number,
    meeting_status: r.meeting_status as MeetingStatus,
    direction: r.sender_id === me ? 'outgoing' : 'incoming',
    other: { id: r.other_id, name: r.other_name, name_en: r.other_name_en, user_type: r.other_type as MeetingUserType },
    meeting_date: r.meeting_date,
    start_time: r.start_time,
    end_time: r.end_time,
    room_number: r.room_number,
    table: r.table,
    room_pic: r.room_pic,
    meeting_description: r.meeting_description,
    created_at: r.created_at.toISOString(),
  }));
}

/** Both people of a meeting with their addresses and languages, for its mails. */
export async function meetingPeople(db: Db, id: number) {
  const rows = await db
    .select({
      role: sql<'sender' | 'receiver'>`case when ${meetingUsers.id} = ${meetings.sender_id} then 'sender' else 'receiver' end`,
      ...accountColumns,
    })
    .from(meetings)
    .innerJoin(meetingUsers, or(eq(meetingUsers.id, meetings.sender_id), eq(meetingUsers.id, meetings.receiver_id)))
    .where(eq(meetings.id, id));
  const sender = rows.find((r) => r.role === 'sender');
  const receiver = rows.find((r) => r.role === 'receiver');
  return sender && receiver ? { sender, receiver } : null;
}
