import type { Context } from 'hono';
import type { AppEnv } from '@api/types';
import { publicAccount, type AdminRow } from '@platform/auth/accounts';
import { createSession, deleteSession } from '@platform/auth/sessions';
import { readSessionCookie, setSessionCookie } from './cookie';

export const now = (c: Context<AppEnv>) => c.get('deps').clock?.now() ?? new Date();

/**
 * Opens a new session for an account that passed a sign-in: always a new token (a session carried
 * in from before the sign-in is ended, so a planted cookie cannot ride along), then `{ account }`.
 */
export async function startSession(c: Context<AppEnv>, admin: AdminRow) {
  const { db, config } = c.get('deps');
  const previous = readSessionCookie(c);
  if (previous) await deleteSession(db, previous);
  const token = await createSession(db, admin.id, config, now(c));
  setSessionCookie(c, token);
  return c.json({ account: publicAccount(admin) }, 200);
}
