import { localeOf, type Lang } from '../i18n';

/** Dates are stored as timestamptz and always shown in Ulaanbaatar time. */
export const SITE_TIME_ZONE = 'Asia/Ulaanbaatar';

// Mongolian long forms spell the month out ("арван нэгдүгээр сар"): too long for cards and lists
const DATE_STYLE = { mn: 'medium', en: 'long' } as const;
const MONTH_STYLE = { mn: 'short', en: 'long' } as const;

/**
 * One formatter per language and style for the whole process: building an Intl formatter costs far
 * more than using it, and a build formats dates on every one of its thousands of pages.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
};

export function formatDate(iso: string, lang: Lang): string {
  return formatter(localeOf(lang), { dateStyle: DATE_STYLE[lang], timeZone: SITE_TIME_ZONE }).format(new Date(iso));
}

/** `YYYY-MM-DD` in Ulaanbaatar time, for `<time datetime>`. */
export function isoDay(iso: string): string {
  return formatter('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date(iso));
}

/** An archive month `YYYY-MM` as words ("April 2025"). */
export function formatMonth(month: string, lang: Lang): string {
  const [year, m] = month.split('-').map(Number);
  return formatter(localeOf(lang), { year: 'numeric', month: MONTH_STYLE[lang], timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}
