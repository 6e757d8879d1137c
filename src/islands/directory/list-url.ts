import { CONSULTANT_CODE, SEARCH_TERM_MAX } from '@shared/directory';
import type { ListKind, ListQuery } from './useDirectoryList';

/** A category filter in the URL: main numbers or sub-category codes, at most 30. */
const CODES = /^0[1-4](\d\d)?$/;

/**
 * The list's state in the page URL (`?page=3`, `?term=...`, `?cat=0101,0204`, `?operating=1`, on /yp
 * also `?tab=consultant`), so every state can be shared and Back works.
 */
export function fromUrl(kindOnHome: ListKind, category?: string): ListQuery {
  const params = new URLSearchParams(window.location.search);
  const page = Math.max(1, Math.min(100000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const kind: ListKind = category
    ? category === CONSULTANT_CODE
      ? 'consultant'
      : 'company'
    : params.get('tab') === 'consultant'
      ? 'consultant'
      : kindOnHome;
  const categories = [...new Set((params.get('cat') ?? '').split(',').filter((c) => CODES.test(c) && c !== CONSULTANT_CODE))].slice(0, 30);
  return {
    kind,
    page,
    term: (params.get('term') ?? '').trim().toUpperCase().slice(0, SEARCH_TERM_MAX),
    category,
    categories: kind === 'company' ? categories : [],
    operating: kind === 'company' && params.get('operating') === '1',
  };
}
/** The query string of page `page` of a list ('' for the first page of the unfiltered home list). */
function searchOf(q: ListQuery, page: number): string {
  const params = new URLSearchParams();
  if (!q.category && q.kind === 'consultant') params.set('tab', 'consultant');
  if (q.term) params.set('term', q.term);
  if (q.categories.length) params.set('cat', q.categories.join(','));
  if (q.operating) params.set('operating', '1');
  if (page > 1) params.set('page', String(page));
  return params.toString().replaceAll('%2C', ',');
}

/** The address of a list's state (pushed on each move). */
export function urlOf(q: ListQuery): string {
  const search = searchOf(q, q.page);
  return `${window.location.pathname}${search ? `?${search}` : ''}`;
}

/** Query-string href of a page of the list (server render: relative). */
export function pageHref(q: ListQuery, page: number): string {
  const search = searchOf(q, page);
  return search ? `?${search}` : '?';
}
