import { z } from 'zod';
import { positiveId } from './files';
import { MEETING_MESSAGES as M, type MeetingAttendance, type MeetingStatus } from './meetings';

/**
 * Organisers stepping in on any meeting (issue 26 §1) and marking it on the day (§6): the admin's
 * inputs the server checks, and the answers of the screens that read them.
 */

/** `POST /yellow-page/update/meeting-status` { id, action }: accept on the receiver's behalf (pending) or cancel (pending or accepted). */
export const ORGANISER_ACTIONS = ['accept', 'cancel'] as const;
export type OrganiserAction = (typeof ORGANISER_ACTIONS)[number];
export const organiserStatusSchema = z.object({
  id: positiveId(M.id),
  action: z.enum(ORGANISER_ACTIONS, { error: M.organiserAction }),
});

/** `POST /yellow-page/update/meeting-move` { id, time_id, room_id }: to another slot and/or room (pending or accepted). */
export const organiserMoveSchema = z.object({
  id: positiveId(M.id),
  time_id: positiveId(M.timeNotFound),
  room_id: positiveId(M.roomNotFound),
});

/** `POST /yellow-page/update/meeting-attendance` { id, attendance }: held, no-show, or null to undo the mark. */
export const attendanceSchema = z.object({
  id: positiveId(M.id),
  attendance: z.enum(['held', 'no_show'], { error: M.attendance }).nullable(),
});

/** `GET /yellow-page/get/meeting-move-options?id=`. */
export const moveOptionsQuery = z.object({ id: positiveId(M.id) });

/** `GET /yellow-page/get/meetings-today?date=YYYY-MM-DD` (default: today in Ulaanbaatar). */
export const checkInQuery = z.object({
  date: z
    .string({ error: M.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
    .optional(),
});

/** One slot a meeting could move to: whether it started, who of the two is busy then, and each room's free tables. */
export interface MoveSlot {
  time_id: number;
  meeting_date: string;
  start_time: string;
  end_time: string;
  started: boolean;
  /** The sender / receiver has another live meeting in this slot. */
  sender_busy: boolean;
  receiver_busy: boolean;
  /** Free tables per room id (the meeting's own table counts as free in its own slot and room). */
  free: Record<number, number>;
}
export interface MoveOptions {
  meeting: { id: number; time_id: number; room_id: number; table: number; meeting_status: MeetingStatus };
  rooms: { id: number; room_number: string; capacity: number }[];
  slots: MoveSlot[];
}

/** A meeting on the check-in screen. */
export interface CheckInMeeting {
  id: number;
  meeting_number: string;
  time_id: number;
  start_time: string;
  end_time: string;
  started: boolean;
  room_number: string;
  table: number;
  sender_name: string;
  receiver_name: string;
  attendance: MeetingAttendance | null;
}
export interface CheckInDay {
  date: string;
  /** The days that have slots, to pick another. */
  days: string[];
  meetings: CheckInMeeting[];
}

/** The dashboard's meetings part (issue 26 §6). */
export interface MeetingDashboard {
  /** Meetings per day: live states, how cancelled ones ended, attendance. */
  days: {
    date: string;
    pending: number;
    accepted: number;
    cancelled: number;
    held: number;
    no_show: number;
  }[];
  /** Each slot's live meetings per room against the room's capacity. */
  slots: { time_id: number; meeting_date: string; start_time: string; end_time: string; rooms: { room_id: number; live: number }[] }[];
  rooms: { id: number; room_number: string; capacity: number }[];
  /** The latest no-shows. */
  no_shows: {
    id: number;
    meeting_number: string;
    meeting_date: string;
    start_time: string;
    sender_name: string;
    receiver_name: string;
    room_number: string;
    table: number;
  }[];
}
