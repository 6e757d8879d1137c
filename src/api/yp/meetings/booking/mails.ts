import { createEvent, type EventAttributes } from 'ics';
import type { Deps, MailAttachment } from '@platform/ports';
import { renderMail, type MeetingMailVars } from '@platform/mail/templates';
import { ubInstant } from '@shared/dates';
import { foldIcs } from '@shared/ics-fold';
import { hhmm } from '@shared/meetings';
import type { Lang } from '@shared/lang';
import type { MeetingAccount, MyMeeting } from '@shared/meeting-booking';
import { and, eq } from 'drizzle-orm';
import { meetingEvents } from '@db/schema';
import * as q from './queries';

/**
 * The mails of a meeting's state changes, to both sides, each in the recipient's own language: a
 * request, an acceptance (with an `.ics` invitation), a decline, a cancellation (with a cancelling
 * `.ics` when the meeting had been accepted, so calendars drop it). They go after the change is
 * stored: a failed mail is logged (meeting and recipient ids only) and never undoes the change.
 */
export type MeetingEvent = 'requested' | 'accepted' | 'declined' | 'cancelled' | 'moved';

/**
 * What an organiser's step (issue 26 §1) adds to a meeting's mail: that the organisers acted (no
 * side did), and for a move where the meeting was before ("2026-03-10 10:00–11:00, A1, table 2").
 */
export interface MeetingMailExtra {
  organiser?: boolean;
  from?: { when: string; room: string; table: number };
  /** The id of a person being deleted: not mailed; the other reads that the organisers cancelled. */
  removed?: number;
}

type Person = MeetingAccount & { role: 'sender' | 'receiver' };

const nameIn = (p: Pick<MeetingAccount, 'name' | 'name_en'>, lang: Lang) => (lang === 'en' ? p.name_en || p.name : p.name || p.name_en);

const TITLE: Record<Lang, (product: string, other: string) => string> = {
  mn: (product, other) => `${product}: уулзалт — ${other}`,
  en: (product, other) => `${product}: meeting with ${other}`,
};

/** Where the calendar says the meeting is: the room and the table (issue 26 §5). */
const LOCATION: Record<Lang, (room: string, table: number) => string> = {
  mn: (room, table) => `${room} өрөө, ${table}-р ширээ`,
  en: (room, table) => `Room ${room}, table ${table}`,
};

/**
 * The meeting as an RFC 5545 invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL,
 * STATUS:CANCELLED, SEQUENCE 1): the same UID `{meeting_number}@{site host}` so a calendar matches
 * the two; the slot's Ulaanbaatar wall-clock hours written as UTC instants.
 */
export function meetingCalendar(
  m: MyMeeting,
  people: { sender: Person; receiver: Person },
  reader: Person,
  opts: { product: string; publicUrl: string; link: string; cancel: boolean; sequence?: number },
): string {
  const other = reader.role === 'sender' ? people.receiver : people.sender;
  const event: EventAttributes = {
    method: opts.cancel ? 'CANCEL' : 'REQUEST',
    uid: `${m.meeting_number}@${new URL(opts.publicUrl).hostname}`,
    // each move sends the invitation again with a higher SEQUENCE; a cancellation is one above the last
    sequence: opts.sequence ?? (opts.cancel ? 1 : 0),
    status: opts.cancel ? 'CANCELLED' : 'CONFIRMED',
    title: TITLE[reader.lang](opts.product, nameIn(other, reader.lang)),
    description: m.meeting_description || undefined,
    location: LOCATION[reader.lang](m.room_number, m.table),
    url: opts.link,
    start: Date.parse(ubInstant(m.meeting_date, m.start_time)),
    end: Date.parse(ubInstant(m.meeting_date, m.end_time)),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: opts.product,
    // the one who asked organises; both attend, the meeting being agreed
    organizer: { name: nameIn(people.sender, reader.lang), email: people.sender.email },
    attendees: [people.sender, people.receiver].map((p) => ({
      name: nameIn(p, reader.lang),
      email: p.email,
      rsvp: false,
      partstat: opts.cancel ? 'DECLINED' : 'ACCEPTED',
      role: 'REQ-PARTICIPANT',
    })),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  // the library folds by characters: Cyrillic lines would pass 75 octets
  return foldIcs(value);
}

/** What every meeting mail states, for one reader: the other side, the slot, room and table, the reader's meetings page. */
function mailVars(meeting: MyMeeting, other: string, lang: Lang, publicUrl: string): MeetingMailVars {
  return {
    other,
    when: `${meeting.meeting_date} ${hhmm(meeting.start_time)}–${hhmm(meeting.end_time)}`,
    room: meeting.room_number,
    table: meeting.table,
    number: meeting.meeting_number,
    description: meeting.meeting_description,
    link: new URL(lang === 'en' ? '/en/yp/meetings' : '/yp/meetings', publicUrl).href,
  };
}

/** The mail of a state change for one reader: who acted (a side, the organisers) decides the wording. */
function stateMail(
  event: MeetingEvent,
  lang: Lang,
  vars: MeetingMailVars,
  o: MeetingMailExtra & { calendar: boolean; byYou: boolean; asked: boolean },
) {
  if (event === 'moved' && o.from)
    return renderMail('meeting-moved', lang, {
      ...vars,
      from: `${o.from.when}, ${LOCATION[lang](o.from.room, o.from.table)}`,
      calendar: o.calendar,
    });
  if (event === 'accepted') return renderMail(o.organiser ? 'meeting-organiser-accepted' : 'meeting-accepted', lang, vars);
  if (event === 'requested') return renderMail('meeting-request', lang, { ...vars, asked: o.asked });
  if (event === 'declined') return renderMail('meeting-declined', lang, { ...vars, byYou: o.byYou });
  if (o.organiser) return renderMail('meeting-organiser-cancelled', lang, { ...vars, calendar: o.calendar });
  return renderMail('meeting-cancelled', lang, { ...vars, byYou: o.byYou, calendar: o.calendar, ...(o.removed ? { removed: true } : {}) });
}

/**
 * Mails both people of meeting `id` about `event`; `actor` is who made the change. `extra.organiser`:
 * the organisers acted; `extra.removed`: a person being deleted, who is not mailed, the other being
 * told the organisers cancelled (issue 26).
 */
export async function mailMeeting(
  deps: Deps,
  id: number,
  event: MeetingEvent,
  actor: number,
  wasAccepted = false,
  extra: MeetingMailExtra = {},
): Promise<void> {
  const people = await q.meetingPeople(deps.db, id);
  const [meeting] = people ? await q.myMeetings(deps.db, people.sender.id, id) : [];
  if (!people || !meeting) return;
  // the invitation's version: one per move (the first invitation 0), a cancellation one above
  const moves = await deps.db.$count(meetingEvents, and(eq(meetingEvents.meeting_id, id), eq(meetingEvents.action, 'moved')));
  const { productName: product, publicUrl } = deps.config;
  await Promise.all(
    [people.sender, people.receiver].map(async (reader) => {
      if (reader.id === extra.removed) return;
      try {
        const lang = reader.lang;
        const other = reader.role === 'sender' ? people.receiver : people.sender;
        const vars = mailVars(meeting, nameIn(other, lang), lang, publicUrl);
        const link = vars.link;
        const calendar = event === 'accepted' || (event === 'cancelled' && wasAccepted) || (event === 'moved' && wasAccepted);
        const mail = stateMail(event, lang, vars, { ...extra, calendar, byYou: reader.id === actor, asked: reader.role === 'receiver' });
        const attachments: MailAttachment[] = calendar
          ? [
              {
                filename: `${meeting.meeting_number}.ics`,
                contentType: `text/calendar; charset=utf-8; method=${event === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
                content: meetingCalendar(meeting, people, reader, {
                  product,
                  publicUrl,
                  link,
                  cancel: event === 'cancelled',
                  sequence: event === 'cancelled' ? moves + 1 : moves,
                }),
              },
            ]
          : [];
        await deps.mailer.send({ to: reader.email, ...mail, ...(attachments.length ? { attachments } : {}) });
      } catch (err) {
        deps.log?.({ level: 'error', msg: 'meeting mail failed', meeting: id, event, recipient: reader.id, error: String(err) });
      }
    }),
  );
}

/**
 * The scheduler's mails (issue 26 §2, §7; src/api/jobs): an expired request, to its sender only; a
 * reminder the evening before or an hour before an accepted meeting, to both, with the table. Each
 * in the reader's language; a failed mail is logged and never undoes anything.
 */
export type MeetingJobEvent = { event: 'expired' } | { event: 'reminder'; soon: 'evening' | 'hour' };

export async function mailMeetingJob(deps: Deps, id: number, job: MeetingJobEvent): Promise<void> {
  const people = await q.meetingPeople(deps.db, id);
  const [meeting] = people ? await q.myMeetings(deps.db, people.sender.id, id) : [];
  if (!people || !meeting) return;
  const readers = job.event === 'expired' ? [people.sender] : [people.sender, people.receiver];
  await Promise.all(
    readers.map(async (reader) => {
      try {
        const lang = reader.lang;
        const other = reader.role === 'sender' ? people.receiver : people.sender;
        const vars = mailVars(meeting, nameIn(other, lang), lang, deps.config.publicUrl);
        const mail =
          job.event === 'expired'
            ? renderMail('meeting-expired', lang, vars)
            : renderMail('meeting-reminder', lang, { ...vars, soon: job.soon });
        await deps.mailer.send({ to: reader.email, ...mail });
      } catch (err) {
        deps.log?.({ level: 'error', msg: 'meeting mail failed', meeting: id, event: job.event, recipient: reader.id, error: String(err) });
      }
    }),
  );
}
