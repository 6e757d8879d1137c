import { inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { meetingUsers } from '@db/schema';
import type { MeetingUserInput, MeetingUserRow } from '@shared/meetings';

const toUser = (r: typeof meetingUsers.$inferSelect): MeetingUserRow => ({
  id: r.id,
  name: r.name,
  name_en: r.name_en,
  email: r.email,
  phone_number: r.phone_number,
  user_type: r.user_type as MeetingUserRow['user_type'],
});

/** One meeting user; the unique index on the e-mail refuses an address already registered (23505). */
export async function insertMeetingUser(db: Db, input: MeetingUserInput): Promise<MeetingUserRow> {
  const [row] = await db.insert(meetingUsers).values(input).returning();
  return toUser(row);
}

/** Which of these (lower-case) addresses are registered already: one query for a whole file. */
export async function registeredEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db.select({ email: meetingUsers.email }).from(meetingUsers).where(inArray(meetingUsers.email, emails));
  return new Set(rows.map((r) => r.email));
}

/** A checked file in one statement, so in one transaction: all rows or none (a raced e-mail fails it whole). */
export async function insertMeetingUsers(db: Db, users: MeetingUserInput[]): Promise<number> {
  const rows = await db
    .insert(meetingUsers)
    .values(users.map(({ name, name_en, email, phone_number, user_type }) => ({ name, name_en, email, phone_number, user_type })))
    .returning({ id: meetingUsers.id });
  return rows.length;
}
