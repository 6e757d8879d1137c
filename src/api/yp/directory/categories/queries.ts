import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCategories, dirCompanies, dirCompanyCategories, dirMainCategories } from '@db/schema';
import { inLang, type MainCategory, type MainCategoryCode, type SubCategory } from '@shared/directory';
import type { Lang } from '@shared/lang';

/** The directory's categories: the public calls, the static pages and the nav overlay read through these. */
export type CategoryRow = typeof dirCategories.$inferSelect;

const subOf =
  (lang: Lang) =>
  (r: CategoryRow): SubCategory => ({ id: r.id, category_code: r.category_code, name: inLang(lang, r.name_mn, r.name_en) });

/** Sub-categories in code order, all or of one main category. */
export async function subCategories(db: Db, lang: Lang, main?: string): Promise<SubCategory[]> {
  const rows = await db
    .select()
    .from(dirCategories)
    .where(main ? eq(dirCategories.main_code, main) : undefined)
    .orderBy(asc(dirCategories.category_code));
  return rows.map(subOf(lang));
}

/** The four main categories with their sub-categories (the overlay, the category tree). */
export async function allCategories(db: Db, lang: Lang): Promise<MainCategory[]> {
  const [mains, subs] = await Promise.all([
    db.select().from(dirMainCategories).orderBy(asc(dirMainCategories.code)),
    db.select().from(dirCategories).orderBy(asc(dirCategories.category_code)),
  ]);
  return mains.map((m) => ({
    id: m.code as MainCategoryCode,
    nameMn: m.name_mn,
    nameEn: m.name_en,
    subCategories: subs.filter((s) => s.main_code === m.code).map(subOf(lang)),
  }));
}

/** Categories' names by code (main codes and sub-category codes alike), in two queries for any number; a code there is none of is left out. */
export async function categoryNames(db: Db, lang: Lang, codes: string[]): Promise<Map<string, string>> {
  const mains = codes.filter((c) => c.length === 2);
  const subs = codes.filter((c) => c.length !== 2);
  const [m, s] = await Promise.all([
    mains.length ? db.select().from(dirMainCategories).where(inArray(dirMainCategories.code, mains)) : [],
    subs.length ? db.select().from(dirCategories).where(inArray(dirCategories.category_code, subs)) : [],
  ]);
  return new Map([
    ...m.map((r) => [r.code, inLang(lang, r.name_mn, r.name_en)] as const),
    ...s.map((r) => [r.category_code, inLang(lang, r.name_mn, r.name_en)] as const),
  ]);
}

/** The version of the category data (the overlay in every /yp page's chrome shows it). */
export async function categoriesVersion(db: Db): Promise<string> {
  const rows = await db.select({ id: dirCategories.id, at: dirCategories.updated_at }).from(dirCategories);
  return rows.map((r) => `${r.id}:${r.at.getTime()}`).join(',');
}

/** A company of a main category (01-04: any of its sub-categories) or of one sub-category: a filter of `dir_companies` rows. */
export function companyInCategory(code: string): SQL {
  const column = code.length === 2 ? sql`c.main_code` : sql`c.category_code`;
  return sql`exists (select 1 from ${dirCompanyCategories} cc join ${dirCategories} c on c.id = cc.category_id
    where cc.company_id = ${dirCompanies.id} and ${column} = ${code})`;
}

/** The sub-category codes of each company, in code order (one query for a page of companies). */
export async function categoryCodesOf(db: Db, companyIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(companyIds.map((id) => [id, []]));
  if (!companyIds.length) return map;
  const rows = await db
    .select({ company: dirCompanyCategories.company_id, code: dirCategories.category_code })
    .from(dirCompanyCategories)
    .innerJoin(dirCategories, eq(dirCategories.id, dirCompanyCategories.category_id))
    .where(inArray(dirCompanyCategories.company_id, companyIds))
    .orderBy(asc(dirCategories.category_code));
  for (const r of rows) map.get(r.company)?.push(r.code);
  return map;
}
