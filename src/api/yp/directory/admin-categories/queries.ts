import { and, asc, eq, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dirCategories } from '@db/schema';
import { pagedRows } from '@api/rows';
import { inLang, type MainCategoryCode } from '@shared/directory';
import { MAX_SUB_CODE, type CategoryInsert, type CategoryRename, type CategoryType } from '@shared/directory-catban';
import type { Lang } from '@shared/lang';

/** A sub-category as the admin lists it: its name in the chosen language and both names for the rename form. */
export interface AdminCategory {
  id: number;
  category_code: string;
  name: string;
  nameMn: string;
  nameEn: string;
}

type Row = typeof dirCategories.$inferSelect;
const toAdmin =
  (lang: Lang) =>
  (r: Row): AdminCategory => ({
    id: r.id,
    category_code: r.category_code,
    name: inLang(lang, r.name_mn, r.name_en),
    nameMn: r.name_mn,
    nameEn: r.name_en,
  });

/** One page of the sub-categories in code order, of one main category or all. */
export async function adminCategoryPage(db: Db, type: CategoryType, lang: Lang, page: number, limit: number) {
  const where = type === 'all' ? undefined : eq(dirCategories.main_code, type);
  const list = db.select().from(dirCategories).where(where).orderBy(asc(dirCategories.category_code)).$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(dirCategories, where), page, limit, toAdmin(lang));
  return { categories: rows, ...counted };
}

/** A name folded for the duplicate check: trimmed, spaces collapsed, case ignored. */
const folded = (column: typeof dirCategories.name_mn | typeof dirCategories.name_en) =>
  sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;
const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The name field another sub-category of the main category already uses (either language, case and spaces ignored), or null. */
async function nameTaken(db: Db, main: string, nameMn: string, nameEn: string, exceptId?: number): Promise<NameField | null> {
  const [hit] = await db
    .select({ mn: sql<boolean>`${folded(dirCategories.name_mn)} = ${fold(nameMn)}` })
    .from(dirCategories)
    .where(
      and(
        eq(dirCategories.main_code, main),
        exceptId ? ne(dirCategories.id, exceptId) : undefined,
        or(sql`${folded(dirCategories.name_mn)} = ${fold(nameMn)}`, sql`${folded(dirCategories.name_en)} = ${fold(nameEn)}`),
      ),
    )
    .limit(1);
  return hit ? (hit.mn ? 'nameMn' : 'nameEn') : null;
}

export type NameField = 'nameMn' | 'nameEn';
export type InsertOutcome = { category: AdminCategory } | { refused: 'full' } | { refused: 'duplicate'; field: NameField };

/** Adds a sub-category with the next free two-digit code of its main category (0105 after 0104), in one transaction. */
export async function insertCategory(db: Db, input: CategoryInsert): Promise<InsertOutcome> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const taken = await nameTaken(t, input.mainCategory, input.nameMn, input.nameEn);
    if (taken) return { refused: 'duplicate' as const, field: taken };
    const [{ last }] = await t
      .select({ last: max(dirCategories.category_code) })
      .from(dirCategories)
      .where(eq(dirCategories.main_code, input.mainCategory));
    const next = (last ? Number(last.slice(2)) : 0) + 1;
    if (next > MAX_SUB_CODE) return { refused: 'full' as const };
    const [row] = await t
      .insert(dirCategories)
      .values({
        main_code: input.mainCategory,
        category_code: nextCode(input.mainCategory, next),
        name_mn: input.nameMn,
        name_en: input.nameEn,
      })
      .returning();
    return { category: toAdmin('mn')(row) };
  });
}

const nextCode = (main: MainCategoryCode, n: number) => `${main}${String(n).padStart(2, '0')}`;

export type RenameOutcome = { category: AdminCategory } | { refused: 'missing' } | { refused: 'duplicate'; field: NameField };

/** Renames a sub-category (its code stays) and stamps `updated_at` (the pages showing it are rebuilt). */
export async function renameCategory(db: Db, input: CategoryRename): Promise<RenameOutcome> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select().from(dirCategories).where(eq(dirCategories.id, input.id));
    if (!row) return { refused: 'missing' as const };
    const taken = await nameTaken(t, row.main_code, input.nameMn, input.nameEn, row.id);
    if (taken) return { refused: 'duplicate' as const, field: taken };
    const [updated] = await t
      .update(dirCategories)
      .set({ name_mn: input.nameMn, name_en: input.nameEn, updated_at: new Date() })
      .where(eq(dirCategories.id, input.id))
      .returning();
    return { category: toAdmin('mn')(updated) };
  });
}
