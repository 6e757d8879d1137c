import { createEvent, type EventAttributes } from 'ics';
import type { Deps, MailAttachment } from '@platform/ports';
import { renderMail, type MeetingMailVars } from '@platform/mail/templates';
import { ubInstant } from '@shared/dates';
import { foldIcs } from '@shared/ics-fold';
import { hhmm } from '@shared/meetings';
import type { Lang } from '@shared/lang';
import type { MeetingAccount, MyMeeting } from '@shared/meeting-booking';
import * as q from './queries';

/**
 * The mails of a meeting's state changes, to both sides, each in the recipient's own language: a
 * request, an acceptance (with an `.ics` invitation), a decline, a cancellation (with a cancelling
 * `.ics` when the meeting had been accepted, so calendars drop it). They go after the change is
 * stored: a failed mail is logged (meeting and recipient ids only) and never undoes the change.
 */
export type MeetingEvent = 'requested' | 'accepted' | 'declined' | 'cancelled';

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
  opts: { product: string; publicUrl: string; link: string; cancel: boolean },
): string {
  const other = reader.role === 'sender' ? people.receiver : people.sender;
  const event: EventAttributes = {
    method: opts.cancel ? 'CANCEL' : 'REQUEST',
    uid: `${m.meeting_number}@${new URL(opts.publicUrl).hostname}`,
    sequence: opts.cancel ? 1 : 0,
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

/** Mails both people of meeting `id` about `event`; `actor` is who made the change. */
export async function mailMeeting(deps: Deps, id: number, event: MeetingEvent, actor: number, wasAccepted = false): Promise<void> {
  const people = await q.meetingPeople(deps.db, id);
  const [meeting] = people ? await q.myMeetings(deps.db, people.sender.id, id) : [];
  if (!people || !meeting) return;
  const { productName: product, publicUrl } = deps.config;
  await Promise.all(
    [people.sender, people.receiver].map(async (reader) => {
      try {
        const lang = reader.lang;
        const other = reader.role === 'sender' ? people.receiver : people.sender;
        const link = new URL(lang === 'en' ? '/en/yp/meetings' : '/yp/meetings', publicUrl).href;
        const vars: MeetingMailVars = {
          other: nameIn(other, lang),
          when: `${meeting.meeting_date} ${hhmm(meeting.start_time)}–${hhmm(meeting.end_time)}`,
          room: meeting.room_number,
          table: meeting.table,
          number: meeting.meeting_number,
          description: meeting.meeting_description,
          link,
        };
        const byYou = reader.id === actor;
        const calendar = event === 'accepted' || (event === 'cancelled' && wasAccepted);
        const mail =
          event === 'requested'
            ? renderMail('meeting-request', lang, { ...vars, asked: reader.role === 'receiver' })
            : event === 'accepted'
              ? renderMail('meeting-accepted', lang, vars)
              : event === 'declined'
                ? renderMail('meeting-declined', lang, { ...vars, byYou })
                : renderMail('meeting-cancelled', lang, { ...vars, byYou, calendar });
        const attachments: MailAttachment[] = calendar
          ? [
              {
                filename: `${meeting.meeting_number}.ics`,
                contentType: `text/calendar; charset=utf-8; method=${event === 'accepted' ? 'REQUEST' : 'CANCEL'}`,
                content: meetingCalendar(meeting, people, reader, { product, publicUrl, link, cancel: event === 'cancelled' }),
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
