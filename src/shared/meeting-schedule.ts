import { z } from 'zod';
import { keptOrChosenFile, positiveId } from './files';
import { MEETING_MESSAGES as M, MEETING_STATUS_FILTERS, adminSearchTerm, meetingTimeSchema } from './meetings';

/**
 * The admin's rooms, time slots and meetings list (/admin/yellow/meeting-info and meeting-list; spec
 * §5 "Meeting room", "Meeting time", §7): the inputs the server checks and the screens validate with.
 */

/** `HH:MM[:SS]` as its hour, minute and second (the schema's regex has checked the shape). */
const clock = (v: string) => v.split(':').map(Number) as [number, number, number?];
const hourOf = (v: string) => {
  const [h, m, s = 0] = clock(v);
  return h <= 23 && m <= 59 && s <= 59 ? { h, whole: m === 0 && s === 0 } : null;
};
/** A real calendar day (the regex lets 2026-02-30 through; Postgres would refuse it with a 500). */
const isDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * `POST /yellow-page/insert/meeting-time` { date, start_time, end_time }: the spec's three required
 * messages, then (beyond the spec's silence, issue 14) whole hours and an end after the start.
 * An overlap with another slot of the day is the database's to refuse (409).
 */
export const meetingTimeInsertSchema = meetingTimeSchema.superRefine((v, ctx) => {
  if (!isDay(v.date)) ctx.addIssue({ code: 'custom', message: M.date, path: ['date'] });
  const start = hourOf(v.start_time);
  const end = hourOf(v.end_time);
  if (!start) ctx.addIssue({ code: 'custom', message: M.startTime, path: ['start_time'] });
  else if (!start.whole) ctx.addIssue({ code: 'custom', message: M.wholeHour, path: ['start_time'] });
  if (!end) ctx.addIssue({ code: 'custom', message: M.endTime, path: ['end_time'] });
  else if (!end.whole) ctx.addIssue({ code: 'custom', message: M.wholeHour, path: ['end_time'] });
  if (start?.whole && end?.whole && end.h <= start.h) ctx.addIssue({ code: 'custom', message: M.endAfterStart, path: ['end_time'] });
});
export type MeetingTimeInsert = z.output<typeof meetingTimeInsertSchema>;

const roomFields = {
  room_number: z.string({ error: M.roomNumber }).trim().min(1, M.roomNumber).max(100, M.tooLong),
  capacity: z.coerce.number({ error: M.capacity }).int(M.capacity).min(1, M.capacity).max(1000, M.capacity),
  /** The picture is optional (spec §5 requires only the name and the capacity); jpg/png by content on the server. */
  image: keptOrChosenFile,
};

/** `POST /yellow-page/insert/meeting-room` multipart: image?, room_number, capacity. */
export const meetingRoomInsertSchema = z.object(roomFields);
/** `POST /yellow-page/update/meeting-room` multipart: id, room_number, capacity, image? (without one the picture is kept). */
export const meetingRoomUpdateSchema = z.object({ id: positiveId(M.id), ...roomFields });
export type MeetingRoomInsert = z.output<typeof meetingRoomInsertSchema>;

/** `?id=` of a time slot. */
export const meetingTimeIdQuery = z.object({ id: positiveId(M.id) });

/**
 * The meeting-list's filters, sent with page and limit: the status (default all), a search over the
 * whole list (issue 26: either participant's name in both languages, or the meeting number) and a day.
 */
export const meetingListFilters = {
  type: z.enum(MEETING_STATUS_FILTERS, { error: M.statusFilter }).default('all'),
  term: adminSearchTerm,
  date: z
    .string({ error: M.date })
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isDay(v)), M.date)
    .default(''),
};
