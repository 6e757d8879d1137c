import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@db/client';
import { meetings, meetingTimes } from '@db/schema';
import { isoDay, ubInstant } from '@shared/dates';
import { changeStatus } from '@api/yp/meetings/booking/queries';
import { mailMeetingJob } from '@api/yp/meetings/booking/mails';
import { JobError, type JobHandler } from './sweep';

/**
 * The meetings' scheduled work (issue 26 §2, §7), planned by the trigger of migration 0009 whenever
 * a meeting is made or its state, slot or deadline changes. Each job checks that the meeting is
 * still as planned before it acts, so a job left over from a meeting's earlier state does nothing.
 */

const HOUR_MS = 3_600_000;

/** The meeting as the jobs need it: state, slot (and its start), deadline, table. */
async function meetingNow(db: Db, id: number) {
  const [row] = await db
    .select({
      status: meetings.meeting_status,
      time_id: meetings.time_id,
      expires_at: meetings.expires_at,
      table: meetings.room_seat,
      day: meetingTimes.meeting_date,
      start: meetingTimes.start_time,
    })
    .from(meetings)
    .innerJoin(meetingTimes, eq(meetingTimes.id, meetings.time_id))
    .where(eq(meetings.id, id))
    .limit(1);
  return row ? { ...row, starts: Date.parse(ubInstant(row.day, row.start)) } : null;
}

function payloadOf<T extends z.ZodType>(schema: T, payload: unknown): z.infer<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new JobError(`bad payload: ${JSON.stringify(payload)}`);
  return parsed.data;
}

const expirePayload = z.object({ meeting_id: z.number().int().positive() });

/**
 * 'meeting-expire' {meeting_id}: a request still pending at its deadline (or at its slot's start,
 * when that comes first) expires: the seats are freed and the history says the system did it, in
 * one transaction (changeStatus); then its sender is told. Answered or cancelled meanwhile: nothing.
 * Of two runs (or a run and an answer at the same moment) only the one whose UPDATE finds it
 * pending mails.
 */
export const meetingExpire: JobHandler = async (deps, job, now) => {
  const { meeting_id } = payloadOf(expirePayload, job.payload);
  const m = await meetingNow(deps.db, meeting_id);
  if (!m || m.status !== 'pending' || !m.expires_at) return;
  const deadline = Math.min(m.expires_at.getTime(), m.starts);
  if (now.getTime() < deadline) return { again: new Date(deadline) }; // the deadline moved after this was claimed
  if (await changeStatus(deps.db, meeting_id, ['pending'], 'expired', { actor: 'system' }, now)) {
    await mailMeetingJob(deps, meeting_id, { event: 'expired' });
  }
};

const reminderPayload = z.object({
  meeting_id: z.number().int().positive(),
  time_id: z.number().int().positive(),
  when: z.enum(['evening', 'hour']),
});

/** When a reminder is meant to go: 19:00 Ulaanbaatar time the day before, or an hour before the start. */
export function reminderTime(when: 'evening' | 'hour', day: string, starts: number): number {
  return when === 'hour' ? starts - HOUR_MS : Date.parse(ubInstant(day, '00:00')) - 5 * HOUR_MS;
}

/**
 * 'meeting-reminder' {meeting_id, time_id, when}: mails both sides, each in their language, with the
 * slot, room and table, only while the meeting is still accepted in that slot and has not started.
 * Not when the job was planned after its time (a meeting accepted at 21:00 the evening before gets
 * no "evening before" reminder, one accepted 30 minutes before no "hour before"), nor an evening
 * reminder run late, once the meeting's day has begun in Ulaanbaatar or its hour-before one is due.
 */
export const meetingReminder: JobHandler = async (deps, job, now) => {
  const { meeting_id, time_id, when } = payloadOf(reminderPayload, job.payload);
  const m = await meetingNow(deps.db, meeting_id);
  if (!m || m.status !== 'accepted' || m.time_id !== time_id) return; // cancelled or moved: the new slot has its own
  if (now.getTime() >= m.starts) return;
  if (job.created_at.getTime() > reminderTime(when, m.day, m.starts)) return;
  if (when === 'evening' && (isoDay(now) >= m.day || now.getTime() >= m.starts - HOUR_MS)) return;
  await mailMeetingJob(deps, meeting_id, { event: 'reminder', soon: when });
};
