import { and, desc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirConsultants } from '@db/schema';
import { notFound } from '@api/errors';
import { pagedRows } from '@api/rows';
import { consultantColumns } from '../lists/queries';
import { DIRECTORY_ADMIN_MESSAGES as M, upperName, type PersonUpdate } from '@shared/directory-admin';
import { fold } from '@shared/transliterate';

/** The directory admin's consultants (spec "person"): the reviewed list, the record, edit and delete. */
type PersonRow = typeof dirConsultants.$inferSelect;

const listed = and(isNotNull(dirConsultants.reviewed_at), eq(dirConsultants.rejected, false));

const listColumns = { ...consultantColumns, approval: dirConsultants.approval };

/** A page of reviewed consultants (`get/consultant-list`, `get/consultant-list/name`), newest first. */
export async function consultantList(db: Db, f: { approval?: boolean; name?: string }, page: number, limit: number) {
  const where = and(
    listed,
    f.approval !== undefined ? eq(dirConsultants.approval, f.approval) : undefined,
    f.name !== undefined ? ilike(dirConsultants.search_key, `%${fold(f.name)}%`) : undefined,
  );
  return pagedRows(
    db.select(listColumns).from(dirConsultants).where(where).orderBy(desc(dirConsultants.id)).$dynamic(),
    db.$count(dirConsultants, where),
    page,
    limit,
  );
}

/** The spec's "Consultant record (admin read)" (§3), with the review state in `person`. */
export async function personRecord(db: Db, id: number) {
  const [p] = await db.select().from(dirConsultants).where(eq(dirConsultants.id, id));
  if (!p) return null;
  return {
    id: p.id,
    person_info: { translations: { name: { mn: p.name_mn, en: p.name_en } } },
    phone_number: p.phone_number,
    registrant: { name: p.registrant_name, position: p.registrant_position, email: p.registrant_email, phone: p.registrant_phone },
    about: (['mn', 'en'] as const).map((language) => ({
      language,
      name: language === 'mn' ? p.name_mn : p.name_en,
      profession: language === 'mn' ? p.profession_mn : p.profession_en,
      advice_range: language === 'mn' ? p.advice_mn : p.advice_en,
      person_id: p.id,
    })),
    person: {
      id: p.id,
      phone_number: p.phone_number,
      approval: p.approval,
      rejected: p.rejected,
      rejection_reason: p.rejection_reason,
      reviewed_at: p.reviewed_at?.toISOString() ?? null,
      created_at: p.created_at.toISOString(),
    },
  };
}

export const findPerson = async (db: Db, id: number): Promise<PersonRow | undefined> =>
  (await db.select().from(dirConsultants).where(eq(dirConsultants.id, id)))[0];

/** Changes a consultant's fields; names upper-cased, the search key follows; publishing a waiting request reviews it. */
export async function updatePerson(db: Db, input: PersonUpdate, adminId: number, now: Date) {
  const before = await findPerson(db, input.id);
  if (!before) throw notFound(M.personNotFound);
  const name_mn = input.nameMn !== undefined ? upperName(input.nameMn) : before.name_mn;
  const name_en = input.nameEn !== undefined ? upperName(input.nameEn) : before.name_en;
  const review =
    input.approval === true && !before.reviewed_at
      ? { reviewed_at: now, reviewed_by: adminId, rejected: false }
      : input.approval === true
        ? { rejected: false }
        : {};
  await db
    .update(dirConsultants)
    .set({
      name_mn,
      name_en,
      ...(input.professionMn !== undefined ? { profession_mn: input.professionMn } : {}),
      ...(input.professionEn !== undefined ? { profession_en: input.professionEn } : {}),
      ...(input.phone !== undefined ? { phone_number: input.phone } : {}),
      ...(input.adviceMn !== undefined ? { advice_mn: input.adviceMn } : {}),
      ...(input.adviceEn !== undefined ? { advice_en: input.adviceEn } : {}),
      ...(input.approval !== undefined ? { approval: input.approval } : {}),
      ...review,
      updated_at: now,
    })
    .where(eq(dirConsultants.id, input.id));
}

export async function deletePerson(db: Db, id: number) {
  const [row] = await db.delete(dirConsultants).where(eq(dirConsultants.id, id)).returning({ id: dirConsultants.id });
  return row ?? null;
}
