import { paths } from '../../lib/routes';

/**
 * The news search lives in the URL (association-site.md §5): `/mm/blog/{term}={page}` (English
 * under `/en`). These helpers are shared by the side-panel form and the results island.
 */
export const DEFAULT_NEWS_CATEGORY = 8;

/** The path of a search (or of category 8 when the term is empty), without the language prefix. */
export function searchPath(term: string, page = 1): string {
  // a slash would split the segment, so it becomes a space; everything else is percent-encoded
  const clean = term
    .replace(/[/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return paths.blog(DEFAULT_NEWS_CATEGORY);
  return paths.blog(encodeURIComponent(clean), page);
}

/** Reads `{ term, page }` from a location: the path segment, or `?term=` (the form without JavaScript). */
export function readSearch(pathname: string, search = ''): { term: string; page: number } | null {
  // only news-list paths carry a search (`/mm/report=1` is the reports list, not a search for "report")
  const onBlog = /(^|\/)mm\/blog\/[^/]+$/.test(pathname.replace(/\/+$/, ''));
  const segment = onBlog ? (pathname.replace(/\/+$/, '').split('/').pop() ?? '') : '';
  const m = /^(.+)=(\d{1,6})$/.exec(segment);
  if (m) {
    let term: string;
    try {
      term = decodeURIComponent(m[1]);
    } catch {
      term = m[1];
    }
    term = term.replace(/\s+/g, ' ').trim();
    if (term) return { term, page: Math.max(1, Number(m[2])) };
  }
  const fromQuery = new URLSearchParams(search).get('term')?.replace(/\s+/g, ' ').trim();
  return fromQuery ? { term: fromQuery, page: 1 } : null;
}
