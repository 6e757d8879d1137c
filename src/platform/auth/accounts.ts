import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { admins } from '@db/schema';

export type AdminRow = typeof admins.$inferSelect;

/** What a sign-in answers about the account: never the password hash. */
export function publicAccount(admin: AdminRow) {
  const { id, first_name, last_name, email, position, account_role } = admin;
  return { id, first_name, last_name, email, position, account_role };
}

/** The admin with this e-mail, compared case-insensitively (Google may report another case than was typed in). */
export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | null> {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email.trim().toLowerCase()))
    // an active row first, should two rows differ only by case
    .orderBy(sql`${admins.active} desc`, asc(admins.id))
    .limit(1);
  return row ?? null;
}
