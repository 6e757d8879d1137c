/** The spec's pager shows at most 3 page numbers around the current page (the directory: current ±2, 5). */
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

/** One control of the pager: `page` is where it leads, null when it is disabled. */
export interface PagerStep {
  kind: 'first' | 'previous' | 'page' | 'next' | 'last';
  text: string;
  page: number | null;
  /** The current page's number. */
  current: boolean;
}

export interface PagerOptions {
  /** How many page numbers at most (default 3). */
  window?: number;
  /**
   * A page past the last one (a search's stale link) leads back: the pager shows, previous and last
   * go to the last page. Without it a list past its end has no pager.
   */
  pastEnd?: boolean;
}

/**
 * The one pager of the public sites: first «, previous ‹, a window of page numbers, next ›, last ».
 * No steps (no pager) for a list of one page. Drawn by `@ui/Pager.astro` (links) and `@ui/Pager`
 * (an island's links or buttons).
 */
export function pagerSteps(current: number, total: number, { window = MAX_PAGE_NUMBERS, pastEnd = false }: PagerOptions = {}): PagerStep[] {
  const last = pastEnd ? Math.max(1, total) : total;
  if (pastEnd ? last <= 1 && current <= 1 : total <= 1) return [];
  const atStart = current <= 1;
  const atEnd = current >= last;
  const step = (kind: PagerStep['kind'], text: string, page: number | null): PagerStep => ({ kind, text, page, current: false });
  return [
    step('first', '«', atStart ? null : 1),
    step('previous', '‹', atStart ? null : pastEnd ? Math.min(current - 1, last) : current - 1),
    ...pageWindow(current, last, window).map((p) => ({ kind: 'page' as const, text: String(p), page: p, current: p === current })),
    step('next', '›', atEnd ? null : current + 1),
    step('last', '»', (pastEnd ? current === last : atEnd) ? null : last),
  ];
}

/** The words of a pager: its name, the four arrows' names and a page number's name. */
export interface PagerLabels {
  label: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
}

/** The accessible name of a step. */
export const stepLabel = (s: PagerStep, labels: PagerLabels): string => (s.kind === 'page' ? labels.page(s.page!) : labels[s.kind]);
