import { and, asc, count, desc, eq, ilike, max, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@db/client';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@db/schema';
import type { MeetingAttendance, MeetingRoomRow, MeetingRow, MeetingStatus, MeetingTimeRow } from '@shared/meetings';
import type { MeetingRoomInsert, MeetingTimeInsert } from '@shared/meeting-schedule';
import { pagedRows } from '@api/rows';
import { containsPattern } from '@api/like';

const live = ne(meetings.meeting_status, 'cancelled');

const roomColumns = {
  id: meetingRooms.id,
  room_number: meetingRooms.room_number,
  room_pic: meetingRooms.room_pic,
  capacity: meetingRooms.capacity,
};
const timeColumns = {
  id: meetingTimes.id,
  meeting_date: meetingTimes.meeting_date,
  start_time: meetingTimes.start_time,
  end_time: meetingTimes.end_time,
};

/** A slot with how many live (pending or accepted) meetings it holds. */
export type ScheduleTimeRow = MeetingTimeRow & { booked: number };

/** The meeting-info screen's data: the slots by day and hour with their live meetings, the rooms by name. */
export async function timesAndRooms(db: Db): Promise<{ times: ScheduleTimeRow[]; rooms: MeetingRoomRow[] }> {
  const times = await db
    .select({ ...timeColumns, booked: sql<number>`count(${meetings.id}) filter (where ${live})`.mapWith(Number) })
    .from(meetingTimes)
    .leftJoin(meetings, eq(meetings.time_id, meetingTimes.id))
    .groupBy(meetingTimes.id)
    .orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.start_time));
  const rooms = await db.select(roomColumns).from(meetingRooms).orderBy(asc(meetingRooms.room_number), asc(meetingRooms.id));
  return { times, rooms };
}

/** A new slot; an overlap with another of the same day is refused by the database (23P01). */
export async function insertTime(db: Db, input: MeetingTimeInsert): Promise<ScheduleTimeRow> {
  const [row] = await db
    .insert(meetingTimes)
    .values({ meeting_date: input.date, start_time: input.start_time, end_time: input.end_time })
    .returning(timeColumns);
  return { ...row, booked: 0 };
}

/**
 * Deletes a slot with its cancelled meetings, in one transaction. The slot's row is locked first:
 * a booking into it (whose foreign key check shares that row) either committed before, and is
 * counted, or waits and then fails. 'busy' when it holds pending or accepted meetings.
 */
export async function deleteTime(db: Db, id: number): Promise<'missing' | 'busy' | 'deleted'> {
  return db.transaction(async (tx) => {
    const [slot] = await tx.select({ id: meetingTimes.id }).from(meetingTimes).where(eq(meetingTimes.id, id)).for('update');
    if (!slot) return 'missing' as const;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(meetings)
      .where(and(eq(meetings.time_id, id), live));
    if (n > 0) return 'busy' as const;
    // their seats go with them (cascade); cancelled meetings hold none
    await tx.delete(meetings).where(eq(meetings.time_id, id));
    await tx.delete(meetingTimes).where(eq(meetingTimes.id, id));
    return 'deleted' as const;
  });
}

export async function insertRoom(db: Db, input: Omit<MeetingRoomInsert, 'image'>, pic: string | null): Promise<MeetingRoomRow> {
  const [row] = await db
    .insert(meetingRooms)
    .values({ room_number: input.room_number, capacity: input.capacity, room_pic: pic })
    .returning(roomColumns);
  return row;
}

/**
 * Updates a room (its picture only when `pic` is given). The room is locked first, so bookings into
 * it wait; the capacity may not go below the highest table a live meeting holds in any slot (at
 * least the number of live meetings there): their tables stay theirs. 'below' or 'missing' change
 * nothing; otherwise the row and the picture it had.
 */
export async function updateRoom(
  db: Db,
  id: number,
  input: Omit<MeetingRoomInsert, 'image'>,
  pic: string | undefined,
): Promise<'missing' | 'below' | { room: MeetingRoomRow; oldPic: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select(roomColumns).from(meetingRooms).where(eq(meetingRooms.id, id)).for('update');
    if (!old) return 'missing' as const;
    const [{ highest }] = await tx
      .select({ highest: max(meetings.room_seat) })
      .from(meetings)
      .where(and(eq(meetings.room_id, id), live));
    if ((highest ?? 0) > input.capacity) return 'below' as const;
    const [room] = await tx
      .update(meetingRooms)
      .set({ room_number: input.room_number, capacity: input.capacity, updated_at: new Date(), ...(pic ? { room_pic: pic } : {}) })
      .where(eq(meetingRooms.id, id))
      .returning(roomColumns);
    return { room, oldPic: old.room_pic };
  });
}

const sender = alias(meetingUsers, 'sender');
const receiver = alias(meetingUsers, 'receiver');

/**
 * The meetings list, newest first: one query with its people, slot and room, and the total. `term`
 * searches the whole list (either person's name in both languages, or the meeting number; wildcards
 * literally), `date` keeps one day's slots.
 */
export async function meetingList(
  db: Db,
  { type, term = '', date = '', page, limit }: { type: MeetingStatus | 'all'; term?: string; date?: string; page: number; limit: number },
): Promise<{ meetings: MeetingRow[]; total: number }> {
  const pattern = term ? containsPattern(term) : null;
  const where = and(
    type === 'all' ? undefined : eq(meetings.meeting_status, type),
    pattern
      ? or(
          ilike(meetings.meeting_number, pattern),
          ilike(sender.name, pattern),
          ilike(sender.name_en, pattern),
          ilike(receiver.name, pattern),
          ilike(receiver.name_en, pattern),
        )
      : undefined,
    date ? eq(meetingTimes.meeting_date, date) : undefined,
  );
  // the people and the slot are searched: the count joins them too (each meeting has exactly one of each)
  const total = db
    .select({ n: count() })
    .from(meetings)
    .innerJoin(sender, eq(sender.id, meetings.sender_id))
    .innerJoin(receiver, eq(receiver.id, meetings.receiver_id))
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .where(where)
    .then(([r]) => r?.n ?? 0);
  const list = db
    .select({
      id: meetings.id,
      meeting_number: meetings.meeting_number,
      meeting_status: meetings.meeting_status,
      meeting_date: meetingTimes.meeting_date,
      meeting_time: meetingTimes.start_time,
      end_time: meetingTimes.end_time,
      sender_name: sender.name,
      sender_name_en: sender.name_en,
      receiver_name: receiver.name,
      receiver_name_en: receiver.name_en,
      meeting_description: meetings.meeting_description,
      room_number: meetingRooms.room_number,
      capacity: meetingRooms.capacity,
      room_pic: meetingRooms.room_pic,
      created_at: meetings.created_at,
      table: meetings.room_seat,
      attendance: sql<MeetingAttendance | null>`${meetings.attendance}`,
    })
    .from(meetings)
    .innerJoin(sender, eq(sender.id, meetings.sender_id))
    .innerJoin(receiver, eq(receiver.id, meetings.receiver_id))
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
    .where(where)
    .orderBy(desc(meetings.created_at), desc(meetings.id))
    .$dynamic();
  const { rows, total: n } = await pagedRows(list, total, page, limit);
  return {
    meetings: rows.map((r) => ({ ...r, meeting_status: r.meeting_status as MeetingStatus, created_at: r.created_at.toISOString() })),
    total: n,
  };
}
