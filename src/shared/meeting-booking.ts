import { z } from 'zod';
import type { Lang } from './lang';
import type { MeetingEventAction, MeetingEventActor, MeetingStatus, MeetingUserType } from './meetings';
import { MEETING_USER_TYPES } from './meetings';
import { messageKeys } from './message-keys';

/**
 * Booking by meeting users (issue 14; the spec leaves it "not shown"): sign-in with an e-mailed
 * six-digit code at `/api/yp/auth/login`, the signed-in user at `/api/yp/get/user`, then the
 * participants, free slots, requests and the user's own meetings. The calls' inputs and answers are
 * here, shared by the API (`src/api/yp/meetings/booking/`) and the page's island.
 *
 * Calls (all under /api/yp; the booking calls need the meeting session cookie, else 401):
 * - POST /auth/login  {email, lang?}        -> {message}      (same answer for an unknown address)
 * - POST /auth/login  {email, code, lang?}  -> {account}      (opens the session: HttpOnly cookie)
 * - GET  /get/user                          -> {user}         (401 without a session)
 * - POST /auth/logout                       -> {message}
 * - GET  /get/meeting-participants?term&type&page&limit&lang -> {users, total, totalPages} (never oneself;
 *   term also finds organisation, position, offer and seek; those sharing a category with me first)
 * - GET  /get/meeting-slots?with={userId}   -> {days, rooms}
 * - GET  /get/my-meetings                   -> {meetings}
 * - POST /insert/meeting {receiver_id, time_id, room_id, meeting_description} -> {meeting}; 409 when
 *   either person is taken in that slot or the room is full
 * - POST /update/meeting {id, action}       -> {meeting}: the receiver accepts or declines a pending
 *   request; either side cancels a pending or accepted meeting; someone else's meeting 404; 409 once
 *   the meeting's slot has started
 * - GET  /get/meeting-session               -> {user}         (null without a session: 200, no console error)
 * - GET  /get/meeting-profile               -> {profile, categories} (the own profile and the directory's categories)
 * - POST /update/meeting-profile {organisation, position, offer, seek, category_codes, company_id} -> {profile, message}
 * - GET  /get/meeting-companies?term        -> {companies} (approved directory companies by name, for the profile)
 */

export const BOOKING_PAGE_SIZE = 20;
export const BOOKING_PAGE_SIZES = [20, 50, 100] as const;
export const MAX_DESCRIPTION = 500;
/** The meeting session: HttpOnly cookie, 8 hours (a day at the event). */
export const MEETING_SESSION_HOURS = 8;

export const BOOKING_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The API's messages in the caller's language (the login's `lang`, then the user's stored one). */
export const BOOKING_MESSAGES = messageKeys('msg.booking.', [
  'email',
  'code',
  'codeSent',
  'codeWrong',
  'codeExpired',
  'codeLocked',
  'codeSendFailed',
  'invalid',
  'signIn',
  'signedIn',
  'signedOut',
  'notFound',
  'userNotFound',
  'timeNotFound',
  'roomNotFound',
  'self',
  'started',
  'youBusy',
  'theyBusy',
  'roomFull',
  'description',
  'action',
  'notReceiver',
  'state',
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'startedChange',
  'profileSaved',
  'organisation',
  'position',
  'offer',
  'seek',
  'categories',
  'company',
]);
export type BookingMessage = keyof typeof BOOKING_MESSAGES;

const langField = z.enum(['mn', 'en']).optional();
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  lang: langField,
});
export const participantsQuery = z.object({
  term: z.string().trim().max(100).optional(),
  type: z.enum(['all', ...MEETING_USER_TYPES]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (BOOKING_PAGE_SIZES as readonly number[]).includes(n))
    .default(BOOKING_PAGE_SIZE),
  /** The page's language: the list is in the alphabet of the names it shows. */
  lang: langField,
});
export const slotsQuery = z.object({ with: id.optional() });
export const meetingRequestSchema = z.object({
  receiver_id: id,
  time_id: id,
  room_id: id,
  meeting_description: z.string().trim().max(MAX_DESCRIPTION).default(''),
});
export const meetingActionSchema = z.object({ id, action: z.enum(BOOKING_ACTIONS) });

/** The profile's limits (issue 26 §8). */
export const PROFILE_LIMITS = { organisation: 200, position: 200, offer: 1000, seek: 1000, categories: 20 } as const;
/** A directory sub-category code: main code + two digits (`0101`). */
const categoryCode = z.string().regex(/^\d{4}$/);
export const meetingProfileSchema = z.object({
  organisation: z.string().trim().max(PROFILE_LIMITS.organisation).default(''),
  position: z.string().trim().max(PROFILE_LIMITS.position).default(''),
  offer: z.string().trim().max(PROFILE_LIMITS.offer).default(''),
  seek: z.string().trim().max(PROFILE_LIMITS.seek).default(''),
  // each code once, in the order given; whether they exist is the database's answer (400 `categories`)
  category_codes: z
    .array(categoryCode)
    .max(PROFILE_LIMITS.categories)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  company_id: id.nullable().default(null),
});
export type MeetingProfileInput = z.input<typeof meetingProfileSchema>;
export const companiesQuery = z.object({ term: z.string().trim().min(1).max(100) });

/** The signed-in meeting user (`account` of the login, `user` of /get/user). */
export interface MeetingAccount {
  id: number;
  name: string;
  name_en: string;
  email: string;
  user_type: MeetingUserType;
  lang: Lang;
}
/** Another participant as the booking page lists them: no e-mail or phone. */
export interface Participant {
  id: number;
  name: string;
  name_en: string;
  user_type: MeetingUserType;
  /** Their profile (issue 26 §8): '' where not filled in. */
  organisation?: string;
  position?: string;
  offer?: string;
  seek?: string;
  /** Their approved directory company (its /yp page), or null. */
  company?: DirectoryCompanyRef | null;
  /** Their categories overlap the viewer's: listed first, marked "Suggested for you". */
  suggested?: boolean;
}
/** A directory company a participant represents (only approved ones: they have a public page). */
export interface DirectoryCompanyRef {
  id: number;
  name_mn: string;
  name_en: string;
}
/** A directory sub-category the profile may name. */
export interface ProfileCategory {
  code: string;
  main_code: string;
  name_mn: string;
  name_en: string;
}
/** The signed-in user's own profile. */
export interface MeetingProfile {
  organisation: string;
  position: string;
  offer: string;
  seek: string;
  category_codes: string[];
  company: DirectoryCompanyRef | null;
}
/** One line of a meeting's history: who did what, when (ISO instant). */
export interface MeetingHistoryEntry {
  action: MeetingEventAction;
  actor: MeetingEventActor;
  created_at: string;
}
export interface BookingRoom {
  id: number;
  room_number: string;
  room_pic: string | null;
  capacity: number;
}
export interface BookingSlot {
  time_id: number;
  start_time: string;
  end_time: string;
  /** The slot has started (Ulaanbaatar time): it cannot be booked. */
  started: boolean;
  /** I have a pending or accepted meeting in it. */
  me_busy: boolean;
  /** The `with` participant has one (false when no `with` is given). */
  them_busy: boolean;
  /** Ids of rooms with a free table in this slot. */
  free_rooms: number[];
}
export interface BookingDay {
  /** YYYY-MM-DD */
  date: string;
  slots: BookingSlot[];
}
export interface MyMeeting {
  id: number;
  meeting_number: string;
  meeting_status: MeetingStatus;
  /** incoming: I was asked; outgoing: I asked. */
  direction: 'incoming' | 'outgoing';
  other: Participant;
  meeting_date: string;
  start_time: string;
  end_time: string;
  room_number: string;
  /** The meeting's table in its room (1..capacity), assigned when it is requested. */
  table: number;
  room_pic: string | null;
  meeting_description: string;
  created_at: string;
  /** Why a cancelled meeting closed (declined, cancelled, expired), or null. */
  closed_reason?: 'declined' | 'cancelled' | 'expired' | null;
  /** The slot has ended (Ulaanbaatar time): the meeting belongs to the past. */
  past?: boolean;
  /** Its history, oldest first (issue 26 §9). */
  history?: MeetingHistoryEntry[];
}
