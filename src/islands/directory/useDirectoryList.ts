import { useCallback } from 'react';
import { useData } from '@ui/useData';
import { api } from '@client/api-client';
import { COMPANY_PAGE_SIZE, CONSULTANT_PAGE_SIZE, type CompanyListItem, type ConsultantListItem } from '@shared/directory';
import type { Lang } from '@shared/lang';

export type ListKind = 'company' | 'consultant';
export type ListItems = { kind: 'company'; items: CompanyListItem[] } | { kind: 'consultant'; items: ConsultantListItem[] };
export type ListPage = ListItems & { total: number; totalPages: number; page: number; term: string };

/** What a list shows: a category's rows, or a search (within a category where one is given). */
export interface ListQuery {
  kind: ListKind;
  page: number;
  /** Upper-cased search term, '' for the category's list. */
  term: string;
  /** The page's category code, or none on the directory home. */
  category?: string;
  /** The buyer's category filter (codes), [] for the page's own category (or all on the home). */
  categories: string[];
  /** Operating companies only. */
  operating: boolean;
}

/** Whether a query shows anything: the home shows nothing until a term or a category is chosen. */
export const hasList = (q: ListQuery) => Boolean(q.term || q.category || q.categories.length);

/** The categories a company query covers ('' for all): the filter, else the page's category. */
const codesOf = (q: ListQuery) => (q.categories.length ? q.categories : q.category ? [q.category] : []).join(',');

async function fetchPage(lang: Lang, q: ListQuery): Promise<ListPage> {
  const base = { page: q.page, term: q.term };
  if (q.kind === 'consultant') {
    const limit = CONSULTANT_PAGE_SIZE;
    const r = q.term
      ? await api.get('/search/consultants', { lang, page: q.page, limit, term: q.term }, 'yp')
      : await api.get('/get/consultants-by-category', { lang, page: q.page, limit }, 'yp');
    return { ...base, kind: 'consultant', items: r.consultants, total: r.total, totalPages: r.totalPages };
  }
  const limit = COMPANY_PAGE_SIZE;
  const category_code = codesOf(q);
  const operating = q.operating ? 'true' : undefined;
  const r = q.term
    ? await api.get(
        '/search/companies',
        { lang, page: q.page, limit, term: q.term, category_code: category_code || undefined, operating },
        'yp',
      )
    : await api.get('/get/companies-by-category', { lang, page: q.page, limit, category_code, operating }, 'yp');
  return { ...base, kind: 'company', items: r.companies, total: r.total, totalPages: r.totalPages };
}

/** The list shown and its loading (the kit's @ui/useData: the latest request wins, a late older answer is dropped). */
export function useDirectoryList(lang: Lang, first: ListPage | null) {
  const { data: list, loading, failed, run, show } = useData<ListPage | null>(first);
  const load = useCallback((q: ListQuery) => run(() => fetchPage(lang, q).catch(logged)), [lang, run]);
  const status: 'idle' | 'loading' | 'failed' = loading ? 'loading' : failed ? 'failed' : 'idle';
  return { list, status, load, show };
}

const logged = (err: unknown): never => {
  console.error(err);
  throw err;
};
