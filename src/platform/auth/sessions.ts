import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { admins, sessions } from '@db/schema';
import type { AppConfig } from '../ports';

/** The account behind a session, as the API's handlers see it (`c.get('admin')`). */
export interface SessionAdmin {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  position: string;
  account_role: 1 | 2 | 3;
}

/** Cookie name: `__Host-` prefixed when served over HTTPS (no Domain, Path=/, Secure). */
export const SESSION_COOKIE = (secure: boolean) => (secure ? '__Host-session' : 'session');

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new opaque session token: 32 random bytes, base64url. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function createSession(db: Db, adminId: number, config: AppConfig, now = new Date()): Promise<string> {
  const token = newToken();
  // Sweep this account's dead sessions at each sign-in, so the table does not grow without a job.
  const idleSince = new Date(now.getTime() - config.sessionIdleMinutes * 60_000);
  await db
    .delete(sessions)
    .where(and(eq(sessions.admin_id, adminId), or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, idleSince))));
  await db.insert(sessions).values({
    token_hash: await sha256Hex(token),
    admin_id: adminId,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + config.sessionAbsoluteHours * 3600_000),
  });
  return token;
}

/** The active account behind a session token, or null when the session is unknown, idle, expired or the account inactive. */
export async function findSession(db: Db, token: string, config: AppConfig, now = new Date()): Promise<SessionAdmin | null> {
  const hash = await sha256Hex(token);
  const [row] = await db
    .select({ session: sessions, admin: admins })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.admin_id))
    .where(and(eq(sessions.token_hash, hash), gt(sessions.expires_at, now)))
    .limit(1);
  if (!row || !row.admin.active) return null;
  if (now.getTime() - row.session.last_seen_at.getTime() > config.sessionIdleMinutes * 60_000) return null;
  if (now.getTime() - row.session.last_seen_at.getTime() > 60_000) {
    await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, row.session.id));
  }
  const { id, email, first_name, last_name, position, account_role } = row.admin;
  return { id, email, first_name, last_name, position, account_role: account_role as 1 | 2 | 3 };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, await sha256Hex(token)));
}
