import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayRange, formatMonth, isoDay, isoTime, SITE_TIME_ZONE, ubInstant } from '@shared/dates';
import { EDITION_2025 } from '@shared/event';
import { editionWhen } from '@shared/event-calendar';
import { t } from '@i18n/index';

/** The one date formatter: both languages, Ulaanbaatar time (UTC+8) whatever the machine's zone. */
describe('shared dates', () => {
  // 16:30 UTC on 25 November is 00:30 on 26 November in Ulaanbaatar
  const nearMidnight = '2026-11-25T16:30:00Z';
  const afternoon = '2026-11-26T07:13:00Z'; // 15:13 in Ulaanbaatar

  it('writes Mongolian dates as 2026.11.26 and 2026.11.26 15:13', () => {
    expect(formatDate(afternoon, 'mn')).toBe('2026.11.26');
    expect(formatDateTime(afternoon, 'mn')).toBe('2026.11.26 15:13');
    expect(formatDateTime('2026-03-04T20:05:00Z', 'mn')).toBe('2026.03.05 04:05');
  });

  it('writes English dates as 26 Nov 2026 and 26 Nov 2026, 15:13', () => {
    expect(formatDate(afternoon, 'en')).toBe('26 Nov 2026');
    expect(formatDateTime(afternoon, 'en')).toBe('26 Nov 2026, 15:13');
    expect(formatDate(new Date('2025-09-05T01:00:00Z'), 'en')).toBe('5 Sep 2025');
  });

  it('takes the day and time of Ulaanbaatar, not of UTC', () => {
    expect(formatDate(nearMidnight, 'mn')).toBe('2026.11.26');
    expect(formatDateTime(nearMidnight, 'mn')).toBe('2026.11.26 00:30');
    expect(formatDateTime(nearMidnight, 'en')).toBe('26 Nov 2026, 00:30');
    expect(isoDay(nearMidnight)).toBe('2026-11-26');
    expect(isoTime(nearMidnight)).toBe('00:30');
    expect(isoDay('2026-11-25T15:59:00Z')).toBe('2026-11-25');
    expect(formatDateTime(ubInstant('2026-11-26', '00:30'), 'en')).toBe('26 Nov 2026, 00:30');
  });

  it('names archive months', () => {
    expect(formatMonth('2025-04', 'en')).toBe('April 2025');
    expect(formatMonth('2025-04', 'mn')).toBe('2025 оны 4-р сар');
    expect(formatMonth('2025-12', 'mn')).toBe('2025 оны 12-р сар');
  });
});

describe('one Ulaanbaatar instant and one day range', () => {
  it('ubInstant is the instant of an Ulaanbaatar wall clock, with or without seconds', () => {
    expect(ubInstant('2025-09-11', '09:00')).toBe('2025-09-11T09:00:00+08:00');
    expect(ubInstant('2025-09-11', '09:00:00')).toBe('2025-09-11T09:00:00+08:00');
    expect(new Date(ubInstant('2025-09-11', '09:30:00')).toISOString()).toBe('2025-09-11T01:30:00.000Z');
    expect(SITE_TIME_ZONE).toBe('Asia/Ulaanbaatar');
  });
  it("the edition's span reads as the day range plus the hours", () => {
    expect(formatDayRange(EDITION_2025.starts, EDITION_2025.ends, 'en')).toBe('11–14 September 2025');
    expect(formatDayRange(EDITION_2025.starts, EDITION_2025.ends, 'mn')).toBe('2025 оны 9-р сарын 11–14');
    expect(editionWhen(EDITION_2025, 'en')).toBe(`11–14 September 2025, ${EDITION_2025.opens}–${EDITION_2025.closes}`);
    expect(editionWhen(EDITION_2025, 'mn')).toBe(`2025 оны 9-р сарын 11–14, ${EDITION_2025.opens}–${EDITION_2025.closes}`);
  });
  it("the site's header dates are the edition's days (the mine site visit on the 14th too)", () => {
    for (const lang of ['mn', 'en'] as const)
      expect(t(lang, 'event.dates')).toBe(`${formatDayRange(EDITION_2025.starts, EDITION_2025.ends, lang)}, ${EDITION_2025.city[lang]}`);
  });
});
