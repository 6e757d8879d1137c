import { createEvents } from 'ics';
import type { StampedEvent } from './session-calendar';
import type { Lang } from './lang';
import { formatDayRange, ubInstant } from './dates';
import { foldIcs } from './ics-fold';
import type { Edition } from './event';

/** Every day of an edition, first to last (ISO dates): its named days, else every date from start to end. */
export function editionDays(edition: Edition): string[] {
  if (edition.days?.length) return edition.days.map((d) => d.date);
  const days: string[] = [];
  for (let d = new Date(`${edition.starts}T00:00:00Z`); d <= new Date(`${edition.ends}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
    days.push(d.toISOString().slice(0, 10));
  return days;
}

const TITLE: Record<Lang, (product: string, day: number) => string> = {
  mn: (product, day) => `${product} — ${day}-р өдөр`,
  en: (product, day) => `${product} — day ${day}`,
};

/** "Mining Week — day 2", or "Mining Week — Mine site visit" for a day named otherwise than by its number. */
function dayTitle(edition: Edition, lang: Lang, product: string, i: number): string {
  const name = edition.days?.[i]?.name[lang];
  return name && !/\d/.test(name) ? `${product} — ${name}` : TITLE[lang](product, i + 1);
}

export interface CalendarOptions {
  product: string;
  lang: Lang;
  /** The page the entry links to (the event site). */
  url: string;
  /**
   * DTSTAMP (ms): the site's static file passes a fixed moment (the edition's days are code, not
   * data), so every build writes the same file; a mail's attachment is stamped when it is made.
   */
  stamp?: number;
}

/**
 * The whole edition as one RFC 5545 calendar: one event per day from opening to closing time in
 * Asia/Ulaanbaatar, written in UTC (`DTSTART:...Z`) so every calendar places it right. The same
 * function feeds the confirmation mail's attachment and the static download of the site.
 */
export function editionCalendar(edition: Edition, { product, lang, url, stamp }: CalendarOptions): string {
  const events: StampedEvent[] = editionDays(edition).map((day, i) => ({
    uid: `mining-week-${edition.year}-day-${i + 1}@${new URL(url).hostname}`,
    title: dayTitle(edition, lang, product, i),
    location: edition.venue[lang],
    url,
    start: Date.parse(ubInstant(day, edition.opens)),
    end: Date.parse(ubInstant(day, edition.closes)),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: `${product}/${edition.year}`,
    calName: `${product} ${edition.year}`,
    ...(stamp === undefined ? {} : { timestamp: stamp }),
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('calendar could not be written');
  // the library folds by characters: Cyrillic lines would pass 75 octets
  return foldIcs(value);
}

/** The download name of an edition's calendar. */
export const calendarFileName = (edition: Edition) => `mining-week-${edition.year}.ics`;

/** "11–14 September 2025, 09:00–18:00" in the reader's language (the mail states it). */
export const editionWhen = (edition: Edition, lang: Lang): string =>
  `${formatDayRange(edition.starts, edition.ends, lang)}, ${edition.opens}–${edition.closes}`;
