import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { auditLog } from '@db/schema';
import type { AuditFilter } from '@shared/audit';
import { pageOf, totalPages } from '@api/paging';

/** Ulaanbaatar is UTC+8 all year (no daylight saving since 2017): a day there starts at 16:00 UTC the day before. */
const ubDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);

function whereOf(f: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.person) conditions.push(eq(auditLog.admin_email, f.person.toLowerCase()));
  if (f.entity) conditions.push(eq(auditLog.entity, f.entity));
  if (f.from) conditions.push(gte(auditLog.at, ubDayStart(f.from)));
  if (f.to) conditions.push(lt(auditLog.at, ubDayStart(f.to, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of entries, newest first, with the people and entities the filters can choose from. */
export async function auditPage(db: Db, f: AuditFilter & { page: number; limit: number }) {
  const where = whereOf(f);
  const { offset } = pageOf(f.page, f.limit);
  const [rows, [{ total }], people, entities] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(f.limit).offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ email: auditLog.admin_email }).from(auditLog).orderBy(asc(auditLog.admin_email)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);
  return {
    audit: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    totalPages: totalPages(total, f.limit),
    people: people.map((p) => p.email),
    entities: entities.map((e) => e.entity),
  };
}
