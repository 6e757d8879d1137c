import { and, asc, desc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCategories, dirCompanies, dirCompanyCategories, dirContacts } from '@db/schema';
import { badRequest, notFound } from '@api/errors';
import { pagedRows } from '@api/rows';
import { CONSULTANT_CODE, type ContactType } from '@shared/directory';
import { DIRECTORY_ADMIN_MESSAGES as M, upperName, type CompanyUpdate } from '@shared/directory-admin';
import { fold } from '@shared/transliterate';
import { categoryCodesOf, companyInCategory } from '../categories/queries';
import { companyDuplicates } from './duplicates';

/**
 * The directory admin's companies: the reviewed list (filters, name search), the full record, its
 * edit and delete (the requests: request-queries.ts, review-queries.ts). The admin lists show
 * reviewed, not rejected rows.
 */
type CompanyRow = typeof dirCompanies.$inferSelect;

const listed = and(isNotNull(dirCompanies.reviewed_at), eq(dirCompanies.rejected, false));

const listColumns = {
  id: dirCompanies.id,
  registration_number: dirCompanies.registration_number,
  name_mn: dirCompanies.name_mn,
  name_en: dirCompanies.name_en,
  logo: dirCompanies.logo,
};

export interface CompanyFilters {
  mainCategory?: string;
  subCategory?: string;
  approval?: boolean;
  status?: boolean;
  name?: string;
}

/** A page of reviewed companies (`get/company-list`, `get/company-list/name`), newest first. */
export async function companyList(db: Db, f: CompanyFilters, page: number, limit: number) {
  const folded = f.name !== undefined ? fold(f.name) : undefined;
  const where = and(
    listed,
    f.mainCategory ? companyInCategory(f.mainCategory) : undefined,
    f.subCategory ? companyInCategory(f.subCategory) : undefined,
    f.approval !== undefined ? eq(dirCompanies.approval, f.approval) : undefined,
    f.status !== undefined ? eq(dirCompanies.status, f.status) : undefined,
    folded !== undefined ? ilike(dirCompanies.search_key, `%${folded}%`) : undefined,
  );
  const list = db
    .select({ ...listColumns, approval: dirCompanies.approval, status: dirCompanies.status })
    .from(dirCompanies)
    .where(where)
    .orderBy(desc(dirCompanies.id))
    .$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(dirCompanies, where), page, limit);
  const codes = await categoryCodesOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...r, categories: codes.get(r.id) ?? [] })), ...counted };
}

/**
 * The spec's "Company record (admin read)" (§3), with the review state beside approval and status
 * and, while it waits, the entries it may repeat;
 * `shownLogo` gives the URL the answer carries (a waiting logo's admin-only one).
 */
export async function companyRecord(db: Db, id: number, shownLogo: (id: number, logo: string) => string) {
  const [row] = await db.select().from(dirCompanies).where(eq(dirCompanies.id, id));
  if (!row) return null;
  const c = { ...row, logo: shownLogo(row.id, row.logo) };
  const [category, contact, duplicates] = await Promise.all([
    db
      .select({ category_id: dirCategories.id, category_code: dirCategories.category_code, name: dirCategories.name_mn })
      .from(dirCompanyCategories)
      .innerJoin(dirCategories, eq(dirCategories.id, dirCompanyCategories.category_id))
      .where(eq(dirCompanyCategories.company_id, id))
      .orderBy(asc(dirCategories.category_code)),
    db
      .select({ id: dirContacts.id, contact_type: dirContacts.contact_type, contact_value: dirContacts.contact_value })
      .from(dirContacts)
      .where(eq(dirContacts.company_id, id))
      .orderBy(asc(dirContacts.contact_type), asc(dirContacts.sequence), asc(dirContacts.id)),
    // a request under review is warned of the entries it may repeat
    row.reviewed_at ? [] : companyDuplicates(db, row),
  ]);
  const about = (['mn', 'en'] as const).map((language) => {
    const address = language === 'mn' ? c.address_mn : c.address_en;
    return {
      language,
      name: language === 'mn' ? c.name_mn : c.name_en,
      /** The schema keeps one address per language: location and address read the same. */
      location: address,
      address,
      about_company: language === 'mn' ? c.about_mn : c.about_en,
      logo: c.logo,
    };
  });
  return {
    id: c.id,
    registration_number: c.registration_number,
    company_info: { translations: { logo: c.logo, name: { mn: c.name_mn, en: c.name_en } } },
    registrant: { name: c.registrant_name, position: c.registrant_position, email: c.registrant_email, phone: c.registrant_phone },
    category,
    contact,
    about,
    duplicates,
    company: {
      id: c.id,
      registration_number: c.registration_number,
      approval: c.approval,
      status: c.status,
      rejected: c.rejected,
      rejection_reason: c.rejection_reason,
      reviewed_at: c.reviewed_at?.toISOString() ?? null,
      created_at: c.created_at.toISOString(),
    },
  };
}
export type CompanyRecord = NonNullable<Awaited<ReturnType<typeof companyRecord>>>;

export const findCompany = async (db: Db, id: number): Promise<CompanyRow | undefined> =>
  (await db.select().from(dirCompanies).where(eq(dirCompanies.id, id)))[0];

/** Makes a waiting request's logo public on approval (SECURITY.md 28): the URL the row then keeps. */
export type PublishLogo = (logo: string) => Promise<string>;

/**
 * Changes a company's fields and adds contacts and categories, all or nothing. Names are upper-cased
 * and the search key follows them; publishing a waiting request reviews it. Returns the row before.
 */
export async function updateCompany(
  db: Db,
  input: CompanyUpdate,
  adminId: number,
  now: Date,
  publishLogo: PublishLogo,
): Promise<CompanyRow> {
  const { id, approval, name_mn, name_en, ...fields } = input.company;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(dirCompanies).where(eq(dirCompanies.id, id)).for('update');
    if (!before) throw notFound(M.companyNotFound);
    const categoryIds = [...new Set(input.new_category.map((c) => c.category_id))];
    if (categoryIds.length) {
      const found = await tx.select().from(dirCategories).where(inArray(dirCategories.id, categoryIds));
      if (found.length !== categoryIds.length) throw badRequest(M.category);
      if (found.some((c) => c.category_code === CONSULTANT_CODE)) throw badRequest(M.consultantCategory);
    }
    const names = {
      name_mn: name_mn !== undefined ? upperName(name_mn) : before.name_mn,
      name_en: name_en !== undefined ? upperName(name_en) : before.name_en,
    };
    const review =
      approval === true && !before.reviewed_at
        ? { reviewed_at: now, reviewed_by: adminId, rejected: false }
        : approval === true
          ? { rejected: false }
          : {};
    // a published company's logo is public: an approval here moves a waiting logo like the review does
    const logo = fields.logo ?? before.logo;
    const published = (approval ?? before.approval) && logo ? { logo: await publishLogo(logo) } : {};
    await tx
      .update(dirCompanies)
      .set({
        ...fields,
        ...published,
        ...names,
        ...(approval !== undefined ? { approval } : {}),
        ...review,
        updated_at: now,
      })
      .where(eq(dirCompanies.id, id));
    if (input.new_contact.length) {
      const last = await tx
        .select({ type: dirContacts.contact_type, max: sql<number>`max(${dirContacts.sequence})` })
        .from(dirContacts)
        .where(eq(dirContacts.company_id, id))
        .groupBy(dirContacts.contact_type);
      const next = new Map<ContactType, number>(last.map((l) => [l.type, Number(l.max) + 1]));
      await tx.insert(dirContacts).values(
        input.new_contact.map((c) => {
          const sequence = next.get(c.contact_type) ?? 0;
          next.set(c.contact_type, sequence + 1);
          return { company_id: id, contact_type: c.contact_type, contact_value: c.contact_value, sequence };
        }),
      );
    }
    if (categoryIds.length)
      await tx
        .insert(dirCompanyCategories)
        .values(categoryIds.map((category_id) => ({ company_id: id, category_id })))
        .onConflictDoNothing();
    return before;
  });
}

const touch = (db: Pick<Db, 'update'>, id: number, now: Date) =>
  db.update(dirCompanies).set({ updated_at: now }).where(eq(dirCompanies.id, id));

/** Deletes one contact; null when there is none. */
export async function deleteContact(db: Db, id: number, now: Date) {
  const [row] = await db.delete(dirContacts).where(eq(dirContacts.id, id)).returning();
  if (row) await touch(db, row.company_id, now);
  return row ?? null;
}

/** Removes a category from a company; a company keeps at least one (400), an unknown link is 404. */
export async function deleteCompanyCategory(db: Db, companyId: number, categoryId: number, now: Date) {
  await db.transaction(async (tx) => {
    const links = await tx.select().from(dirCompanyCategories).where(eq(dirCompanyCategories.company_id, companyId)).for('update');
    if (!links.some((l) => l.category_id === categoryId)) throw notFound(M.categoryNotFound);
    if (links.length < 2) throw badRequest(M.lastCategory);
    await tx
      .delete(dirCompanyCategories)
      .where(and(eq(dirCompanyCategories.company_id, companyId), eq(dirCompanyCategories.category_id, categoryId)));
    await touch(tx, companyId, now);
  });
}

/** Deletes a company with its contacts and category links (cascade); the deleted row, or null. */
export async function deleteCompany(db: Db, id: number) {
  const [row] = await db.delete(dirCompanies).where(eq(dirCompanies.id, id)).returning();
  return row ?? null;
}
