import { z } from 'zod';
import { positiveId } from './files';
import { messageKeys } from './message-keys';

/**
 * B2B meetings (event-and-directory.md §2 add-user, meeting-users, meeting-list, meeting-info; §3
 * Meeting entities; §5, §8, §9): the constants, the admin inputs the server checks and the screens
 * validate with, and the Mongolian messages of the back office. Booking by meeting users (beyond the
 * spec) has its own module, `meeting-booking.ts`.
 */
export const MEETING_USER_TYPES = ['Exhibitor', 'Sponsor', 'Attendee'] as const;
export type MeetingUserType = (typeof MEETING_USER_TYPES)[number];
export const DEFAULT_MEETING_USER_TYPE: MeetingUserType = 'Exhibitor';
/** The meeting-users type filter (spec §9: default all). */
export const MEETING_USER_FILTERS = ['all', 'Exhibitor', 'Attendee', 'Sponsor'] as const;

export const MEETING_STATUSES = ['pending', 'accepted', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
/** Why a cancelled meeting ended (`meetings.closed_reason`). */
export const MEETING_CLOSED_REASONS = ['declined', 'cancelled', 'expired'] as const;
export type MeetingClosedReason = (typeof MEETING_CLOSED_REASONS)[number];
/** Marked on the day by an organiser. */
export const MEETING_ATTENDANCE = ['held', 'no_show'] as const;
export type MeetingAttendance = (typeof MEETING_ATTENDANCE)[number];
/** A meeting's history (`meeting_events`): what happened and who did it. */
export const MEETING_EVENT_ACTIONS = ['requested', 'accepted', 'declined', 'cancelled', 'expired', 'moved', 'held', 'no_show'] as const;
export type MeetingEventAction = (typeof MEETING_EVENT_ACTIONS)[number];
export const MEETING_EVENT_ACTORS = ['sender', 'receiver', 'organiser', 'system'] as const;
export type MeetingEventActor = (typeof MEETING_EVENT_ACTORS)[number];
/** The meeting-list status filter. */
export const MEETING_STATUS_FILTERS = ['all', 'accepted', 'pending', 'cancelled'] as const;

/** Spec §9: meetings and meeting users 20/50/100, default 20. */
export const MEETING_PAGE_SIZES = [20, 50, 100] as const;
export const MEETING_DEFAULT_LIMIT = 20;
/** Spec §9: meeting messages hide after 5000 ms; time inputs step 3600 s. */
export const MEETING_MESSAGE_MS = 5000;
export const MEETING_TIME_STEP_SECONDS = 3600;

/** Where room pictures are stored. */
export const ROOM_PIC_FOLDER = 'meetings/rooms';

export const MEETING_MESSAGES = messageKeys('msg.meetings.', [
  'id',
  'name',
  'nameEn',
  'email',
  'phone',
  'userType',
  'emailTaken',
  'userNotFound',
  'roomNumber',
  'roomTaken',
  'capacity',
  'capacityBelowBooked',
  'roomNotFound',
  'roomPic',
  'date',
  'startTime',
  'endTime',
  'endAfterStart',
  'wholeHour',
  'overlap',
  'timeNotFound',
  'timeHasMeetings',
  'tooLong',
  'added',
  'updated',
  'deleted',
  'error',
  'timeDeleteError',
  'confirmTimeDelete',
  'confirmUserDelete',
  'empty',
  'statusFilter',
  'formula',
  'confirmUserDeleteMeetings',
  'meetingSearch',
  // organisers stepping in (issue 26 §1, §6)
  'meetingNotFound',
  'organiserAction',
  'attendance',
  'meetingState',
  'slotStarted',
  'notStarted',
  'personBusy',
  'roomFull',
  'samePlace',
  'organiserAccepted',
  'organiserCancelled',
  'organiserMoved',
  'attendanceHeld',
  'attendanceNoShow',
  'attendanceCleared',
]);
const M = MEETING_MESSAGES;

const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);

/**
 * What a spreadsheet program would run as a formula (CSV injection, issue 26): a value starting,
 * after spaces, with `=`, `+`, `-`, `@`, a tab or a carriage return. A phone number may start with
 * '+'. The one rule of the single add form (meetingUserSchema) and the bulk import's cells.
 */
export const startsLikeFormula = (value: string, phone = false) => {
  const s = value.replace(/^ +/, '');
  return /^[=@\t\r-]/.test(s) || (s.startsWith('+') && !phone);
};
const noFormula =
  (phone = false) =>
  (v: string) =>
    !startsLikeFormula(v, phone);

export const meetingUserTypeSchema = z.enum(MEETING_USER_TYPES, { error: M.userType });

/** A meeting user as the single form and each row of a bulk file send it (spec §3, §5). */
export const meetingUserSchema = z.object({
  name: text(M.name).refine(noFormula(), M.formula),
  name_en: text(M.nameEn).refine(noFormula(), M.formula),
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .refine(noFormula(), M.formula)
    .pipe(z.email({ error: M.email }).max(254, M.email)),
  phone_number: z
    .string({ error: M.phone })
    .trim()
    .max(40, M.phone)
    .regex(/^[+0-9 ()-]*$/, M.phone)
    .refine(noFormula(true), M.formula)
    .default(''),
  user_type: meetingUserTypeSchema.default(DEFAULT_MEETING_USER_TYPE),
});
export type MeetingUserInput = z.infer<typeof meetingUserSchema>;

/** Dates and hours as the time form sends them: YYYY-MM-DD and HH:MM (seconds allowed, must be 0). */
export const meetingTimeSchema = z.object({
  date: z.string({ error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, M.date),
  start_time: z.string({ error: M.startTime }).regex(/^\d{2}:\d{2}(:\d{2})?$/, M.startTime),
  end_time: z.string({ error: M.endTime }).regex(/^\d{2}:\d{2}(:\d{2})?$/, M.endTime),
});
export type MeetingTimeInput = z.infer<typeof meetingTimeSchema>;

/** Answer shapes (spec §3). Times are `HH:MM:SS` (shown as their first five characters). */
export interface MeetingUserRow {
  id: number;
  name: string;
  name_en: string;
  email: string;
  phone_number: string;
  user_type: MeetingUserType;
}
export interface MeetingRoomRow {
  id: number;
  room_number: string;
  room_pic: string | null;
  capacity: number;
}
export interface MeetingTimeRow {
  id: number;
  /** YYYY-MM-DD */
  meeting_date: string;
  start_time: string;
  end_time: string;
}
export interface MeetingRow {
  id: number;
  meeting_number: string;
  meeting_status: MeetingStatus;
  meeting_date: string;
  meeting_time: string;
  end_time: string;
  sender_name: string;
  sender_name_en: string;
  receiver_name: string;
  receiver_name_en: string;
  meeting_description: string;
  room_number: string;
  capacity: number;
  room_pic: string | null;
  created_at: string;
  /** The room's table the meeting takes (issue 26 §5). */
  table: number;
  /** Marked on the day by an organiser (issue 26 §6), null until then. */
  attendance: MeetingAttendance | null;
}

/** Shown as the first five characters (spec §9). */
export const hhmm = (time: string) => time.slice(0, 5);

/** The admin's edit of a meeting user (`POST /yellow-page/update/meeting-user`): the id and every field of the form. */
export const meetingUserUpdateSchema = meetingUserSchema.extend({ id: positiveId(M.id) });
export type MeetingUserUpdate = z.infer<typeof meetingUserUpdateSchema>;
/** `GET /yellow-page/get/meeting-users`: the type filter (default all). */
export const meetingUserFilterSchema = z.enum(MEETING_USER_FILTERS, { error: M.userType }).default('all');

/** An admin list's search box (issue 26): searched on the server over the whole list, `%` and `_` literally. */
export const adminSearchTerm = z.string({ error: M.meetingSearch }).trim().max(100, M.meetingSearch).default('');

/** The meeting users table's column filters (the GridTable's inputs), each searched over the whole list. */
export const MEETING_USER_COLUMN_FILTERS = ['name', 'name_en', 'email', 'phone_number', 'user_type'] as const;
export const meetingUserColumnFilters = Object.fromEntries(MEETING_USER_COLUMN_FILTERS.map((c) => [c, adminSearchTerm])) as Record<
  (typeof MEETING_USER_COLUMN_FILTERS)[number],
  typeof adminSearchTerm
>;

/** A meeting user as the admin list answers it: with how many live (pending or accepted) meetings a delete would cancel. */
export type MeetingUserListRow = MeetingUserRow & { organisation: string; live_meetings: number };
