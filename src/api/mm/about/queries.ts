import { asc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { aboutPeople } from '@db/schema';
import type { AboutCategory, PublicPerson } from '@shared/about';

/** About-us data functions: the API routes and the static about pages both call these. */
export type AboutRow = typeof aboutPeople.$inferSelect;
export type AboutValues = Omit<typeof aboutPeople.$inferInsert, 'id' | 'created_at'>;

const toPublic = (r: AboutRow): PublicPerson => ({
  id: r.id,
  about_category: r.about_category,
  name: r.name,
  name_en: r.name_en,
  position: r.position,
  position_en: r.position_en,
  company: r.company,
  company_en: r.company_en,
  profile: r.profile,
  years_of_work: r.years_of_work,
  email: r.about_category === 'Office' ? r.email : '',
});

/** Everyone in entry order (the order the admin added them). */

export function allPeople(db: Db): Promise<AboutRow[]> {
  return db.select().from(aboutPeople).orderBy(asc(aboutPeople.created_at), asc(aboutPeople.id));
}

export async function publicPeople(db: Db): Promise<PublicPerson[]> {
  return (await allPeople(db)).map(toPublic);
}

/** People of one category, for the pages (auditors on the responsible-mining page). */
export async function peopleOf(db: Db, category: AboutCategory): Promise<PublicPerson[]> {
  const rows = await db
    .select()
    .from(aboutPeople)
    .where(eq(aboutPeople.about_category, category))
    .orderBy(asc(aboutPeople.created_at), asc(aboutPeople.id));
  return rows.map(toPublic);
}

export async function findPerson(db: Db, id: number): Promise<AboutRow | undefined> {
  const [row] = await db.select().from(aboutPeople).where(eq(aboutPeople.id, id)).limit(1);
  return row;
}

export async function insertPerson(db: Db, values: AboutValues): Promise<AboutRow> {
  const [row] = await db.insert(aboutPeople).values(values).returning();
  return row!;
}

export async function updatePerson(db: Db, id: number, values: AboutValues): Promise<AboutRow | undefined> {
  const [row] = await db.update(aboutPeople).set(values).where(eq(aboutPeople.id, id)).returning();
  return row;
}

export async function deletePerson(db: Db, id: number): Promise<AboutRow | undefined> {
  const [row] = await db.delete(aboutPeople).where(eq(aboutPeople.id, id)).returning();
  return row;
}
