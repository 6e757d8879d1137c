import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@db/client';
import { meetingRooms, meetings, meetingSeats, meetingTimes, meetingUsers } from '@db/schema';
import type { MeetingAttendance, MeetingStatus } from '@shared/meetings';
import type { CheckInMeeting, MeetingDashboard } from '@shared/meeting-organiser';
import { logMeetingEvent, lowestFreeTable, type MeetingActor } from '../booking/queries';

/** Queries of the organisers' steps on meetings (issue 26 §1, §6): one per need, Drizzle only. */

const live = ne(meetings.meeting_status, 'cancelled');
/** A slot's start as an instant (its date and hour are Ulaanbaatar wall-clock time, UTC+8 all year). */
const slotStart = sql<Date>`((${meetingTimes.meeting_date} + ${meetingTimes.start_time}) at time zone 'UTC') - interval '8 hours'`;

/** A meeting as an organiser's step needs it: its state, people, slot (with its start) and place. */
export async function meetingForOrganiser(db: Db, id: number, lock = false) {
  const query = db
    .select({
      id: meetings.id,
      meeting_status: meetings.meeting_status,
      sender_id: meetings.sender_id,
      receiver_id: meetings.receiver_id,
      time_id: meetings.time_id,
      room_id: meetings.room_id,
      room_seat: meetings.room_seat,
      attendance: meetings.attendance,
      meeting_date: meetingTimes.meeting_date,
      start_time: meetingTimes.start_time,
      end_time: meetingTimes.end_time,
      room_number: meetingRooms.room_number,
    })
    .from(meetings)
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
    .where(eq(meetings.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: meetings }) : await query;
  return row
    ? { ...row, meeting_status: row.meeting_status as MeetingStatus, attendance: row.attendance as MeetingAttendance | null }
    : null;
}
export type OrganiserMeeting = NonNullable<Awaited<ReturnType<typeof meetingForOrganiser>>>;

export async function roomById(db: Db, id: number) {
  const [row] = await db.select().from(meetingRooms).where(eq(meetingRooms.id, id)).limit(1);
  return row ?? null;
}

/** A person's name in the back office's language (Mongolian, else English), for a 409 that says who is busy. */
export async function userName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: meetingUsers.name, name_en: meetingUsers.name_en })
    .from(meetingUsers)
    .where(eq(meetingUsers.id, id));
  return row ? row.name || row.name_en : String(id);
}

export type MoveOutcome =
  | { kind: 'missing' | 'state' | 'started' | 'same' }
  | { kind: 'moved'; from: OrganiserMeeting; to: { time_id: number; room_id: number; table: number } };

/**
 * Moves a meeting to slot `time_id` in room `room_id`, in one transaction, with the guarantees of a
 * booking: the meeting row is locked (a concurrent answer or move waits, then sees the new state);
 * the advisory lock on the target (room, slot) is the one `insertMeeting` takes, so a booking into
 * that room and slot takes its table before or after this move, never the same one; both seats move
 * to the new slot (the unique (user, slot) index refuses a busy person: 23505 naming them); the
 * meeting takes the lowest free table there (past the capacity the trigger refuses: 23514); and the
 * history row says from where to where. `started(slot)` says whether a slot has begun.
 */
export async function moveMeeting(
  db: Db,
  id: number,
  to: { time_id: number; room_id: number; started: boolean },
  by: MeetingActor,
  now: Date,
  startedAt: (m: OrganiserMeeting) => boolean,
): Promise<MoveOutcome> {
  return db.transaction(async (tx) => {
    const m = await meetingForOrganiser(tx, id, true);
    if (!m) return { kind: 'missing' as const };
    if (m.meeting_status === 'cancelled') return { kind: 'state' as const };
    if (startedAt(m) || to.started) return { kind: 'started' as const };
    if (m.time_id === to.time_id && m.room_id === to.room_id) return { kind: 'same' as const };
    await tx.execute(sql`select pg_advisory_xact_lock(${to.room_id}::int, ${to.time_id}::int)`);
    if (to.time_id !== m.time_id) await tx.update(meetingSeats).set({ time_id: to.time_id }).where(eq(meetingSeats.meeting_id, id));
    const freeSeat = lowestFreeTable(to.room_id, to.time_id, id);
    const [moved] = await tx
      .update(meetings)
      .set({ time_id: to.time_id, room_id: to.room_id, room_seat: freeSeat, updated_at: now })
      .where(eq(meetings.id, id))
      .returning({ table: meetings.room_seat });
    const target = { time_id: to.time_id, room_id: to.room_id, table: moved!.table };
    await logMeetingEvent(tx, id, 'moved', by, now, {
      from: { time_id: m.time_id, room_id: m.room_id, room: m.room_number, table: m.room_seat },
      to: { ...target, room: (await roomById(tx, to.room_id))?.room_number ?? '' },
    });
    return { kind: 'moved' as const, from: m, to: target };
  });
}

/**
 * Marks an accepted meeting held or no-show (or takes the mark back: null), with its history row,
 * only while it is still accepted (a concurrent cancel wins once). False when it was not.
 */
export async function markAttendance(db: Db, id: number, attendance: MeetingAttendance | null, by: MeetingActor, now: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ attendance: meetings.attendance })
      .from(meetings)
      .where(and(eq(meetings.id, id), eq(meetings.meeting_status, 'accepted')))
      .for('update');
    if (!before) return false;
    await tx
      .update(meetings)
      .set({ attendance, attendance_at: attendance ? now : null, updated_at: now })
      .where(eq(meetings.id, id));
    // an undone mark is history too: the mark it took back, flagged
    const action = attendance ?? (before.attendance as MeetingAttendance | null);
    if (action) await logMeetingEvent(tx, id, action, by, now, attendance ? {} : { undone: true });
    return true;
  });
}

/** Every slot, by day and hour. */
const allSlots = (db: Db) =>
  db
    .select({
      id: meetingTimes.id,
      meeting_date: meetingTimes.meeting_date,
      start_time: meetingTimes.start_time,
      end_time: meetingTimes.end_time,
    })
    .from(meetingTimes)
    .orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.start_time));

/** Every room with its capacity. */
const allRooms = (db: Db) =>
  db
    .select({ id: meetingRooms.id, room_number: meetingRooms.room_number, capacity: meetingRooms.capacity })
    .from(meetingRooms)
    .orderBy(asc(meetingRooms.room_number), asc(meetingRooms.id));

/** Live meetings per slot and room (`except`: a meeting being moved, whose own place does not count). */
const liveMeetings = (db: Db, except?: number) =>
  db
    .select({ time_id: meetings.time_id, room_id: meetings.room_id, live: count() })
    .from(meetings)
    .where(except === undefined ? live : and(live, ne(meetings.id, except)))
    .groupBy(meetings.time_id, meetings.room_id);

/** What the move dialog offers: every slot, every room, the two people's other seats and each room's live meetings per slot. */
export async function moveGrid(db: Db, m: { id: number; sender_id: number; receiver_id: number }) {
  const [times, rooms, seats, taken] = await Promise.all([
    allSlots(db),
    allRooms(db),
    db
      .select({ user_id: meetingSeats.user_id, time_id: meetingSeats.time_id })
      .from(meetingSeats)
      .where(and(inArray(meetingSeats.user_id, [m.sender_id, m.receiver_id]), ne(meetingSeats.meeting_id, m.id))),
    liveMeetings(db, m.id),
  ]);
  return { times, rooms, seats, taken };
}

const sender = alias(meetingUsers, 'sender');
const receiver = alias(meetingUsers, 'receiver');

/** The accepted meetings of one day, by hour, room and table, with both names (the check-in screen). */
export async function acceptedOn(db: Db, day: string, now: Date): Promise<CheckInMeeting[]> {
  const rows = await db
    .select({
      id: meetings.id,
      meeting_number: meetings.meeting_number,
      time_id: meetings.time_id,
      start_time: meetingTimes.start_time,
      end_time: meetingTimes.end_time,
      started: sql<boolean>`${slotStart} <= ${now.toISOString()}::timestamptz`,
      room_number: meetingRooms.room_number,
      table: meetings.room_seat,
      sender_name: sender.name,
      receiver_name: receiver.name,
      attendance: meetings.attendance,
    })
    .from(meetings)
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
    .innerJoin(sender, eq(sender.id, meetings.sender_id))
    .innerJoin(receiver, eq(receiver.id, meetings.receiver_id))
    .where(and(eq(meetingTimes.meeting_date, day), eq(meetings.meeting_status, 'accepted')))
    .orderBy(asc(meetingTimes.start_time), asc(meetingRooms.room_number), asc(meetings.room_seat));
  return rows.map((r) => ({ ...r, started: Boolean(r.started), attendance: r.attendance as MeetingAttendance | null }));
}

/** The days that have slots. */
export async function slotDays(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ day: meetingTimes.meeting_date }).from(meetingTimes).orderBy(asc(meetingTimes.meeting_date));
  return rows.map((r) => r.day);
}

/** The dashboard's meetings: states and attendance per day, live meetings per slot and room, the latest no-shows. */
export async function meetingDashboard(db: Db): Promise<MeetingDashboard> {
  const n = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [days, times, rooms, taken, noShows] = await Promise.all([
    db
      .select({
        date: meetingTimes.meeting_date,
        pending: n(sql`${meetings.meeting_status} = 'pending'`),
        accepted: n(sql`${meetings.meeting_status} = 'accepted'`),
        cancelled: n(sql`${meetings.meeting_status} = 'cancelled'`),
        held: n(sql`${meetings.attendance} = 'held'`),
        no_show: n(sql`${meetings.attendance} = 'no_show'`),
      })
      .from(meetings)
      .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
      .groupBy(meetingTimes.meeting_date)
      .orderBy(asc(meetingTimes.meeting_date)),
    allSlots(db),
    allRooms(db),
    liveMeetings(db),
    db
      .select({
        id: meetings.id,
        meeting_number: meetings.meeting_number,
        meeting_date: meetingTimes.meeting_date,
        start_time: meetingTimes.start_time,
        sender_name: sender.name,
        receiver_name: receiver.name,
        room_number: meetingRooms.room_number,
        table: meetings.room_seat,
      })
      .from(meetings)
      .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
      .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
      .innerJoin(sender, eq(sender.id, meetings.sender_id))
      .innerJoin(receiver, eq(receiver.id, meetings.receiver_id))
      .where(and(isNotNull(meetings.attendance), eq(meetings.attendance, 'no_show')))
      .orderBy(desc(meetingTimes.meeting_date), desc(meetingTimes.start_time), asc(meetings.id))
      .limit(50),
  ]);
  const byTime = new Map<number, { room_id: number; live: number }[]>();
  for (const t of taken) byTime.set(t.time_id, [...(byTime.get(t.time_id) ?? []), { room_id: t.room_id, live: t.live }]);
  return {
    days,
    slots: times.map(({ id, ...t }) => ({ time_id: id, ...t, rooms: byTime.get(id) ?? [] })),
    rooms,
    no_shows: noShows,
  };
}
