import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { admins, news, officeRequests } from '@db/schema';
import type { AccountInput } from '@shared/accounts';
import { pagedRows } from '@api/rows';
import { waitingRequestCount } from '@api/yp/directory/admin/request-queries';

/** Back-office accounts as the admin list shows them: never the password hash. */
const listed = {
  id: admins.id,
  last_name: admins.last_name,
  first_name: admins.first_name,
  email: admins.email,
  phone_number: admins.phone_number,
  position: admins.position,
  department: admins.department,
  account_role: admins.account_role,
  active: admins.active,
  created_at: admins.created_at,
};

export async function adminUsers(db: Db, q: { page: number; limit: number }) {
  const { rows, ...counted } = await pagedRows(
    db.select(listed).from(admins).orderBy(asc(admins.id)).$dynamic(),
    db.$count(admins),
    q.page,
    q.limit,
  );
  return { account: rows, ...counted };
}

export async function findAccount(db: Db, id: number) {
  const [row] = await db.select(listed).from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

/** True when another account (not `exceptId`) already uses this e-mail, compared case-insensitively. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const same = eq(sql`lower(${admins.email})`, email.toLowerCase());
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(exceptId ? and(same, ne(admins.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

/** Active admins (role 2) other than `exceptId`. */
export async function otherAdminCount(db: Db, exceptId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(admins)
    .where(and(eq(admins.account_role, 2), eq(admins.active, true), ne(admins.id, exceptId)));
  return n;
}

const writable = (v: AccountInput) => ({
  last_name: v.last_name,
  first_name: v.first_name,
  email: v.email,
  phone_number: v.phone_number,
  position: v.position,
  department: v.department,
  account_role: v.account_role,
});

export async function insertAccount(db: Db, v: AccountInput) {
  const [row] = await db.insert(admins).values(writable(v)).returning(listed);
  return row;
}

export async function updateAccount(db: Db, id: number, v: AccountInput) {
  const [row] = await db.update(admins).set(writable(v)).where(eq(admins.id, id)).returning(listed);
  return row ?? null;
}

/** Deletes an account (its sessions go with it). */
export async function deleteAccount(db: Db, id: number) {
  const [row] = await db.delete(admins).where(eq(admins.id, id)).returning(listed);
  return row ?? null;
}

/** The dashboard's figures: every news article (any status), every office request, and the directory's requests waiting for review. */
export async function dashboardCounts(db: Db) {
  const [[{ newsCount }], [{ requestCount }], directoryRequestCount] = await Promise.all([
    db.select({ newsCount: count() }).from(news),
    db.select({ requestCount: count() }).from(officeRequests),
    waitingRequestCount(db),
  ]);
  return { newsCount, requestCount, directoryRequestCount };
}
