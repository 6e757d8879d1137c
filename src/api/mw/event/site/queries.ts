import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { dbErrorOf } from '@api/errors';
import { eventCategories, eventFooter, eventSocialLinks } from '@db/schema';
import type { EventCategoryInput, EventFooterInput, EventSocialLinkInput } from '@shared/event-site';

/** The event site's menu, social links and footer: the API routes and the static build read through these. */
export type EventCategory = typeof eventCategories.$inferSelect;
export type EventSocialLink = typeof eventSocialLinks.$inferSelect;
export type EventFooterItem = typeof eventFooter.$inferSelect;

const byCid = asc(eventCategories.cid);

/** Every menu item (the admin's list), or the active ones (the public's), optionally of one page type. */
export function eventCategoryList(db: Db, opts: { activeOnly: boolean; pageType?: string }): Promise<EventCategory[]> {
  const where = and(
    opts.activeOnly ? eq(eventCategories.category_status, true) : undefined,
    opts.pageType ? eq(eventCategories.page_type, opts.pageType) : undefined,
  );
  return db.select().from(eventCategories).where(where).orderBy(byCid);
}

export async function findEventCategory(db: Db, cid: number): Promise<EventCategory | null> {
  const [row] = await db.select().from(eventCategories).where(eq(eventCategories.cid, cid));
  return row ?? null;
}

/**
 * Whether `pid` is `cid` or lies below it (`cid` is among `pid`'s ancestors): putting `cid` under
 * `pid` would then make a cycle. The walk up stops at an item seen before (a cycle already stored).
 */
export async function isWithin(db: Db, pid: number, cid: number): Promise<boolean> {
  const seen = new Set<number>();
  for (let at: number | null = pid; at !== null && !seen.has(at);) {
    if (at === cid) return true;
    seen.add(at);
    const [row] = await db.select({ pid: eventCategories.pid }).from(eventCategories).where(eq(eventCategories.cid, at));
    at = row?.pid ?? null;
  }
  return false;
}

/**
 * Runs a menu write that may change a parent after every other such write has committed: a
 * transaction-scoped advisory lock (one key for the whole menu tree), so two concurrent moves (3 under
 * 4 and 4 under 3) are checked one after the other and cannot make a cycle together. The audit holds
 * the moved row locked from before the route, so two such moves may also deadlock on each other's rows:
 * the one Postgres aborts is `busy` (`onBusy`), the other goes through.
 */
export async function lockedTree<T>(db: Db, write: (tx: Db) => Promise<T>, onBusy: () => Error): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('event_categories tree'))`);
      return write(tx as unknown as Db);
    });
  } catch (err) {
    const { code } = dbErrorOf(err);
    if (code === '40P01' || code === '40001') throw onBusy();
    throw err;
  }
}

export async function insertEventCategory(db: Db, input: EventCategoryInput): Promise<EventCategory> {
  const [row] = await db.insert(eventCategories).values(input).returning();
  return row;
}

export async function updateEventCategory(db: Db, cid: number, input: EventCategoryInput): Promise<EventCategory | null> {
  const [row] = await db.update(eventCategories).set(input).where(eq(eventCategories.cid, cid)).returning();
  return row ?? null;
}

/** Deletes a menu item; its children move to the top level (the foreign key sets their pid to null). */
export async function deleteEventCategory(db: Db, cid: number): Promise<EventCategory | null> {
  const [row] = await db.delete(eventCategories).where(eq(eventCategories.cid, cid)).returning();
  return row ?? null;
}

export function eventSocialLinkList(db: Db): Promise<EventSocialLink[]> {
  return db.select().from(eventSocialLinks).orderBy(asc(eventSocialLinks.id));
}

export async function insertEventSocialLink(db: Db, input: EventSocialLinkInput): Promise<EventSocialLink> {
  const [row] = await db.insert(eventSocialLinks).values(input).returning();
  return row;
}

export async function updateEventSocialLink(db: Db, id: number, input: EventSocialLinkInput): Promise<EventSocialLink | null> {
  const [row] = await db.update(eventSocialLinks).set(input).where(eq(eventSocialLinks.id, id)).returning();
  return row ?? null;
}

export async function deleteEventSocialLink(db: Db, id: number): Promise<EventSocialLink | null> {
  const [row] = await db.delete(eventSocialLinks).where(eq(eventSocialLinks.id, id)).returning();
  return row ?? null;
}

export function eventFooterList(db: Db): Promise<EventFooterItem[]> {
  return db.select().from(eventFooter).orderBy(asc(eventFooter.id));
}

export async function insertEventFooter(db: Db, input: EventFooterInput): Promise<EventFooterItem> {
  const [row] = await db.insert(eventFooter).values(input).returning();
  return row;
}

export async function updateEventFooter(db: Db, id: number, input: EventFooterInput): Promise<EventFooterItem | null> {
  const [row] = await db.update(eventFooter).set(input).where(eq(eventFooter.id, id)).returning();
  return row ?? null;
}

export async function deleteEventFooter(db: Db, id: number): Promise<EventFooterItem | null> {
  const [row] = await db.delete(eventFooter).where(eq(eventFooter.id, id)).returning();
  return row ?? null;
}
