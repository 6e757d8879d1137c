import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
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

/** The parent of a menu item (null at the top level or for an unknown item). */
export async function parentOf(db: Db, cid: number): Promise<number | null> {
  const [row] = await db.select({ pid: eventCategories.pid }).from(eventCategories).where(eq(eventCategories.cid, cid));
  return row?.pid ?? null;
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
