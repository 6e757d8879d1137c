import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { setCodeSessionCookie } from '@api/code-sign-in';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@db/client';
import { memberSessions } from '@db/schema';
import { newToken, sha256Hex } from '@platform/auth/sessions';
import { ApiError } from '@api/errors';
import type { AppEnv } from '@api/types';
import { ASSESSMENT_MESSAGES as M } from '@shared/assessment';

/** The member session opened by a verified code: distinct from the admin session, HttpOnly, 2 hours. */
export const MEMBER_COOKIE = (secure: boolean) => (secure ? '__Host-member_session' : 'member_session');
export const MEMBER_SESSION_HOURS = 2;

export interface MemberSession {
  member_id: number;
  answer_id: number;
}

export async function openMemberSession(c: Context<AppEnv>, memberId: number, answerId: number): Promise<void> {
  const { db, config, clock } = c.get('deps');
  const now = clock?.now() ?? new Date();
  const token = newToken();
  await db.delete(memberSessions).where(and(eq(memberSessions.member_id, memberId), lt(memberSessions.expires_at, now)));
  await db.insert(memberSessions).values({
    token_hash: await sha256Hex(token),
    member_id: memberId,
    answer_id: answerId,
    created_at: now,
    expires_at: new Date(now.getTime() + MEMBER_SESSION_HOURS * 3600_000),
  });
  setCodeSessionCookie(c, MEMBER_COOKIE(config.secureCookies), token, MEMBER_SESSION_HOURS);
}

export async function findMemberSession(db: Db, token: string | undefined, now: Date): Promise<MemberSession | null> {
  if (!token) return null;
  const [row] = await db
    .select({ member_id: memberSessions.member_id, answer_id: memberSessions.answer_id })
    .from(memberSessions)
    .where(and(eq(memberSessions.token_hash, await sha256Hex(token)), gt(memberSessions.expires_at, now)))
    .limit(1);
  return row ?? null;
}

/**
 * The verified member of this request, who must own `memberId` and `answerId` when given: no
 * session -> 401, someone else's ids -> 403.
 */
export async function requireMember(c: Context<AppEnv>, ids: { memberId?: number; answerId?: number }): Promise<MemberSession> {
  const session = await memberSessionOf(c);
  if (!session) throw new ApiError(401, M.memberSession);
  if (
    (ids.memberId !== undefined && ids.memberId !== session.member_id) ||
    (ids.answerId !== undefined && ids.answerId !== session.answer_id)
  )
    throw new ApiError(403, M.notYourRecord);
  return session;
}

/** The request's member session, looked up once per request (the route guard and the handler both ask). */
const sessionOfRequest = new WeakMap<Request, Promise<MemberSession | null>>();
function memberSessionOf(c: Context<AppEnv>): Promise<MemberSession | null> {
  let found = sessionOfRequest.get(c.req.raw);
  if (!found) {
    const { db, config, clock } = c.get('deps');
    found = findMemberSession(db, getCookie(c, MEMBER_COOKIE(config.secureCookies)), clock?.now() ?? new Date());
    sessionOfRequest.set(c.req.raw, found);
  }
  return found;
}
