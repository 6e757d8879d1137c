import { aliasedTable, and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@db/schema';

/** Queries of the printed schedules (issue 26 §5): one per need, Drizzle only. */

/** Whom a schedule names: both names, and the organisation and position they gave ('' when not). */
export interface SchedulePerson {
  id: number;
  name: string;
  name_en: string;
  organisation: string;
  position: string;
}

const personColumns = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  name_en: meetingUsers.name_en,
  organisation: meetingUsers.organisation,
  position: meetingUsers.position,
};

export interface PersonMeeting {
  meeting_number: string;
  meeting_date: string;
  start_time: string;
  end_time: string;
  room_number: string;
  table: number;
  other: SchedulePerson;
}

/** A meeting user with their accepted meetings by time (the other side, room and table of each); null for no such user. */
export async function personSchedule(db: Db, id: number): Promise<{ person: SchedulePerson; meetings: PersonMeeting[] } | null> {
  const [person] = await db.select(personColumns).from(meetingUsers).where(eq(meetingUsers.id, id)).limit(1);
  if (!person) return null;
  const other = aliasedTable(meetingUsers, 'other');
  const rows = await db
    .select({
      meeting_number: meetings.meeting_number,
      meeting_date: meetingTimes.meeting_date,
      start_time: meetingTimes.start_time,
      end_time: meetingTimes.end_time,
      room_number: meetingRooms.room_number,
      table: meetings.room_seat,
      other_id: other.id,
      other_name: other.name,
      other_name_en: other.name_en,
      other_organisation: other.organisation,
      other_position: other.position,
    })
    .from(meetings)
    .innerJoin(other, and(or(eq(other.id, meetings.sender_id), eq(other.id, meetings.receiver_id)), ne(other.id, id)))
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .innerJoin(meetingRooms, eq(meetingRooms.id, meetings.room_id))
    .where(and(eq(meetings.meeting_status, 'accepted'), or(eq(meetings.sender_id, id), eq(meetings.receiver_id, id))))
    .orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.start_time), asc(meetings.id));
  return {
    person,
    meetings: rows.map((r) => ({
      meeting_number: r.meeting_number,
      meeting_date: r.meeting_date,
      start_time: r.start_time,
      end_time: r.end_time,
      room_number: r.room_number,
      table: r.table,
      other: {
        id: r.other_id,
        name: r.other_name,
        name_en: r.other_name_en,
        organisation: r.other_organisation,
        position: r.other_position,
      },
    })),
  };
}

export interface ScheduleRoom {
  id: number;
  room_number: string;
  capacity: number;
}
export interface ScheduleSlot {
  id: number;
  meeting_date: string;
  start_time: string;
  end_time: string;
}
/** A table taken in a slot: the accepted meeting with both people, or a pending request holding it. */
export interface RoomTable {
  room_id: number;
  time_id: number;
  table: number;
  meeting_number: string;
  status: 'accepted' | 'pending';
  people: [SchedulePerson, SchedulePerson];
}

/**
 * Rooms (one, or all when `roomId` is undefined) with every slot and the tables taken in them, in
 * four queries; null when the one room asked for does not exist.
 */
export async function roomSchedules(
  db: Db,
  roomId?: number,
): Promise<{ rooms: ScheduleRoom[]; slots: ScheduleSlot[]; tables: RoomTable[] } | null> {
  const rooms = await db
    .select({ id: meetingRooms.id, room_number: meetingRooms.room_number, capacity: meetingRooms.capacity })
    .from(meetingRooms)
    .where(roomId === undefined ? undefined : eq(meetingRooms.id, roomId))
    .orderBy(asc(meetingRooms.room_number), asc(meetingRooms.id));
  if (roomId !== undefined && !rooms.length) return null;
  const slots = await db
    .select({
      id: meetingTimes.id,
      meeting_date: meetingTimes.meeting_date,
      start_time: meetingTimes.start_time,
      end_time: meetingTimes.end_time,
    })
    .from(meetingTimes)
    .orderBy(asc(meetingTimes.meeting_date), asc(meetingTimes.start_time));
  const taken = rooms.length
    ? await db
        .select({
          room_id: meetings.room_id,
          time_id: meetings.time_id,
          table: meetings.room_seat,
          meeting_number: meetings.meeting_number,
          status: meetings.meeting_status,
          sender_id: meetings.sender_id,
          receiver_id: meetings.receiver_id,
        })
        .from(meetings)
        .where(
          and(
            inArray(
              meetings.room_id,
              rooms.map((r) => r.id),
            ),
            ne(meetings.meeting_status, 'cancelled'),
          ),
        )
    : [];
  const ids = [...new Set(taken.flatMap((m) => [m.sender_id, m.receiver_id]))];
  const people = ids.length ? await db.select(personColumns).from(meetingUsers).where(inArray(meetingUsers.id, ids)) : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const tables: RoomTable[] = taken.flatMap((m) => {
    const sender = byId.get(m.sender_id);
    const receiver = byId.get(m.receiver_id);
    if (!sender || !receiver) return [];
    return [
      {
        room_id: m.room_id,
        time_id: m.time_id,
        table: m.table,
        meeting_number: m.meeting_number,
        status: m.status === 'accepted' ? 'accepted' : 'pending',
        people: [sender, receiver] as [SchedulePerson, SchedulePerson],
      },
    ];
  });
  return { rooms, slots, tables };
}
