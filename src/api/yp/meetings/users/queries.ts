import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { meetingUsers } from '@db/schema';
import { pagedRows } from '@api/rows';
import type { MEETING_USER_FILTERS, MeetingUserInput, MeetingUserRow, MeetingUserType } from '@shared/meetings';

/** The admin's meeting users: a page of the list, an edit, a delete. */
const row = {
  id: meetingUsers.id,
  name: meetingUsers.name,
  name_en: meetingUsers.name_en,
  email: meetingUsers.email,
  phone_number: meetingUsers.phone_number,
  user_type: meetingUsers.user_type,
};
// the check constraint `meeting_users_type` keeps user_type to the three types
const typed = (r: { user_type: string } & Omit<MeetingUserRow, 'user_type'>): MeetingUserRow => ({
  ...r,
  user_type: r.user_type as MeetingUserType,
});

/** A page of meeting users of one type (or all), newest first. */
export async function meetingUserList(db: Db, type: (typeof MEETING_USER_FILTERS)[number], page: number, limit: number) {
  const where = type === 'all' ? undefined : eq(meetingUsers.user_type, type);
  const list = db.select(row).from(meetingUsers).where(where).orderBy(desc(meetingUsers.created_at), desc(meetingUsers.id)).$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(meetingUsers, where), page, limit, typed);
  return { users: rows, ...counted };
}

/** Saves every field of a user; null when there is no such user. A taken e-mail throws the unique violation. */
export async function updateMeetingUser(db: Db, id: number, input: MeetingUserInput, now: Date) {
  const [updated] = await db
    .update(meetingUsers)
    .set({ ...input, updated_at: now })
    .where(eq(meetingUsers.id, id))
    .returning(row);
  return updated ? typed(updated) : null;
}

/** Deletes a user (their meetings, seats and sessions go with them: foreign keys on delete cascade); false when there was none. */
export async function deleteMeetingUser(db: Db, id: number) {
  const gone = await db.delete(meetingUsers).where(eq(meetingUsers.id, id)).returning({ id: meetingUsers.id });
  return gone.length > 0;
}
