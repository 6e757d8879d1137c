import type { Db } from '@db/client';
import { dirCategories, dirCompanies, dirCompanyCategories, dirConsultants, dirContacts } from '@db/schema';
import type { Lang } from '@shared/lang';
import {
  COMPANY_LIST_FIELDS,
  LIST_CONTACT_TYPE,
  type CompanyRegistration,
  type ConsultantRegistration,
} from '@shared/directory-registration';

/** Who reviews the row on creation: an admin adding it (approved at once), or nobody (a waiting request). */
export interface Review {
  adminId: number | null;
  approval: boolean;
  at: Date;
}

const reviewOf = (r: Review) =>
  r.adminId !== null && r.approval
    ? { approval: true, reviewed_at: r.at, reviewed_by: r.adminId }
    : { approval: false, reviewed_at: null, reviewed_by: null };

const registrantOf = (v: CompanyRegistration | ConsultantRegistration, lang: Lang) => ({
  registrant_name: v.registrantName,
  registrant_position: v.registrantPosition,
  registrant_email: v.registrantEmail,
  registrant_phone: v.registrantPhone,
  lang,
});

/** Sub-category code -> its id and main code (to check the rows and store them). */
export async function subCategoryIndex(db: Db): Promise<Map<string, { id: number; main: string }>> {
  const rows = await db
    .select({ id: dirCategories.id, code: dirCategories.category_code, main: dirCategories.main_code })
    .from(dirCategories);
  return new Map(rows.map((r) => [r.code, { id: r.id, main: r.main }]));
}

/**
 * One transaction: the company, its contacts (empty rows already dropped, in the order typed) and
 * its categories (a repeated one once), all stored or none.
 */
export async function insertCompany(
  db: Db,
  v: CompanyRegistration,
  logo: string,
  categoryIds: number[],
  lang: Lang,
  review: Review,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(dirCompanies)
      .values({
        registration_number: v.registrationNumber,
        name_mn: v.nameMn,
        name_en: v.nameEn,
        address_mn: v.addressMn,
        address_en: v.addressEn,
        about_mn: v.aboutMn,
        about_en: v.aboutEn,
        logo,
        ...reviewOf(review),
        ...registrantOf(v, lang),
      })
      .returning({ id: dirCompanies.id });
    const contacts = COMPANY_LIST_FIELDS.flatMap((f) =>
      v[f].map((value, i) => ({ company_id: company.id, contact_type: LIST_CONTACT_TYPE[f], contact_value: value, sequence: i })),
    );
    if (contacts.length) await tx.insert(dirContacts).values(contacts);
    const ids = [...new Set(categoryIds)];
    await tx.insert(dirCompanyCategories).values(ids.map((category_id) => ({ company_id: company.id, category_id })));
    return company;
  });
}

export async function insertConsultant(db: Db, v: ConsultantRegistration, lang: Lang, review: Review): Promise<{ id: number }> {
  const [row] = await db
    .insert(dirConsultants)
    .values({
      name_mn: v.nameMn,
      name_en: v.nameEn,
      profession_mn: v.professionMn,
      profession_en: v.professionEn,
      advice_mn: v.adviceMn,
      advice_en: v.adviceEn,
      phone_number: v.phone,
      ...reviewOf(review),
      ...registrantOf(v, lang),
    })
    .returning({ id: dirConsultants.id });
  return row;
}
