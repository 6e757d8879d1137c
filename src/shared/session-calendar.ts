import { createEvents, type EventAttributes } from 'ics';
import { foldIcs } from './ics-fold';

/**
 * One programme session as an RFC 5545 calendar (issue 27 §3): a static `.ics` per session, written
 * by the same library as the edition's calendar (event-calendar.ts), in UTC, folded by octets.
 * "My schedule" on the timetable joins these files' events into one calendar (ics-join.ts).
 */
export interface SessionEntry {
  id: number;
  year: number;
  title: string;
  description: string;
  /** The hall and the venue, as the reader's language names them. */
  location: string;
  /** ISO instants (`2025-09-11T09:00:00+08:00`). */
  startsAt: string;
  endsAt: string;
  /** The session's page. */
  url: string;
  product: string;
  /** DTSTAMP: when the session last changed (ISO), not the build's moment, so an unchanged file stays byte for byte the same. */
  stamp: string;
}

/** The library writes `timestamp` as DTSTAMP (its default is now) but leaves it out of its types. */
export type StampedEvent = EventAttributes & { timestamp?: number };

export function sessionCalendar(s: SessionEntry): string {
  const event: StampedEvent = {
    uid: `mining-week-${s.year}-session-${s.id}@${new URL(s.url).hostname}`,
    title: s.title,
    description: s.description || undefined,
    location: s.location,
    url: s.url,
    timestamp: Date.parse(s.stamp),
    start: Date.parse(s.startsAt),
    end: Date.parse(s.endsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: `${s.product}/${s.year}`,
    calName: `${s.product} ${s.year}`,
  };
  const { error, value } = createEvents([event]);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return foldIcs(value);
}

/** The download name of a session's calendar. */
export const sessionCalendarFileName = (year: number, id: number) => `mining-week-${year}-session-${id}.ics`;
