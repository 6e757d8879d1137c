import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCategories, dirCompanies, dirCompanyCategories, dirContacts } from '@db/schema';
import { inLang, type CompanyDetail } from '@shared/directory';
import type { Lang } from '@shared/lang';
import { recentNews, type PublicNews } from '@api/mm/news/queries';

/**
 * A published company's detail (`/get/company`, the `/yp/company/{id}` pages): the API and the build
 * read through the same functions. Published = approved (spec §4: an admin approves a request
 * before it is public).
 */
export const DIRECTORY_NEWS_COUNT = 6;

/** The association's latest news in `lang`, as the directory home shows it (`/news`). */
export const directoryNews = (db: Db, lang: Lang): Promise<PublicNews[]> => recentNews(db, lang, DIRECTORY_NEWS_COUNT);

type CompanyRow = typeof dirCompanies.$inferSelect;
type CategoryLink = { company_id: number; code: string; name_mn: string; name_en: string };
type ContactRow = Pick<typeof dirContacts.$inferSelect, 'company_id' | 'contact_type' | 'contact_value'>;

function groupBy<T extends { company_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.company_id);
    if (list) list.push(r);
    else map.set(r.company_id, [r]);
  }
  return map;
}

function detailOf(lang: Lang, c: CompanyRow, cats: CategoryLink[], contacts: ContactRow[]): CompanyDetail {
  const of = (type: ContactRow['contact_type']) => contacts.filter((x) => x.contact_type === type).map((x) => x.contact_value);
  return {
    id: c.id,
    company_name: inLang(lang, c.name_mn, c.name_en),
    all_categories: cats.map((k) => ({ code: k.code, name: inLang(lang, k.name_mn, k.name_en) })),
    emails: of('email'),
    phones: of('phone'),
    faxes: of('fax'),
    websites: of('website'),
    address: inLang(lang, c.address_mn, c.address_en),
    logo: c.logo,
    about_company: inLang(lang, c.about_mn, c.about_en),
    operating: c.status,
    updated_at: c.updated_at.toISOString(),
  };
}

/**
 * Published companies' details in `lang`, all of them (the build: three queries for any number of
 * companies) or the listed ids (the API).
 */
export async function companyDetails(db: Db, lang: Lang, ids?: number[]): Promise<CompanyDetail[]> {
  const published = and(eq(dirCompanies.approval, true), ids ? inArray(dirCompanies.id, ids) : undefined);
  const [companies, cats, contacts] = await Promise.all([
    db.select().from(dirCompanies).where(published).orderBy(asc(dirCompanies.id)),
    db
      .select({
        company_id: dirCompanyCategories.company_id,
        code: dirCategories.category_code,
        name_mn: dirCategories.name_mn,
        name_en: dirCategories.name_en,
      })
      .from(dirCompanyCategories)
      .innerJoin(dirCategories, eq(dirCategories.id, dirCompanyCategories.category_id))
      .innerJoin(dirCompanies, eq(dirCompanies.id, dirCompanyCategories.company_id))
      .where(published)
      .orderBy(asc(dirCategories.category_code)),
    db
      .select({ company_id: dirContacts.company_id, contact_type: dirContacts.contact_type, contact_value: dirContacts.contact_value })
      .from(dirContacts)
      .innerJoin(dirCompanies, eq(dirCompanies.id, dirContacts.company_id))
      .where(published)
      .orderBy(asc(dirContacts.sequence), asc(dirContacts.id)),
  ]);
  const catsOf = groupBy(cats);
  const contactsOf = groupBy(contacts);
  return companies.map((c) => detailOf(lang, c, catsOf.get(c.id) ?? [], contactsOf.get(c.id) ?? []));
}

/** One published company in `lang`, or null when there is none (missing, waiting or rejected). */
export async function companyDetail(db: Db, lang: Lang, id: number): Promise<CompanyDetail | null> {
  const [found] = await companyDetails(db, lang, [id]);
  return found ?? null;
}

/**
 * Where the contact form's message goes: a published company's first listed e-mail (the order the
 * company page lists them in) and its names, or null (missing, waiting, rejected, or no e-mail).
 */
export async function contactAddress(db: Db, id: number): Promise<{ email: string; name_mn: string; name_en: string } | null> {
  const [found] = await db
    .select({ email: dirContacts.contact_value, name_mn: dirCompanies.name_mn, name_en: dirCompanies.name_en })
    .from(dirContacts)
    .innerJoin(dirCompanies, eq(dirCompanies.id, dirContacts.company_id))
    .where(and(eq(dirCompanies.id, id), eq(dirCompanies.approval, true), eq(dirContacts.contact_type, 'email')))
    .orderBy(asc(dirContacts.sequence), asc(dirContacts.id))
    .limit(1);
  return found ?? null;
}
