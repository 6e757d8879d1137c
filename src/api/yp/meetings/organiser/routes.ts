import { Hono, type Context } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError, dbErrorOf, notFound } from '@api/errors';
import { validate } from '@api/validate';
import { access } from '@api/middleware/access';
import { clockOf } from '@api/code-sign-in';
import { replyText } from '@api/request-lang';
import { isoDay, ubInstant } from '@shared/dates';
import { hhmm, MEETING_MESSAGES as M } from '@shared/meetings';
import {
  attendanceSchema,
  checkInQuery,
  moveOptionsQuery,
  organiserMoveSchema,
  organiserStatusSchema,
  type MoveOptions,
  type MoveSlot,
} from '@shared/meeting-organiser';
import { changeStatus, timeById, type MeetingActor } from '../booking/queries';
import { mailMeeting } from '../booking/mails';
import * as q from './queries';

/**
 * Organisers step in on any meeting (issue 26 §1) and mark it on the day (§6), from the back office:
 * accept for the receiver, cancel, move to another slot or room, mark held or no-show. Each write
 * runs inside the audit middleware's transaction (one audit row, `yp/meeting`), changes the meeting
 * with the booking's database guarantees, writes its history row (actor organiser, the admin's id),
 * and mails both people in their language after the commit.
 */

const startedAt = <E extends AppEnv>(c: Context<E>, day: string, time: string) => Date.parse(ubInstant(day, time)) <= clockOf(c).getTime();
const organiser = <E extends AppEnv>(c: Context<E>): MeetingActor => ({ actor: 'organiser', admin_id: c.get('admin')!.id });
/** The slot, room and table as the mails name where a meeting was. */
const placeOf = (m: q.OrganiserMeeting) => ({
  when: `${m.meeting_date} ${hhmm(m.start_time)}–${hhmm(m.end_time)}`,
  room: m.room_number,
  table: m.room_seat,
});

/** The database's refusal of a move as the 409 the organiser reads (who is busy, or the room full), or the error itself. */
async function moveRefusal<E extends AppEnv>(c: Context<E>, err: unknown): Promise<unknown> {
  const { code, constraint, detail } = dbErrorOf(err);
  if (code === '23505' && constraint === 'meeting_seats_person_once') {
    // detail: Key (user_id, time_id)=(12, 3) already exists.
    const busy = Number(detail?.match(/=\((\d+),/)?.[1]);
    return new ApiError(409, M.personBusy, { field: 'time_id' }, { vars: { name: await q.userName(c.get('deps').db, busy) } });
  }
  if ((code === '23505' && constraint === 'meetings_room_seat_once') || code === '23514')
    return new ApiError(409, M.roomFull, { field: 'room_id' });
  return err;
}

export const meetingOrganiserRoutes = new Hono<AppEnv>()
  // accept on the receiver's behalf (pending) or cancel (pending or accepted), before the slot starts
  .post('/yellow-page/update/meeting-status', access('content'), validate('json', organiserStatusSchema), async (c) => {
    const deps = c.get('deps');
    const { id, action } = c.req.valid('json');
    const m = await q.meetingForOrganiser(deps.db, id);
    if (!m) throw notFound(M.meetingNotFound);
    const from = action === 'accept' ? (['pending'] as const) : (['pending', 'accepted'] as const);
    if (!(from as readonly string[]).includes(m.meeting_status)) throw new ApiError(409, M.meetingState);
    if (startedAt(c, m.meeting_date, m.start_time)) throw new ApiError(409, M.slotStarted);
    const change = action === 'accept' ? 'accepted' : 'cancelled';
    // the UPDATE checks the state again: of two concurrent changes only one applies
    if (!(await changeStatus(deps.db, id, [...from], change, organiser(c), clockOf(c)))) throw new ApiError(409, M.meetingState);
    await mailMeeting(deps, id, change, 0, m.meeting_status === 'accepted', { organiser: true });
    return c.json({ id, message: replyText(c, action === 'accept' ? M.organiserAccepted : M.organiserCancelled) });
  })
  // to another slot and/or room (pending or accepted), neither slot started
  .post('/yellow-page/update/meeting-move', access('content'), validate('json', organiserMoveSchema), async (c) => {
    const deps = c.get('deps');
    const { id, time_id, room_id } = c.req.valid('json');
    const [time, room] = await Promise.all([timeById(deps.db, time_id), q.roomById(deps.db, room_id)]);
    if (!(await q.meetingForOrganiser(deps.db, id))) throw notFound(M.meetingNotFound);
    if (!time) throw new ApiError(404, M.timeNotFound, { field: 'time_id' });
    if (!room) throw new ApiError(404, M.roomNotFound, { field: 'room_id' });
    const to = { time_id, room_id, started: startedAt(c, time.meeting_date, time.start_time) };
    const outcome = await q
      .moveMeeting(deps.db, id, to, organiser(c), clockOf(c), (m) => startedAt(c, m.meeting_date, m.start_time))
      .catch(async (err) => {
        throw await moveRefusal(c, err);
      });
    if (outcome.kind === 'missing') throw notFound(M.meetingNotFound);
    if (outcome.kind === 'state') throw new ApiError(409, M.meetingState);
    if (outcome.kind === 'started') throw new ApiError(409, M.slotStarted, { field: 'time_id' });
    if (outcome.kind !== 'moved') throw new ApiError(400, M.samePlace, { field: 'time_id' });
    await mailMeeting(deps, id, 'moved', 0, outcome.from.meeting_status === 'accepted', { organiser: true, from: placeOf(outcome.from) });
    return c.json({ id, table: outcome.to.table, message: replyText(c, M.organiserMoved) });
  })
  // held / no-show (null takes the mark back), for an accepted meeting whose slot has started
  .post('/yellow-page/update/meeting-attendance', access('content'), validate('json', attendanceSchema), async (c) => {
    const deps = c.get('deps');
    const { id, attendance } = c.req.valid('json');
    const m = await q.meetingForOrganiser(deps.db, id);
    if (!m) throw notFound(M.meetingNotFound);
    if (m.meeting_status !== 'accepted') throw new ApiError(409, M.meetingState);
    if (!startedAt(c, m.meeting_date, m.start_time)) throw new ApiError(409, M.notStarted);
    if (!(await q.markAttendance(deps.db, id, attendance, organiser(c), clockOf(c)))) throw new ApiError(409, M.meetingState);
    const message = attendance === 'held' ? M.attendanceHeld : attendance === 'no_show' ? M.attendanceNoShow : M.attendanceCleared;
    return c.json({ id, attendance, message: replyText(c, message) });
  })
  // the move dialog: each slot with the two people's other meetings and each room's free tables
  .get('/yellow-page/get/meeting-move-options', access('read'), validate('query', moveOptionsQuery), async (c) => {
    const db = c.get('deps').db;
    const m = await q.meetingForOrganiser(db, c.req.valid('query').id);
    if (!m) throw notFound(M.meetingNotFound);
    const { times, rooms, seats, taken } = await q.moveGrid(db, m);
    const busy = new Set(seats.map((s) => `${s.user_id}:${s.time_id}`));
    const live = new Map(taken.map((t) => [`${t.time_id}:${t.room_id}`, t.live]));
    const slots: MoveSlot[] = times.map((t) => ({
      time_id: t.id,
      meeting_date: t.meeting_date,
      start_time: t.start_time,
      end_time: t.end_time,
      started: startedAt(c, t.meeting_date, t.start_time),
      sender_busy: busy.has(`${m.sender_id}:${t.id}`),
      receiver_busy: busy.has(`${m.receiver_id}:${t.id}`),
      free: Object.fromEntries(rooms.map((r) => [r.id, Math.max(0, r.capacity - (live.get(`${t.id}:${r.id}`) ?? 0))])),
    }));
    const options: MoveOptions = {
      meeting: { id: m.id, time_id: m.time_id, room_id: m.room_id, table: m.room_seat, meeting_status: m.meeting_status },
      rooms,
      slots,
    };
    return c.json(options);
  })
  // the check-in screen: one day's accepted meetings (today in Ulaanbaatar unless asked)
  .get('/yellow-page/get/meetings-today', access('read'), validate('query', checkInQuery), async (c) => {
    const db = c.get('deps').db;
    const now = clockOf(c);
    const date = c.req.valid('query').date ?? isoDay(now);
    const [meetings, days] = await Promise.all([q.acceptedOn(db, date, now), q.slotDays(db)]);
    return c.json({ date, days, meetings });
  })
  .get('/yellow-page/get/meeting-dashboard', access('read'), async (c) => c.json(await q.meetingDashboard(c.get('deps').db)));
