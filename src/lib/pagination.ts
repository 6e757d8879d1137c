/** The spec's pager shows at most 3 page numbers around the current page. */
export const MAX_PAGE_NUMBERS = 3;

/** Page numbers to show: a window of up to `max` pages that contains `current`, kept inside 1..total. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_NUMBERS): number[] {
  if (total < 1) return [];
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Every page number of a list (an empty list still has page 1, which shows the empty text). */
export function allPages(totalPages: number): number[] {
  return Array.from({ length: Math.max(1, totalPages) }, (_, i) => i + 1);
}
