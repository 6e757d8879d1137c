import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCompanies, dirConsultants } from '@db/schema';
import type { DirectoryDuplicate } from '@shared/directory-admin';
import { companyDuplicates, consultantDuplicates } from './duplicates';
import type { PublishLogo } from './company-queries';

/**
 * The decisions on a request (issue 25): approve (refused while the request has duplicates the admin
 * did not confirm), reject with a reason, and reopen a rejected request. Each decides on the row it
 * locks, so of concurrent decisions exactly one changes it; the others find it decided.
 */
export type Decision = { approve: true; confirmDuplicate: boolean } | { approve: false; reason: string };

/** The outcome: null when the request is not waiting (or not there), its duplicates when an approval needs a confirmation. */
type Outcome<Row> = null | { duplicates: DirectoryDuplicate[] } | { before: Row; after: Row };

const reviewed = (d: Decision, adminId: number, now: Date) => ({
  approval: d.approve,
  rejected: !d.approve,
  rejection_reason: d.approve ? '' : d.reason,
  reviewed_at: now,
  reviewed_by: adminId,
  updated_at: now,
});

export async function reviewCompany(
  db: Db,
  id: number,
  d: Decision,
  adminId: number,
  now: Date,
  publishLogo: PublishLogo,
): Promise<Outcome<typeof dirCompanies.$inferSelect>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(dirCompanies)
      .where(and(eq(dirCompanies.id, id), isNull(dirCompanies.reviewed_at)))
      .for('update');
    if (!before) return null;
    if (d.approve && !d.confirmDuplicate) {
      const duplicates = await companyDuplicates(tx, before);
      if (duplicates.length) return { duplicates };
    }
    // a rejected request keeps its record, not its logo (SECURITY.md 28)
    const [after] = await tx
      .update(dirCompanies)
      .set({ ...reviewed(d, adminId, now), logo: d.approve ? await publishLogo(before.logo) : '' })
      .where(eq(dirCompanies.id, id))
      .returning();
    return { before, after: after! };
  });
}

export async function reviewPerson(
  db: Db,
  id: number,
  d: Decision,
  adminId: number,
  now: Date,
): Promise<Outcome<typeof dirConsultants.$inferSelect>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(dirConsultants)
      .where(and(eq(dirConsultants.id, id), isNull(dirConsultants.reviewed_at)))
      .for('update');
    if (!before) return null;
    if (d.approve && !d.confirmDuplicate) {
      const duplicates = await consultantDuplicates(tx, before);
      if (duplicates.length) return { duplicates };
    }
    const [after] = await tx
      .update(dirConsultants)
      .set(reviewed(d, adminId, now))
      .where(eq(dirConsultants.id, id))
      .returning();
    return { before, after: after! };
  });
}

/** A rejected request waits again, its reason cleared (the audit log keeps who reopened it); null when it is not rejected. */
export async function reopen(db: Db, table: typeof dirCompanies | typeof dirConsultants, id: number, now: Date) {
  const [row] = await db
    .update(table)
    .set({ approval: false, rejected: false, rejection_reason: '', reviewed_at: null, reviewed_by: null, updated_at: now })
    .where(and(eq(table.id, id), eq(table.rejected, true)))
    .returning({ id: table.id });
  return row ?? null;
}
