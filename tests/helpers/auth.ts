import { admins } from '@db/schema';
import { createSession, SESSION_COOKIE } from '@platform/auth/sessions';
import type { createTestApp } from './app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;

/**
 * A signed-in account of the given role (1 moderator, 2 admin, 3 user) for API tests: inserts an
 * active admin and opens a session at the app's clock. Send `{ headers: { cookie } }`.
 */
export async function signIn(t: TestApp, role: 1 | 2 | 3, email?: string): Promise<{ cookie: string; adminId: number }> {
  counter++;
  const [row] = await t.db
    .insert(admins)
    .values({
      first_name: `Role${role}`,
      last_name: 'Test',
      email: email ?? `role${role}-${counter}-${Date.now()}@test.mn`,
      account_role: role,
    })
    .returning({ id: admins.id });
  const adminId = row!.id;
  const token = await createSession(t.db, adminId, t.deps.config, t.deps.clock?.now() ?? new Date());
  return { cookie: `${SESSION_COOKIE(t.deps.config.secureCookies)}=${token}`, adminId };
}
