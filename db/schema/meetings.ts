import { check, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lang } from './lang';
import { blankTexts, createdAt, reference, requiredTexts, timestamps, timestamptz, updatedAt } from './columns';
import { dirCompanies } from './directory';

/**
 * B2B meetings at the mining week (spec event-and-directory.md §3): the people allowed to book
 * (meeting users), the rooms, the hourly time slots and the meetings between two users.
 *
 * What the database guarantees (DESIGN §7 "Bookings"), whatever the application does:
 * - a time slot ends after it starts, and no two slots of one day overlap (exclusion constraint on
 *   the slot's time range, hand-written in migration 0004);
 * - a person is in at most one pending or accepted meeting per slot: every live meeting holds one
 *   `meeting_seats` row per participant, unique per (user, slot); a cancelled meeting gives its seats up;
 * - a room holds at most `capacity` live meetings per slot: a live meeting takes a numbered table
 *   `room_seat`, unique per (room, slot) among live meetings, and a trigger refuses a number above the
 *   room's capacity (migration 0004).
 * Two concurrent requests for the same person, slot or last table cannot both win: the loser gets a
 * unique violation (23505) or the trigger's check violation (23514), which the API answers with 409.
 */
export const meetingUsers = pgTable(
  'meeting_users',
  {
    id: serial('id').primaryKey(),
    ...requiredTexts('name', 'name_en'),
    /** Stored lower-case; one user per address. */
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull().default(''),
    user_type: text('user_type').notNull().default('Exhibitor'),
    /** The language the user last signed in with: their mails are written in it. */
    lang: lang('lang').notNull().default('mn'),
    /**
     * The profile others find them by (issue 26 §8), edited by the user after signing in: the
     * organisation and position, what they offer and look for, and the directory categories they
     * work in (codes such as '0101'), matched against others' for suggestions.
     */
    ...blankTexts('organisation', 'position', 'offer', 'seek'),
    category_codes: text('category_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The directory company they represent, linking to its /yp page; null for none. */
    company_id: integer('company_id').references(() => dirCompanies.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('meeting_users_email_once').on(t.email),
    index('meeting_users_type_idx').on(t.user_type, t.id),
    check('meeting_users_type', sql`${t.user_type} in ('Exhibitor', 'Sponsor', 'Attendee')`),
    check('meeting_users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Sessions opened by a verified e-mail code (cookie `meeting_session`, token stored as SHA-256). */
export const meetingSessions = pgTable(
  'meeting_sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    meeting_user_id: reference('meeting_user_id', () => meetingUsers.id, 'cascade'),
    expires_at: timestamptz('expires_at').notNull(),
    ...createdAt(),
  },
  (t) => [index('meeting_sessions_user_idx').on(t.meeting_user_id)],
);

export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    id: serial('id').primaryKey(),
    room_number: text('room_number').notNull(),
    room_pic: text('room_pic'),
    capacity: integer('capacity').notNull(),
    ...updatedAt(),
  },
  (t) => [
    uniqueIndex('meeting_rooms_number_once').on(t.room_number),
    check('meeting_rooms_capacity', sql`${t.capacity} between 1 and 1000`),
  ],
);

/** A slot: a date and an hour range (Ulaanbaatar wall-clock time). */
export const meetingTimes = pgTable(
  'meeting_times',
  {
    id: serial('id').primaryKey(),
    meeting_date: date('meeting_date').notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    ...createdAt(),
  },
  (t) => [
    index('meeting_times_day_idx').on(t.meeting_date, t.start_time),
    check('meeting_times_order', sql`${t.end_time} > ${t.start_time}`),
  ],
);

/** Meeting numbers M-00001, M-00002, ... */
export const meetingNumberSeq = pgSequence('meeting_number_seq');

export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    meeting_number: text('meeting_number')
      .notNull()
      .default(sql`('M-' || lpad(nextval('meeting_number_seq')::text, 5, '0'))`),
    sender_id: reference('sender_id', () => meetingUsers.id, 'cascade'),
    receiver_id: reference('receiver_id', () => meetingUsers.id, 'cascade'),
    time_id: reference('time_id', () => meetingTimes.id),
    room_id: reference('room_id', () => meetingRooms.id),
    /** The room's table this meeting takes, 1..capacity (see the header). */
    room_seat: integer('room_seat').notNull(),
    meeting_status: text('meeting_status').notNull().default('pending'),
    meeting_description: text('meeting_description').notNull().default(''),
    /**
     * A pending request's deadline (issue 26 §2): the request expires then, or at the slot's start
     * when that comes first. Set when it is made; a trigger (migration 0009) plans its `jobs` row.
     */
    expires_at: timestamptz('expires_at'),
    /** Why a cancelled meeting ended and when: declined, cancelled (by a side or an organiser), expired. */
    closed_reason: text('closed_reason'),
    closed_at: timestamptz('closed_at'),
    /** Marked on the day by an organiser (issue 26 §6): held or no-show; null until then. */
    attendance: text('attendance'),
    attendance_at: timestamptz('attendance_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('meetings_number_once').on(t.meeting_number),
    uniqueIndex('meetings_room_seat_once')
      .on(t.room_id, t.time_id, t.room_seat)
      .where(sql`${t.meeting_status} <> 'cancelled'`),
    index('meetings_status_idx').on(t.meeting_status, t.created_at),
    index('meetings_sender_idx').on(t.sender_id),
    index('meetings_receiver_idx').on(t.receiver_id),
    index('meetings_time_idx').on(t.time_id),
    check('meetings_status', sql`${t.meeting_status} in ('pending', 'accepted', 'cancelled')`),
    check('meetings_two_people', sql`${t.sender_id} <> ${t.receiver_id}`),
    check('meetings_room_seat', sql`${t.room_seat} >= 1`),
    check('meetings_closed_reason', sql`${t.closed_reason} in ('declined', 'cancelled', 'expired')`),
    check('meetings_attendance', sql`${t.attendance} in ('held', 'no_show')`),
  ],
);

/**
 * What happened to a meeting, by whom and when (issue 26 §1, §9): shown in the users' history and
 * the admin. `actor` is which side acted, an organiser (`admin_id`) or the system (expiry, a user's
 * deletion); `detail` holds a move's from/to slot, room and table.
 */
export const meetingEvents = pgTable(
  'meeting_events',
  {
    id: serial('id').primaryKey(),
    meeting_id: reference('meeting_id', () => meetings.id, 'cascade'),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    admin_id: integer('admin_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ...createdAt(),
  },
  (t) => [
    index('meeting_events_meeting_idx').on(t.meeting_id, t.id),
    check(
      'meeting_events_action',
      sql`${t.action} in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'moved', 'held', 'no_show')`,
    ),
    check('meeting_events_actor', sql`${t.actor} in ('sender', 'receiver', 'organiser', 'system')`),
  ],
);

/** One row per participant of a live (pending or accepted) meeting: a person is once per slot. */
export const meetingSeats = pgTable(
  'meeting_seats',
  {
    meeting_id: reference('meeting_id', () => meetings.id, 'cascade'),
    user_id: reference('user_id', () => meetingUsers.id, 'cascade'),
    time_id: reference('time_id', () => meetingTimes.id),
  },
  (t) => [primaryKey({ columns: [t.meeting_id, t.user_id] }), uniqueIndex('meeting_seats_person_once').on(t.user_id, t.time_id)],
);
