import { t, type Lang } from '@i18n';
import type { Edition } from '@shared/event';

/** "11–13 September 2025" / "2025 оны 9-р сарын 11–13": the span of an edition (one month). */
export function editionDates(lang: Lang, e: Edition): string {
  const [year, month, start] = e.starts.split('-').map(Number);
  const end = Number(e.ends.split('-')[2]);
  const monthName =
    lang === 'en' ? new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1)) : month;
  return t(lang, 'event.site.home.dates', { start, end, month: monthName, year });
}
