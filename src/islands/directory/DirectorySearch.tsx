import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { CONSULTANT_CODE, LIST_SCROLL_OFFSET, SEARCH_TERM_MAX, type MainCategory } from '@shared/directory';
import type { Lang } from '@shared/lang';
import { inModeScript, termProblem } from '@shared/transliterate';
import { api } from '@client/api-client';
import { Pager } from '@ui/Pager';
import { useTabs } from '@ui/useTabs';
import { textsT } from '@i18n/island';
import type { Texts } from '@i18n/pick';
import { CompanyItem, ConsultantItem } from './DirectoryItems';
import { DirectoryFilters } from './DirectoryFilters';
import { fromUrl, pageHref, urlOf } from './list-url';
import { hasList, useDirectoryList, type ListKind, type ListPage, type ListQuery } from './useDirectoryList';
import './directory-search.css';

interface Props {
  lang: Lang;
  /** Its strings, picked by its page: `pickTexts(lang, 'directory.search.')`. */
  texts: Texts<'directory.search.'>;
  /** On a category page: its code (01-04 or a sub-category code; 0403 lists consultants). No tabs there; the search stays within the category. */
  category?: string;
  /** The category page's first page, rendered into the static HTML (the island hydrates over it). */
  first?: ListPage;
  /** Sub-category names by code, for the company items (the home page's island asks the API once). */
  categoryNames?: Record<string, string>;
  /** The categories a buyer may filter companies by (the home: all; a category page: its main category's). */
  groups?: MainCategory[];
}

/** The home's tabs. */
const KINDS = ['company', 'consultant'] as const;

/** The pager's window: the current page plus or minus 2 (spec §9). */
const PAGE_WINDOW = 5;

/** The directory search (the /yp home, with tabs Company / Consultant) and a category page's results. */
export default function DirectorySearch({ lang, texts, category, first, categoryNames, groups }: Props) {
  const tr = textsT(texts);
  const fixedKind: ListKind | null = category ? (category === CONSULTANT_CODE ? 'consultant' : 'company') : null;
  const [kind, setKind] = useState<ListKind>(fixedKind ?? 'company');
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<{ text: string; fix: string | null } | null>(null);
  const [query, setQuery] = useState<ListQuery>({
    kind: fixedKind ?? 'company',
    page: 1,
    term: '',
    category,
    categories: [],
    operating: false,
  });
  const { list, status, load, show } = useDirectoryList(lang, first ?? null);
  const [names, setNames] = useState<Record<string, string> | null>(categoryNames ?? null);
  const resultsRef = useRef<HTMLElement>(null);

  // a query: the category's first page is in the HTML; anything else comes from the API
  const apply = (q: ListQuery) => {
    setQuery(q);
    setKind(q.kind);
    if (!q.term && q.page === 1 && first && !q.categories.length && !q.operating) return show(first);
    if (!hasList(q)) return show(null);
    return load(q);
  };

  // the URL's page and term on arrival, and on Back / Forward
  const sync = useEffectEvent(() => {
    const q = fromUrl('company', category);
    setInput(q.term);
    setProblem(null);
    void apply(q);
  });
  const arrivedWithQuery = useEffectEvent(() => {
    const q = fromUrl('company', category);
    return Boolean(q.term || q.page > 1 || q.kind !== (fixedKind ?? 'company') || q.categories.length || q.operating);
  });
  useEffect(() => {
    if (arrivedWithQuery()) sync();
    const onPopState = () => sync();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // company items show category names: the home's island asks for them once
  useEffect(() => {
    if (names || list?.kind !== 'company' || !list.items.length) return;
    api
      .get('/categories', { language: lang }, 'yp')
      .then((r) => setNames(Object.fromEntries(r.subCategories.map((s) => [s.category_code, s.name]))))
      .catch(() => setNames({}));
  }, [list, names, lang]);

  const go = async (q: ListQuery, scroll: boolean) => {
    window.history.pushState(null, '', urlOf(q));
    const ok = await apply(q);
    if (scroll && ok !== false && resultsRef.current) {
      const top = resultsRef.current.getBoundingClientRect().top + window.scrollY - LIST_SCROLL_OFFSET;
      window.scrollTo({ top: Math.max(0, top) });
    }
  };

  const search = (term: string) => {
    const mode = lang;
    const p = termProblem(term, mode, SEARCH_TERM_MAX);
    if (p === 'empty' && category) {
      setProblem(null);
      return void go({ ...query, kind, term: '', page: 1 }, false);
    }
    if (p) {
      const text =
        p === 'empty'
          ? tr('directory.search.hint.empty')
          : p === 'tooLong'
            ? tr('directory.search.hint.tooLong', { max: SEARCH_TERM_MAX })
            : tr('directory.search.hint.script');
      // a refused term leaves no results of an earlier one on screen (a category page keeps its list)
      if (query.term) void go({ ...query, kind, term: '', page: 1 }, false);
      return setProblem({ text, fix: p === 'script' ? inModeScript(term, mode) : null });
    }
    setProblem(null);
    const upper = term.trim().replace(/\s+/g, ' ').toUpperCase();
    setInput(upper);
    void go({ ...query, kind, category, term: upper, page: 1 }, false);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(input);
  };
  const onTab = (k: ListKind) => {
    if (k === kind) return;
    setKind(k);
    setProblem(null);
    const next: ListQuery = {
      kind: k,
      category,
      term: query.term,
      page: 1,
      categories: k === 'company' ? query.categories : [],
      operating: k === 'company' && query.operating,
    };
    if (hasList(next)) void go(next, false);
    else {
      window.history.pushState(null, '', urlOf(next));
      setQuery(next);
      show(null);
    }
  };
  const onPage = (e: MouseEvent, page: number) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void go({ ...query, page }, true);
  };

  const onShowAll = (e: MouseEvent) => {
    e.preventDefault();
    setInput('');
    setProblem(null);
    void go({ ...query, term: '', page: 1 }, false);
  };

  const { onKeyDown, tabRef } = useTabs(KINDS, kind, onTab);
  const tabId = (k: ListKind) => `directory-tab-${k}`;
  const busy = status === 'loading';
  return (
    <div className="dsearch">
      {!fixedKind && (
        <div className="dsearch-tabs" role="tablist" aria-label={tr('directory.search.tabs')} onKeyDown={onKeyDown}>
          {KINDS.map((k) => (
            <button
              key={k}
              ref={tabRef(k)}
              type="button"
              role="tab"
              id={tabId(k)}
              aria-selected={kind === k}
              aria-controls="directory-search-panel"
              tabIndex={kind === k ? 0 : -1}
              className="dsearch-tab"
              onClick={() => onTab(k)}
            >
              {tr(k === 'company' ? 'directory.search.tab.company' : 'directory.search.tab.consultant')}
            </button>
          ))}
        </div>
      )}
      <div id="directory-search-panel" role={fixedKind ? undefined : 'tabpanel'} aria-labelledby={fixedKind ? undefined : tabId(kind)}>
        <form className="dsearch-form" role="search" onSubmit={onSubmit} noValidate>
          <label className="visually-hidden" htmlFor={`directory-term-${category ?? 'home'}`}>
            {tr('directory.search.label')}
          </label>
          <input
            id={`directory-term-${category ?? 'home'}`}
            className="dsearch-input"
            type="search"
            value={input}
            maxLength={SEARCH_TERM_MAX + 20}
            placeholder={tr(kind === 'company' ? 'directory.search.placeholder.company' : 'directory.search.placeholder.consultant')}
            aria-describedby={problem ? 'directory-term-hint' : undefined}
            aria-invalid={problem ? true : undefined}
            autoComplete="off"
            onChange={(e) => {
              setInput(e.target.value);
              if (problem) setProblem(null);
            }}
          />
          <button type="submit" className="dsearch-submit">
            {tr('directory.search.submit')}
          </button>
        </form>
        {kind === 'company' && groups && groups.length > 0 && (
          <DirectoryFilters lang={lang} groups={groups} query={{ ...query, kind }} onChange={(q) => void go(q, false)} tr={tr} />
        )}
        {problem && (
          <p id="directory-term-hint" className="dsearch-hint" role="alert">
            {problem.text}{' '}
            {problem.fix && (
              <button type="button" className="dsearch-fix" lang={lang} onClick={() => search(problem.fix!)}>
                {tr('directory.search.transliterate', { term: problem.fix })}
              </button>
            )}
          </p>
        )}
        {list && (
          <section ref={resultsRef} className="dsearch-results" aria-label={tr('directory.search.results')} aria-busy={busy}>
            <p className="dsearch-count" aria-live="polite">
              {list.term
                ? tr('directory.search.countFor', { n: list.total, term: list.term })
                : tr('directory.search.count', { n: list.total })}
              {list.term && category && (
                <>
                  {' '}
                  <a href={pageHref({ ...query, term: '' }, 1)} onClick={onShowAll}>
                    {tr('directory.search.showAll')}
                  </a>
                </>
              )}
            </p>
            {list.items.length === 0 ? (
              <p className="dsearch-empty">{tr('directory.search.noResults')}</p>
            ) : list.kind === 'company' ? (
              <ul className="dsearch-companies">
                {list.items.map((c) => (
                  <CompanyItem key={c.id} lang={lang} company={c} names={names} tr={tr} />
                ))}
              </ul>
            ) : (
              <ul className="dsearch-consultants auto-grid">
                {list.items.map((c) => (
                  <ConsultantItem key={c.id} lang={lang} consultant={c} tr={tr} />
                ))}
              </ul>
            )}
            <Pager
              labels={{
                label: tr('directory.search.pager.label'),
                first: tr('directory.search.pager.first'),
                previous: tr('directory.search.pager.previous'),
                next: tr('directory.search.pager.next'),
                last: tr('directory.search.pager.last'),
                page: (page) => tr('directory.search.pager.page', { page }),
              }}
              window={PAGE_WINDOW}
              current={list.page}
              total={list.totalPages}
              hrefOf={(p) => pageHref(query, p)}
              onPage={onPage}
            />
          </section>
        )}
        {status === 'loading' && (
          <p className="visually-hidden" role="status">
            {tr('directory.search.loading')}
          </p>
        )}
        {status === 'failed' && (
          <p className="dsearch-hint" role="alert">
            {tr('directory.search.failed')}
          </p>
        )}
      </div>
    </div>
  );
}
