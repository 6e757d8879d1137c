import { Hono, type Context } from 'hono';
import type { AppEnv } from '@api/types';
import { ApiError, dbErrorOf } from '@api/errors';
import { validate } from '@api/validate';
import { access } from '@api/middleware/access';
import { idempotent } from '@api/middleware/idempotency';
import { totalPages } from '@api/paging';
import { checkCodeLimited, clockOf, limitCodeRequests, sendCode } from '@api/code-sign-in';
import { mailLate } from '@api/mail-late';
import { evenTiming } from '@api/middleware/even-timing';
import { ubInstant } from '@shared/dates';
import type { Lang } from '@shared/lang';
import {
  companiesQuery,
  loginSchema,
  meetingProfileSchema,
  meetingActionSchema,
  meetingRequestSchema,
  participantsQuery,
  slotsQuery,
  type BookingAction,
  type BookingDay,
  type BookingMessage,
  type MeetingAccount,
  type MyMeeting,
} from '@shared/meeting-booking';
import type { MeetingStatus } from '@shared/meetings';
import { closeMeetingSession, meetingUserFirst, openMeetingSession, say, sessionAccount, type MeetingEnv } from './session';
import type { Db } from '@db/client';
import { mailMeeting, type MeetingEvent } from './mails';
import { meetingRequestRules } from './limits';
import { giveBackLimits, takeLimits } from '@api/middleware/rate-limit';
import * as q from './queries';

/**
 * Meeting users sign in with an e-mailed code (`/auth/login`, `/get/user`) and book meetings; the
 * contract is `src/shared/meeting-booking.ts`. Every booking call resolves the session first
 * (`meetingUserFirst`: 401 before any input is looked at) and answers in the user's language. The
 * database decides double bookings (migration 0004); its refusals become 409s.
 */

/** The booking's code counters (apart from the assessment's). */
const CODE_SCOPE = 'meeting-code';

/** The contract's message for an invalid field; anything else is the generic one. */
const FIELD_MESSAGE: Record<string, BookingMessage> = {
  email: 'email',
  code: 'code',
  meeting_description: 'description',
  action: 'action',
  organisation: 'organisation',
  position: 'position',
  offer: 'offer',
  seek: 'seek',
  category_codes: 'categories',
  company_id: 'company',
};

/** `validate()`'s 400 with the contract's message for the field (an array's item as its array), in the caller's language. */
const fieldMessage = (field: string, lang: Lang) => say(lang, FIELD_MESSAGE[field.split('.')[0]] ?? 'invalid');
/** The sign-in answers in the request's language (the body's `lang`); the booking calls in the signed-in user's. */
const userLang = (c: Context) => (c as Context<MeetingEnv>).get('meetingUser').lang;
/** A request's retries keep its key; keys are the signed-in user's own (another user's key runs apart). */
const userId = (c: Context) => String((c as Context<MeetingEnv>).get('meetingUser').id);
const onceMeeting = idempotent('meeting', { who: userId, lang: userLang });
const inBodyLang = { message: fieldMessage };
const inUserLang = { lang: userLang, message: fieldMessage };
const meetingRequestBody = validate('json', meetingRequestSchema, inUserLang);

/** The database's refusal of a request as the 409 the user reads, or the error itself. */
function refusal(err: unknown, me: number, lang: Lang): unknown {
  const { code, constraint, detail } = dbErrorOf(err);
  if (code === '23505' && constraint === 'meeting_seats_person_once') {
    // detail: Key (user_id, time_id)=(12, 3) already exists.
    const taken = Number(detail?.match(/=\((\d+),/)?.[1]);
    return new ApiError(409, say(lang, taken === me ? 'youBusy' : 'theyBusy'));
  }
  if ((code === '23505' && constraint === 'meetings_room_seat_once') || code === '23514') return new ApiError(409, say(lang, 'roomFull'));
  return err;
}

/** `list` with each meeting's history and whether its slot has ended (issue 26 §9). */
async function withHistory(db: Db, list: MyMeeting[], now: Date): Promise<MyMeeting[]> {
  const history = await q.meetingHistory(
    db,
    list.map((m) => m.id),
  );
  return list.map((m) => {
    const entries = history.get(m.id) ?? [];
    const closing =
      m.meeting_status === 'cancelled' ? entries.findLast((e) => ['declined', 'cancelled', 'expired'].includes(e.action)) : undefined;
    return {
      ...m,
      closed_reason: (closing?.action as MyMeeting['closed_reason']) ?? (m.meeting_status === 'cancelled' ? 'cancelled' : null),
      past: Date.parse(ubInstant(m.meeting_date.slice(0, 10), m.end_time)) <= now.getTime(),
      history: entries,
    };
  });
}

/** Which states each action starts from, where it leads, the mail it sends and the message it answers. */
const TRANSITIONS: Record<BookingAction, { from: MeetingStatus[]; change: q.MeetingChange; event: MeetingEvent; message: BookingMessage }> =
  {
    accept: { from: ['pending'], change: 'accepted', event: 'accepted', message: 'accepted' },
    decline: { from: ['pending'], change: 'declined', event: 'declined', message: 'declined' },
    cancel: { from: ['pending', 'accepted'], change: 'cancelled', event: 'cancelled', message: 'cancelled' },
  };

export const meetingBookingRoutes = new Hono<AppEnv>()
  // {email}: mails a code to a registered user; the same answer for an unknown address (SECURITY 14).
  // {email, code}: checks it and opens the session.
  .post('/auth/login', access('public'), evenTiming(), validate('json', loginSchema, inBodyLang), async (c) => {
    const { email, code, lang: asked } = c.req.valid('json');
    const lang: Lang = asked ?? 'mn';
    const { db } = c.get('deps');
    if (!code) {
      await limitCodeRequests(c, CODE_SCOPE, `email:${email}`, lang);
      const user = await q.userByEmail(db, email);
      if (user) await sendCode(c, { meeting_user_id: user.id }, user.email, asked ?? user.lang, say(lang, 'codeSendFailed'), 'meetings');
      return c.json({
        message: say(lang, 'codeSent'),
        account: undefined as MeetingAccount | undefined,
        ...(await mailLate(c.get('deps'))),
      });
    }
    const user = await q.userByEmail(db, email);
    const outcome = user ? await checkCodeLimited(c, CODE_SCOPE, { meeting_user_id: user.id }, code, lang) : 'expired';
    if (outcome === 'wrong') throw new ApiError(400, say(lang, 'codeWrong'), { field: 'code' });
    if (outcome === 'locked') throw new ApiError(400, say(lang, 'codeLocked'), { field: 'code' });
    if (outcome === 'expired' || !user) throw new ApiError(400, say(lang, 'codeExpired'), { field: 'code' });
    const account: MeetingAccount = { ...user, lang: asked ?? user.lang };
    if (asked && asked !== user.lang) await q.setUserLang(db, user.id, asked);
    await openMeetingSession(c, user.id);
    return c.json({
      message: say(account.lang, 'signedIn'),
      account: account as MeetingAccount | undefined,
      mail_late: undefined as true | undefined,
    });
  })
  // The spec's `/get/user?token=` is not honoured: a long-lived secret never travels in a URL (issue
  // 14); the user is the one of the HttpOnly session cookie, whatever the query says.
  .get('/get/user', access('meeting'), meetingUserFirst, async (c) => c.json({ user: c.get('meetingUser') }))
  // The page's first question: who is signed in, null for nobody. Always 200, so a signed-out visit
  // logs no failed request in the browser's console (issue 26 §10).
  .get('/get/meeting-session', access('meeting'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ user: await sessionAccount(c) });
  })
  .get('/get/meeting-profile', access('meeting'), meetingUserFirst, async (c) => {
    const { db } = c.get('deps');
    const [profile, categories] = await Promise.all([q.profileOf(db, c.get('meetingUser').id), q.profileCategories(db)]);
    if (!profile) throw new ApiError(401, say(c.get('meetingUser').lang, 'signIn'));
    return c.json({ profile, categories });
  })
  // One's own profile only (the session's user); categories must be the directory's, the company an approved one.
  .post('/update/meeting-profile', access('meeting'), meetingUserFirst, validate('json', meetingProfileSchema, inUserLang), async (c) => {
    const { db } = c.get('deps');
    const { id: me, lang } = c.get('meetingUser');
    const body = c.req.valid('json');
    if ((await q.knownCategories(db, body.category_codes)) !== body.category_codes.length)
      throw new ApiError(400, say(lang, 'categories'), { field: 'category_codes' });
    if (body.company_id !== null && !(await q.approvedCompanyById(db, body.company_id)))
      throw new ApiError(400, say(lang, 'company'), { field: 'company_id' });
    await q.updateProfile(db, me, body, clockOf(c));
    return c.json({ profile: (await q.profileOf(db, me))!, message: say(lang, 'profileSaved') });
  })
  .get('/get/meeting-companies', access('meeting'), meetingUserFirst, validate('query', companiesQuery, inUserLang), async (c) =>
    c.json({ companies: await q.companiesByName(c.get('deps').db, c.req.valid('query').term, c.get('meetingUser').lang) }),
  )
  .post('/auth/logout', access('meeting'), meetingUserFirst, async (c) => {
    await closeMeetingSession(c);
    return c.json({ message: say(c.get('meetingUser').lang, 'signedOut') });
  })
  .get('/get/meeting-participants', access('meeting'), meetingUserFirst, validate('query', participantsQuery, inUserLang), async (c) => {
    const query = c.req.valid('query');
    const { users, total } = await q.participants(c.get('deps').db, c.get('meetingUser').id, query);
    return c.json({ users, total, totalPages: totalPages(total, query.limit) });
  })
  .get('/get/meeting-slots', access('meeting'), meetingUserFirst, validate('query', slotsQuery, inUserLang), async (c) => {
    const me = c.get('meetingUser').id;
    const them = c.req.valid('query').with;
    const { times, rooms, seats, taken } = await q.slotGrid(c.get('deps').db, them ? [me, them] : [me]);
    const busy = new Set(seats.map((s) => `${s.user_id}:${s.time_id}`));
    const live = new Map(taken.map((t) => [`${t.time_id}:${t.room_id}`, t.live]));
    const now = clockOf(c).getTime();
    const days: BookingDay[] = [];
    for (const t of times) {
      if (days.at(-1)?.date !== t.meeting_date) days.push({ date: t.meeting_date, slots: [] });
      days.at(-1)!.slots.push({
        time_id: t.id,
        start_time: t.start_time,
        end_time: t.end_time,
        started: Date.parse(ubInstant(t.meeting_date, t.start_time)) <= now,
        me_busy: busy.has(`${me}:${t.id}`),
        them_busy: them ? busy.has(`${them}:${t.id}`) : false,
        free_rooms: rooms.filter((r) => (live.get(`${t.id}:${r.id}`) ?? 0) < r.capacity).map((r) => r.id),
      });
    }
    return c.json({ days, rooms });
  })
  .get('/get/my-meetings', access('meeting'), meetingUserFirst, async (c) => {
    const { db } = c.get('deps');
    return c.json({ meetings: await withHistory(db, await q.myMeetings(db, c.get('meetingUser').id), clockOf(c)) });
  })
  .post('/insert/meeting', access('meeting'), meetingUserFirst, onceMeeting, meetingRequestBody, async (c) => {
    const deps = c.get('deps');
    const { id: me, lang } = c.get('meetingUser');
    const body = c.req.valid('json');
    if (body.receiver_id === me) throw new ApiError(400, say(lang, 'self'), { field: 'receiver_id' });
    const [receiver, time, room] = await Promise.all([
      q.participantExists(deps.db, body.receiver_id),
      q.timeById(deps.db, body.time_id),
      q.roomExists(deps.db, body.room_id),
    ]);
    if (!receiver) throw new ApiError(404, say(lang, 'userNotFound'), { field: 'receiver_id' });
    if (!time) throw new ApiError(404, say(lang, 'timeNotFound'), { field: 'time_id' });
    if (!room) throw new ApiError(404, say(lang, 'roomNotFound'), { field: 'room_id' });
    if (Date.parse(ubInstant(time.meeting_date, time.start_time)) <= clockOf(c).getTime())
      throw new ApiError(409, say(lang, 'started'), { field: 'time_id' });
    // counted before the insert (parallel requests cannot all pass); a refused booking sends no mail and gives its count back
    const limits = meetingRequestRules(me, body.receiver_id);
    await takeLimits(c, limits, lang, 'meetingRequests');
    const now = clockOf(c);
    const expires_at = new Date(now.getTime() + (deps.config.meetingRequestHours ?? 48) * 3_600_000);
    const id = await q.insertMeeting(deps.db, { ...body, sender_id: me, expires_at }).catch(async (err) => {
      await giveBackLimits(c, limits);
      throw refusal(err, me, lang);
    });
    await mailMeeting(deps, id, 'requested', me);
    const [meeting] = await q.myMeetings(deps.db, me, id);
    return c.json({ meeting, message: say(lang, 'requested') });
  })
  // Only one's own meetings: anyone else's id is 404 and changes nothing (SECURITY 30).
  .post('/update/meeting', access('meeting'), meetingUserFirst, validate('json', meetingActionSchema, inUserLang), async (c) => {
    const deps = c.get('deps');
    const { id: me, lang } = c.get('meetingUser');
    const { id, action } = c.req.valid('json');
    const found = await q.ownMeeting(deps.db, id, me);
    if (!found) throw new ApiError(404, say(lang, 'notFound'));
    const step = TRANSITIONS[action];
    if (action !== 'cancel' && found.receiver_id !== me) throw new ApiError(403, say(lang, 'notReceiver'));
    if (!step.from.includes(found.meeting_status)) throw new ApiError(409, say(lang, 'state'));
    // once its slot has started a meeting is what it is: no accepting, declining or cancelling (issue 26 §9)
    const slot = await q.meetingSlot(deps.db, id);
    if (slot && Date.parse(ubInstant(slot.meeting_date, slot.start_time)) <= clockOf(c).getTime())
      throw new ApiError(409, say(lang, 'startedChange'));
    // the state is checked again by the UPDATE itself: of two concurrent changes only one applies
    const by: q.MeetingActor = { actor: found.sender_id === me ? 'sender' : 'receiver' };
    if (!(await q.changeStatus(deps.db, id, step.from, step.change, by, clockOf(c)))) throw new ApiError(409, say(lang, 'state'));
    await mailMeeting(deps, id, step.event, me, found.meeting_status === 'accepted');
    const [meeting] = await q.myMeetings(deps.db, me, id);
    return c.json({ meeting, message: say(lang, step.message) });
  });
