import { describe, expect, it } from 'vitest';
import { EDITION_2025, editionEnd, editionEnded } from '@shared/event';
import { eventLd } from '@site-data/event-seo';

/** The end of an edition in Ulaanbaatar time, and what the JSON-LD says before and after it. */
describe('the end of an edition', () => {
  const end = Date.parse('2025-09-14T10:00:00Z'); // 18:00 in Ulaanbaatar (UTC+8)

  it('ends at the last day’s closing hour in Ulaanbaatar', () => {
    expect(editionEnd(EDITION_2025)).toBe('2025-09-14T18:00:00+08:00');
    expect(editionEnded(EDITION_2025, end)).toBe(false);
    expect(editionEnded(EDITION_2025, end + 1)).toBe(true);
    expect(editionEnded(EDITION_2025, Date.parse('2025-09-14T17:59:00+08:00'))).toBe(false);
  });

  it('offers registration until then, and says the offer is over afterwards (the status stays scheduled)', () => {
    const site = new URL('https://example.mn');
    const before = eventLd('en', site, EDITION_2025, end - 1) as { eventStatus: string; offers: Record<string, string> };
    const after = eventLd('mn', site, EDITION_2025, end + 1) as typeof before;
    expect(before.offers.availability).toBe('https://schema.org/InStock');
    expect(after.offers.availability).toBe('https://schema.org/Discontinued');
    for (const ld of [before, after]) {
      expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(ld.offers.validThrough).toBe('2025-09-14T18:00:00+08:00');
    }
  });
});
