import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { memberCompanies, memberLogos, partnerLogos } from '@db/schema';
import { containsPattern } from '@api/like';

/** Logo and member-company data functions: the API routes and the static pages both call these. */
export type PartnerLogo = typeof partnerLogos.$inferSelect;
export type MemberLogo = typeof memberLogos.$inferSelect;
export type MemberCompany = typeof memberCompanies.$inferSelect;

/** Partner logos (committees on the activity page, sponsor slider). */
export function partnerLogoList(db: Db): Promise<PartnerLogo[]> {
  return db.select().from(partnerLogos).orderBy(asc(partnerLogos.id));
}

/** Logos of the responsible-mining programme (page 20). */
export function responsibleLogos(db: Db): Promise<PartnerLogo[]> {
  return db.select().from(partnerLogos).where(eq(partnerLogos.responsible, true)).orderBy(asc(partnerLogos.id));
}

/** The committees of the activity page and the partner-logo flag that puts a logo on each. */
export const COMMITTEES = ['public_relations_committee', 'environment_committee', 'legal_committee', 'logistics_committee'] as const;
export type Committee = (typeof COMMITTEES)[number];

export async function committeeLogos(db: Db): Promise<Record<Committee, PartnerLogo[]>> {
  const all = await partnerLogoList(db);
  return Object.fromEntries(COMMITTEES.map((c) => [c, all.filter((l) => l[c])])) as Record<Committee, PartnerLogo[]>;
}

/* Membership logos (board members and main members). */
export function memberLogoList(db: Db): Promise<MemberLogo[]> {
  return db.select().from(memberLogos).orderBy(asc(memberLogos.id));
}

export async function findMemberLogo(db: Db, id: number) {
  const [row] = await db.select().from(memberLogos).where(eq(memberLogos.id, id)).limit(1);
  return row;
}
export type MemberLogoValues = Omit<typeof memberLogos.$inferInsert, 'id'>;
export async function insertMemberLogo(db: Db, values: MemberLogoValues) {
  const [row] = await db.insert(memberLogos).values(values).returning();
  return row!;
}
export async function updateMemberLogo(db: Db, id: number, values: Partial<MemberLogoValues>) {
  const [row] = await db.update(memberLogos).set(values).where(eq(memberLogos.id, id)).returning();
  return row;
}
export async function deleteMemberLogo(db: Db, id: number) {
  const [row] = await db.delete(memberLogos).where(eq(memberLogos.id, id)).returning();
  return row;
}

/* Member companies (the e-mails allowed to take the member assessment). */
export function companyList(db: Db, name?: string): Promise<MemberCompany[]> {
  const pattern = name ? containsPattern(name) : undefined;
  return db
    .select()
    .from(memberCompanies)
    .where(pattern ? or(ilike(memberCompanies.name, pattern), ilike(memberCompanies.email, pattern)) : undefined)
    .orderBy(desc(memberCompanies.created_at), desc(memberCompanies.id));
}

export async function findCompany(db: Db, id: number) {
  const [row] = await db.select().from(memberCompanies).where(eq(memberCompanies.id, id)).limit(1);
  return row;
}

/** Whether another company already uses `email` (case-insensitive). */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const same = sql`lower(${memberCompanies.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ id: memberCompanies.id })
    .from(memberCompanies)
    .where(exceptId ? and(same, ne(memberCompanies.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

export type CompanyValues = Omit<typeof memberCompanies.$inferInsert, 'id' | 'created_at'>;
export async function insertCompany(db: Db, values: CompanyValues) {
  const [row] = await db.insert(memberCompanies).values(values).returning();
  return row!;
}
export async function updateCompany(db: Db, id: number, values: Partial<CompanyValues>) {
  const [row] = await db.update(memberCompanies).set(values).where(eq(memberCompanies.id, id)).returning();
  return row;
}
export async function deleteCompany(db: Db, id: number) {
  const [row] = await db.delete(memberCompanies).where(eq(memberCompanies.id, id)).returning();
  return row;
}
