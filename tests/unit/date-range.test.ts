import { describe, expect, it } from 'vitest';
import { formatDayRange } from '@shared/dates';

describe('formatDayRange', () => {
  it.each([
    ['2024-10-02', '2024-10-05', '2–5 October 2024', '2024 оны 10-р сарын 2–5'],
    ['2024-09-30', '2024-10-02', '30 September – 2 October 2024', '2024 оны 9-р сарын 30 – 10-р сарын 2'],
    ['2024-12-30', '2025-01-02', '30 December 2024 – 2 January 2025', '2024 оны 12-р сарын 30 – 2025 оны 1-р сарын 2'],
  ])('%s to %s', (starts, ends, en, mn) => {
    expect(formatDayRange(starts, ends, 'en')).toBe(en);
    expect(formatDayRange(starts, ends, 'mn')).toBe(mn);
  });
});
