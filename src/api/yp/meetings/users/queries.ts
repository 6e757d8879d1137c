import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { meetings, meetingUsers } from '@db/schema';
import { pagedRows } from '@api/rows';
import { containsPattern } from '@api/like';
import {
  MEETING_USER_COLUMN_FILTERS,
  type MEETING_USER_FILTERS,
  type MeetingStatus,
  type MeetingUserInput,
  type MeetingUserListRow,
  type MeetingUserRow,
  type MeetingUserType,
} from '@shared/meetings';

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

/** A meeting's live states: a pending request or an accepted meeting (they hold a slot). */
const LIVE: MeetingStatus[] = ['pending', 'accepted'];
const liveOf = (id: typeof meetingUsers.id | number) =>
  and(or(eq(meetings.sender_id, id), eq(meetings.receiver_id, id)), inArray(meetings.meeting_status, LIVE));

/**
 * A page of meeting users of one type (or all), newest first, searched on the server over the
 * whole list (issue 26): `term` anywhere in the name, English name, e-mail, phone or organisation
 * (and each column filter in its column),
 * wildcards taken literally. Each row says how many live meetings deleting the user would cancel.
 */
export async function meetingUserList(
  db: Db,
  query: { type: (typeof MEETING_USER_FILTERS)[number]; term: string; page: number; limit: number } & Partial<
    Record<(typeof MEETING_USER_COLUMN_FILTERS)[number], string>
  >,
) {
  const { type, term, page, limit } = query;
  const pattern = term ? containsPattern(term) : null;
  const where = and(
    type === 'all' ? undefined : eq(meetingUsers.user_type, type),
    ...MEETING_USER_COLUMN_FILTERS.map((c) => (query[c] ? ilike(meetingUsers[c], containsPattern(query[c])) : undefined)),
    pattern
      ? or(
          ilike(meetingUsers.name, pattern),
          ilike(meetingUsers.name_en, pattern),
          ilike(meetingUsers.email, pattern),
          ilike(meetingUsers.phone_number, pattern),
          ilike(meetingUsers.organisation, pattern),
        )
      : undefined,
  );
  const list = db
    .select({ ...row, organisation: meetingUsers.organisation, live_meetings: db.$count(meetings, liveOf(meetingUsers.id)) })
    .from(meetingUsers)
    .where(where)
    .orderBy(desc(meetingUsers.created_at), desc(meetingUsers.id))
    .$dynamic();
  const { rows, ...counted } = await pagedRows(list, db.$count(meetingUsers, where), page, limit, (r) => typed(r) as MeetingUserListRow);
  return { users: rows, ...counted };
}

/** The live (pending or accepted) meetings of a user, by id, with the state each had. */
export async function liveMeetingsOf(db: Db, userId: number): Promise<{ id: number; status: MeetingStatus }[]> {
  const rows = await db
    .select({ id: meetings.id, status: meetings.meeting_status })
    .from(meetings)
    .where(liveOf(userId))
    .orderBy(asc(meetings.id));
  return rows.map((r) => ({ id: r.id, status: r.status as MeetingStatus }));
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
