import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { officeRequests } from '@db/schema';
import { pagedRows } from '@api/rows';
import type { RequestPurpose } from '@shared/requests';
import { containsPattern } from '@api/like';

/** Membership requests sent from the public site, and the back office's paged list of them. */
export type OfficeRequestValues = Omit<typeof officeRequests.$inferInsert, 'id' | 'created_at'>;

export async function insertRequest(db: Db, values: OfficeRequestValues) {
  const [row] = await db.insert(officeRequests).values(values).returning({ id: officeRequests.id });
  return row!;
}

const PURPOSE_COLUMN = {
  member: officeRequests.member_request,
  codex: officeRequests.codex_request,
  meeting: officeRequests.meeting_request,
} as const;

export interface RequestSearch {
  page: number;
  limit: number;
  /** Name, e-mail, phone or business type contains this text. */
  name?: string;
  email?: string;
  purpose?: RequestPurpose;
}

export async function requestList(db: Db, s: RequestSearch) {
  const where: SQL[] = [];
  if (s.name) {
    const p = containsPattern(s.name);
    where.push(or(ilike(officeRequests.name, p), ilike(officeRequests.phone_number, p), ilike(officeRequests.business_type, p))!);
  }
  if (s.email) where.push(ilike(officeRequests.email, containsPattern(s.email)));
  if (s.purpose) where.push(eq(PURPOSE_COLUMN[s.purpose], true));
  const cond = where.length ? and(...where) : undefined;
  const list = db.select().from(officeRequests).where(cond).orderBy(desc(officeRequests.created_at), desc(officeRequests.id)).$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(officeRequests, cond), s.page, s.limit);
  return { request: rows, ...counted };
}
