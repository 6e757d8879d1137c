import { paths } from '@lib/routes';

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

/**
 * What a `/mm/blog/{segment}={page}` address asks for. A number is a category id and `YYYY-MM` an
 * archive month (spec §2), whatever the page and even when no such list exists (the caller knows
 * the lists); anything else is a search. A list's `key` is its segment in `paths.blog`; its `page` is
 * as written (0, or far past the last page).
 */
export type ListRequest = { kind: 'category' | 'month'; key: string; page: number } | { kind: 'search'; term: string; page: number };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Reads the request from a location: the path segment, or `?term=` (the form without JavaScript). */
export function readListRequest(pathname: string, search = ''): ListRequest | null {
  // only news-list paths carry a search (`/mm/report=1` is the reports list, not a search for "report")
  const onBlog = /(^|\/)mm\/blog\/[^/]+$/.test(pathname.replace(/\/+$/, ''));
  const segment = onBlog ? (pathname.replace(/\/+$/, '').split('/').pop() ?? '') : '';
  const m = /^(.+)=(\d+)$/.exec(segment);
  if (m) {
    let term: string;
    try {
      term = decodeURIComponent(m[1]);
    } catch {
      term = m[1];
    }
    const found = classify(term, Math.min(Number(m[2]), Number.MAX_SAFE_INTEGER));
    if (found) return found;
  }
  return classify(new URLSearchParams(search).get('term') ?? '', 1);
}

function classify(text: string, page: number): ListRequest | null {
  const term = text.replace(/\s+/g, ' ').trim();
  if (/^\d+$/.test(term)) return { kind: 'category', key: String(Number(term)), page };
  if (MONTH.test(term)) return { kind: 'month', key: term, page };
  return term ? { kind: 'search', term, page: Math.max(1, page) } : null;
}
