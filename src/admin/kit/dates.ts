import { SITE_TIME_ZONE } from '../../lib/dates';

/** `YYYY-MM-DD HH:MM` in Ulaanbaatar time: the admin lists' date-time column. */
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** `YYYY-MM-DD` in Ulaanbaatar time: the admin lists' date column. */
export { isoDay } from '../../lib/dates';
