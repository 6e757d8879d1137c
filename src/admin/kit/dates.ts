import { formatDateTime as siteDateTime } from '@shared/dates';

/** The admin's date-time column (a Mongolian interface): `2026.11.26 15:13` in Ulaanbaatar time. */
export const formatDateTime = (iso: string) => siteDateTime(iso, 'mn');

/** `YYYY-MM-DD` in Ulaanbaatar time: the admin lists' date column. */
export { isoDay } from '@shared/dates';
