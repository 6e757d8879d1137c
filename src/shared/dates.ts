import type { Lang } from './lang';

/**
 * The one date formatter of the site: the build (Astro pages), the islands and the admin. Dates are
 * stored as instants and always shown in Ulaanbaatar time, in the page's language:
 *
 *   formatDate      mn 2026.11.26          en 26 Nov 2026
 *   formatDateTime  mn 2026.11.26 15:13    en 26 Nov 2026, 15:13
 *   formatMonth     mn 2025 оны 4-р сар    en April 2025
 *   isoDay          2026-11-26 (for `<time datetime>` and date inputs)
 *
 * Only the time-zone arithmetic is left to Intl (numeric parts); the words and the order are written
 * here, because ICU's text differs between Node and the browsers (Mongolian `mn` dates, English
 * "Sept"/"Sep"), and a page built by Node must read the same as an island drawing it in the browser.
 * No browser-only or server-only code: islands import this directly.
 */
export const SITE_TIME_ZONE = 'Asia/Ulaanbaatar';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Built once for the process: building an Intl formatter costs far more than using it, and a build
 * formats dates on every one of its thousands of pages.
 */
const ubParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant: an ISO string (as the API answers) or a Date. */
export type When = string | Date;

interface Parts {
  year: string;
  /** `01`..`12` */
  month: string;
  /** `01`..`31` */
  day: string;
  /** `HH:MM`, 24-hour */
  time: string;
}

function partsOf(when: When): Parts {
  const out: Record<string, string> = {};
  for (const p of ubParts.formatToParts(typeof when === 'string' ? new Date(when) : when)) out[p.type] = p.value;
  return { year: out.year, month: out.month, day: out.day, time: `${out.hour}:${out.minute}` };
}

const dayOf = (p: Parts, lang: Lang) =>
  lang === 'mn' ? `${p.year}.${p.month}.${p.day}` : `${Number(p.day)} ${MONTHS[Number(p.month) - 1].slice(0, 3)} ${p.year}`;

/** The calendar day in Ulaanbaatar: `2026.11.26` / `26 Nov 2026`. */
export const formatDate = (when: When, lang: Lang): string => dayOf(partsOf(when), lang);

/** Day and time to the minute in Ulaanbaatar: `2026.11.26 15:13` / `26 Nov 2026, 15:13`. */
export function formatDateTime(when: When, lang: Lang): string {
  const p = partsOf(when);
  return `${dayOf(p, lang)}${lang === 'mn' ? ' ' : ', '}${p.time}`;
}

/** An archive month `YYYY-MM` in words: `2025 оны 4-р сар` / `April 2025`. */
export function formatMonth(month: string, lang: Lang): string {
  const [year, m] = month.split('-').map(Number);
  return lang === 'mn' ? `${year} оны ${m}-р сар` : `${MONTHS[m - 1]} ${year}`;
}

/** `YYYY-MM-DD` in Ulaanbaatar. */
export function isoDay(when: When): string {
  const p = partsOf(when);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `HH:MM` in Ulaanbaatar, 24-hour. */
export const isoTime = (when: When): string => partsOf(when).time;

/**
 * The site's one "Ulaanbaatar wall clock -> instant" helper: the ISO instant of a day and time
 * (`2026-11-26`, `15:13` or `15:13:00`) in Ulaanbaatar, `2026-11-26T15:13:00+08:00`. UTC+8 all year,
 * no daylight saving since 2017. `new Date(ubInstant(...))` where a Date is needed.
 */
export const ubInstant = (day: string, time = '00:00'): string => `${day}T${time.slice(0, 5)}:00+08:00`;

const fullDay = (y: number, m: number, d: number, lang: Lang) =>
  lang === 'mn' ? `${y} оны ${m}-р сарын ${d}` : `${d} ${MONTHS[m - 1]} ${y}`;

/**
 * A span of calendar days (`YYYY-MM-DD`, inclusive) in words: `2–5 October 2024` / `2024 оны 10-р сарын 2–5`;
 * across months `30 September – 2 October 2024` / `2024 оны 9-р сарын 30 – 10-р сарын 2`.
 */
export function formatDayRange(starts: string, ends: string, lang: Lang): string {
  const [y1, m1, d1] = starts.split('-').map(Number);
  const [y2, m2, d2] = ends.split('-').map(Number);
  if (y1 !== y2) return `${fullDay(y1, m1, d1, lang)} – ${fullDay(y2, m2, d2, lang)}`;
  if (m1 === m2) return lang === 'mn' ? `${fullDay(y1, m1, d1, lang)}–${d2}` : `${d1}–${fullDay(y2, m2, d2, lang)}`;
  return lang === 'mn' ? `${fullDay(y1, m1, d1, lang)} – ${m2}-р сарын ${d2}` : `${d1} ${MONTHS[m1 - 1]} – ${fullDay(y2, m2, d2, lang)}`;
}
