import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { newToken, sha256Hex } from '@platform/auth/sessions';
import { ApiError } from '@api/errors';
import type { AppEnv } from '@api/types';
import { clockOf, setCodeSessionCookie } from '@api/code-sign-in';
import type { Lang } from '@shared/lang';
import { BOOKING_MESSAGES, MEETING_SESSION_HOURS, type BookingMessage, type MeetingAccount } from '@shared/meeting-booking';
import * as q from './queries';
import { messageText } from '@i18n/messages-text';

/**
 * The meeting user's session, opened by a verified e-mail code: apart from the admin's and the
 * member's sessions, an HttpOnly SameSite=Lax cookie holding a random token (stored as SHA-256),
 * MEETING_SESSION_HOURS long.
 */
export const MEETING_COOKIE = (secure: boolean) => (secure ? '__Host-meeting_session' : 'meeting_session');

/** What the booking handlers see after `meetingUserFirst`: the signed-in user, never null. */
export interface MeetingEnv {
  Variables: { meetingUser: MeetingAccount };
}

/** A message of the contract in `lang`. */
export const say = (lang: Lang, name: BookingMessage) => messageText(lang, BOOKING_MESSAGES[name]);

/** The language of a caller not (yet) known: `?lang=en`, else Mongolian as on the site. */
export const queryLang = (c: Context): Lang => (c.req.query('lang') === 'en' ? 'en' : 'mn');

export async function openMeetingSession<E extends AppEnv>(c: Context<E>, userId: number): Promise<void> {
  const { db, config } = c.get('deps');
  const now = clockOf(c);
  const token = newToken();
  await q.insertSession(db, {
    token_hash: await sha256Hex(token),
    meeting_user_id: userId,
    created_at: now,
    expires_at: new Date(now.getTime() + MEETING_SESSION_HOURS * 3600_000),
  });
  setCodeSessionCookie(c, MEETING_COOKIE(config.secureCookies), token, MEETING_SESSION_HOURS);
}

/** Ends the request's session: its row goes (a replayed cookie then gets 401) and the cookie is cleared. */
export async function closeMeetingSession<E extends AppEnv>(c: Context<E>): Promise<void> {
  const { db, config } = c.get('deps');
  const name = MEETING_COOKIE(config.secureCookies);
  const token = getCookie(c, name);
  if (token) await q.deleteSession(db, await sha256Hex(token));
  deleteCookie(c, name, { path: '/', secure: config.secureCookies });
}

/** The signed-in meeting user of the request, or null (no cookie, an expired or unknown session). */
export async function sessionAccount<E extends AppEnv>(c: Context<E>): Promise<MeetingAccount | null> {
  const { db, config } = c.get('deps');
  const token = getCookie(c, MEETING_COOKIE(config.secureCookies));
  return token ? q.sessionUser(db, await sha256Hex(token), clockOf(c)) : null;
}

/**
 * Resolves the meeting session once per request, before anything else of a booking call is looked
 * at: no live session (an admin's cookie is not one) -> 401, in the `?lang` of the caller.
 */
export const meetingUserFirst: MiddlewareHandler<AppEnv & MeetingEnv> = async (c, next) => {
  const user = await sessionAccount(c);
  if (!user) throw new ApiError(401, say(queryLang(c), 'signIn'));
  c.set('meetingUser', user);
  await next();
};
