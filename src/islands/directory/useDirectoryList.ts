import { useCallback } from 'react';
import { useData } from '@ui/useData';
import { api } from '@client/api-client';
import { COMPANY_PAGE_SIZE, CONSULTANT_CODE, CONSULTANT_PAGE_SIZE, type CompanyListItem, type ConsultantListItem } from '@shared/directory';
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
  /** A category code, or none on the directory home. */
  category?: string;
}

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
  const category_code = q.category && q.category !== CONSULTANT_CODE ? q.category : undefined;
  const r = q.term
    ? await api.get('/search/companies', { lang, page: q.page, limit, term: q.term, category_code }, 'yp')
    : await api.get('/get/companies-by-category', { lang, page: q.page, limit, category_code }, 'yp');
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
