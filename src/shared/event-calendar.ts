import { createEvents, type EventAttributes } from 'ics';
import type { Lang } from './lang';
import { EVENT_TIME_ZONE, type Edition } from './event';

/** Milliseconds `timeZone` is ahead of UTC at `at`. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - at.getTime();
}

/** The instant of a wall-clock `date` (YYYY-MM-DD) and `time` (HH:MM) in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone = EVENT_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, h, min);
  return new Date(guess - zoneOffsetMs(new Date(guess), timeZone));
}

/** Every day of an edition, first to last (ISO dates). */
export function editionDays(edition: Edition): string[] {
  const days: string[] = [];
  for (let d = new Date(`${edition.starts}T00:00:00Z`); d <= new Date(`${edition.ends}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
    days.push(d.toISOString().slice(0, 10));
  return days;
}

const TITLE: Record<Lang, (product: string, day: number) => string> = {
  mn: (product, day) => `${product} — ${day}-р өдөр`,
  en: (product, day) => `${product} — day ${day}`,
};

export interface CalendarOptions {
  product: string;
  lang: Lang;
  /** The page the entry links to (the event site). */
  url: string;
}

/**
 * The whole edition as one RFC 5545 calendar: one event per day from opening to closing time in
 * Asia/Ulaanbaatar, written in UTC (`DTSTART:...Z`) so every calendar places it right. The same
 * function feeds the confirmation mail's attachment and the static download of the site.
 */
export function editionCalendar(edition: Edition, { product, lang, url }: CalendarOptions): string {
  const events: EventAttributes[] = editionDays(edition).map((day, i) => ({
    uid: `mining-week-${edition.year}-day-${i + 1}@${new URL(url).hostname}`,
    title: TITLE[lang](product, i + 1),
    location: edition.venue[lang],
    url,
    start: zonedInstant(day, edition.opens).getTime(),
    end: zonedInstant(day, edition.closes).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: `${product}/${edition.year}`,
    calName: `${product} ${edition.year}`,
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return value;
}

/** The download name of an edition's calendar. */
export const calendarFileName = (edition: Edition) => `mining-week-${edition.year}.ics`;

/** "11–13 September 2025, 09:00–18:00" in the reader's language (the mail states it). */
export function editionWhen(edition: Edition, lang: Lang): string {
  const [year, month, first] = edition.starts.split('-').map(Number);
  const last = Number(edition.ends.slice(8, 10));
  const hours = `${edition.opens}–${edition.closes}`;
  if (lang === 'mn') return `${year} оны ${month}-р сарын ${first}–${last}, ${hours}`;
  const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  return `${first}–${last} ${monthName} ${year}, ${hours}`;
}
