import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { admins, dirCompanies, dirConsultants } from '@db/schema';
import { pagedRows } from '@api/rows';
import type { RequestState } from '@shared/directory-admin';
import { consultantColumns } from '../lists/queries';
import { companyDuplicates, consultantDuplicates } from './duplicates';

/**
 * The admin's review list (`get/new-request`): the waiting requests (`reviewed_at` null), newest
 * first, or the rejected ones, last rejected first, with the reason, who rejected and when. Each row
 * names the entries it may repeat (duplicates.ts).
 */
type Table = typeof dirCompanies | typeof dirConsultants;

const inState = (table: Table, state: RequestState) => (state === 'waiting' ? isNull(table.reviewed_at) : eq(table.rejected, true));
const orderOf = (table: Table, state: RequestState) =>
  state === 'waiting' ? [desc(table.created_at), desc(table.id)] : [desc(table.reviewed_at), desc(table.id)];

/** The review's columns of both kinds: the reason, when, and who (name and e-mail; null once the account is deleted). */
const reviewColumns = (table: Table) => ({
  created_at: table.created_at,
  rejection_reason: table.rejection_reason,
  reviewed_at: table.reviewed_at,
  reviewer_name: sql<string | null>`nullif(trim(concat_ws(' ', ${admins.first_name}, ${admins.last_name})), '')`,
  reviewer_email: admins.email,
});

/** A page of company requests in `state`. */
export async function companyRequests(db: Db, state: RequestState, page: number, limit: number) {
  const where = inState(dirCompanies, state);
  const { rows, ...counted } = await pagedRows(
    db
      .select({
        id: dirCompanies.id,
        registration_number: dirCompanies.registration_number,
        name_mn: dirCompanies.name_mn,
        name_en: dirCompanies.name_en,
        logo: dirCompanies.logo,
        ...reviewColumns(dirCompanies),
      })
      .from(dirCompanies)
      .leftJoin(admins, eq(admins.id, dirCompanies.reviewed_by))
      .where(where)
      .orderBy(...orderOf(dirCompanies, state))
      .$dynamic(),
    db.$count(dirCompanies, where),
    page,
    limit,
  );
  const duplicates = await Promise.all(rows.map((r) => companyDuplicates(db, r)));
  return { rows: rows.map((r, i) => ({ ...r, duplicates: duplicates[i]! })), ...counted };
}

/** A page of consultant requests in `state`, with the registrant. */
export async function consultantRequests(db: Db, state: RequestState, page: number, limit: number) {
  const where = inState(dirConsultants, state);
  const { rows, ...counted } = await pagedRows(
    db
      .select({
        ...consultantColumns,
        approval: dirConsultants.approval,
        registrant_name: dirConsultants.registrant_name,
        registrant_position: dirConsultants.registrant_position,
        registrant_email: dirConsultants.registrant_email,
        registrant_phone: dirConsultants.registrant_phone,
        ...reviewColumns(dirConsultants),
      })
      .from(dirConsultants)
      .leftJoin(admins, eq(admins.id, dirConsultants.reviewed_by))
      .where(where)
      .orderBy(...orderOf(dirConsultants, state))
      .$dynamic(),
    db.$count(dirConsultants, where),
    page,
    limit,
  );
  const duplicates = await Promise.all(rows.map((r) => consultantDuplicates(db, r)));
  return { rows: rows.map((r, i) => ({ ...r, duplicates: duplicates[i]! })), ...counted };
}

/** How many requests of both kinds wait for review (the dashboard's figure). */
export async function waitingRequestCount(db: Pick<Db, 'select'>): Promise<number> {
  const [[companies], [people]] = await Promise.all([
    db.select({ n: count() }).from(dirCompanies).where(isNull(dirCompanies.reviewed_at)),
    db.select({ n: count() }).from(dirConsultants).where(isNull(dirConsultants.reviewed_at)),
  ]);
  return (companies?.n ?? 0) + (people?.n ?? 0);
}
