import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { admins } from '@db/schema';
import { isDatabaseEmpty, seedDemo } from '@db/seed';
import { hashPassword } from '@platform/auth/password';
import type { Storage } from '@platform/ports';

export const DEMO_ADMIN_EMAIL = 'admin@mma.local';

/**
 * Fills an empty database with the bilingual demo content and a demo admin whose random password
 * is returned (to be printed once: only its hash is stored). A database with content is left alone.
 */
export async function seedIfEmpty(db: Db, storage: Storage): Promise<{ seeded: boolean; demoAdmin?: { email: string; password: string } }> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  await seedDemo(db, storage);
  const existing = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, DEMO_ADMIN_EMAIL));
  if (existing.length > 0) return { seeded: true };
  const password = randomPassword();
  await db.insert(admins).values({
    email: DEMO_ADMIN_EMAIL,
    first_name: 'Demo',
    last_name: 'Admin',
    position: 'Administrator',
    account_role: 2,
    password_hash: await hashPassword(password),
  });
  return { seeded: true, demoAdmin: { email: DEMO_ADMIN_EMAIL, password } };
}

/** 16 random bytes, base64url: strong, and easy to copy from a terminal. */
function randomPassword(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}
