import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { CONSULTANT_CODE, LIST_SCROLL_OFFSET, SEARCH_TERM_MAX, type CompanyListItem, type ConsultantListItem } from '@shared/directory';
import type { Lang } from '@shared/lang';
import { inModeScript, termProblem } from '@shared/transliterate';
import { api } from '@client/api-client';
import { pageWindow } from '@lib/pagination';
import { href, paths } from '@lib/routes';
import { textsT } from '@i18n/island';
import type { Texts } from '@i18n/pick';
import { useDirectoryList, type ListKind, type ListPage, type ListQuery } from './useDirectoryList';
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
}

/** The pager's window: the current page plus or minus 2 (spec §9). */
const PAGE_WINDOW = 5;

/** The list's state in the page URL (`?page=3`, `?term=...`, on /yp also `?tab=consultant`), so a page can be shared and Back works. */
function fromUrl(kindOnHome: ListKind, category?: string): ListQuery {
  const params = new URLSearchParams(window.location.search);
  const page = Math.max(1, Math.min(100000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const kind: ListKind = category
    ? category === CONSULTANT_CODE
      ? 'consultant'
      : 'company'
    : params.get('tab') === 'consultant'
      ? 'consultant'
      : kindOnHome;
  return { kind, page, term: (params.get('term') ?? '').trim().toUpperCase().slice(0, SEARCH_TERM_MAX), category };
}
function urlOf(q: ListQuery): string {
  const params = new URLSearchParams();
  if (!q.category && q.kind === 'consultant') params.set('tab', 'consultant');
  if (q.term) params.set('term', q.term);
  if (q.page > 1) params.set('page', String(q.page));
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ''}`;
}
/** Query-string href of a page of the list (server render: relative). */
function pageHref(q: ListQuery, page: number): string {
  const params = new URLSearchParams();
  if (!q.category && q.kind === 'consultant') params.set('tab', 'consultant');
  if (q.term) params.set('term', q.term);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** The directory search (the /yp home, with tabs Company / Consultant) and a category page's results. */
export default function DirectorySearch({ lang, texts, category, first, categoryNames }: Props) {
  const tr = textsT(texts);
  const fixedKind: ListKind | null = category ? (category === CONSULTANT_CODE ? 'consultant' : 'company') : null;
  const [kind, setKind] = useState<ListKind>(fixedKind ?? 'company');
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<{ text: string; fix: string | null } | null>(null);
  const [query, setQuery] = useState<ListQuery>({ kind: fixedKind ?? 'company', page: 1, term: '', category });
  const { list, status, load, show } = useDirectoryList(lang, first ?? null);
  const [names, setNames] = useState<Record<string, string> | null>(categoryNames ?? null);
  const resultsRef = useRef<HTMLElement>(null);

  // a query: the category's first page is in the HTML; anything else comes from the API
  const apply = (q: ListQuery) => {
    setQuery(q);
    setKind(q.kind);
    if (!q.term && q.page === 1 && first) return show(first);
    if (!q.term && !q.category) return show(null);
    return load(q);
  };

  // the URL's page and term on arrival, and on Back / Forward
  useEffect(() => {
    const sync = () => {
      const q = fromUrl('company', category);
      setInput(q.term);
      setProblem(null);
      void apply(q);
    };
    const q = fromUrl('company', category);
    if (q.term || q.page > 1 || q.kind !== (fixedKind ?? 'company')) sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      return setProblem({ text, fix: p === 'script' ? inModeScript(term, mode) : null });
    }
    setProblem(null);
    const upper = term.trim().replace(/\s+/g, ' ').toUpperCase();
    setInput(upper);
    void go({ kind, category, term: upper, page: 1 }, false);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(input);
  };
  const onTab = (k: ListKind) => {
    if (k === kind) return;
    setKind(k);
    setProblem(null);
    if (query.term) void go({ kind: k, category, term: query.term, page: 1 }, false);
    else {
      window.history.pushState(null, '', urlOf({ kind: k, page: 1, term: '' }));
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

  const tabId = (k: ListKind) => `directory-tab-${k}`;
  const busy = status === 'loading';
  return (
    <div className="dsearch">
      {!fixedKind && (
        <div className="dsearch-tabs" role="tablist" aria-label={tr('directory.search.tabs')}>
          {(['company', 'consultant'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={tabId(k)}
              aria-selected={kind === k}
              aria-controls="directory-search-panel"
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
              <ul className="dsearch-consultants">
                {list.items.map((c) => (
                  <ConsultantItem key={c.id} lang={lang} consultant={c} tr={tr} />
                ))}
              </ul>
            )}
            <Pager lang={lang} current={list.page} total={list.totalPages} hrefOf={(p) => pageHref(query, p)} onPage={onPage} tr={tr} />
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

type Tr = ReturnType<typeof textsT<keyof Props['texts']>>;

function CompanyItem({ lang, company, names, tr }: { lang: Lang; company: CompanyListItem; names: Record<string, string> | null; tr: Tr }) {
  const link = href(lang, paths.directoryCompany(company.id));
  return (
    <li className="dsearch-company">
      <a className="dsearch-logo" href={link} tabIndex={-1} aria-hidden="true">
        {company.logo ? (
          <img src={company.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span>{company.name.slice(0, 1)}</span>
        )}
      </a>
      <div>
        <a className="dsearch-name" href={link}>
          {company.name}
        </a>
        {company.all_categories.length > 0 && (
          <ul className="dsearch-codes" aria-label={tr('directory.search.categories')}>
            {company.all_categories.map((code) => (
              <li key={code}>
                <span className="dsearch-code">{code}</span> {names?.[code] ?? ''}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** A text in the page's language, or the other one (marked as such) where it is empty. */
function Both({ lang, text }: { lang: Lang; text: { mn: string | null; en: string | null } }) {
  const mine = lang === 'en' ? text.en : text.mn;
  if (mine) return <>{mine}</>;
  const other = lang === 'en' ? text.mn : text.en;
  return other ? <span lang={lang === 'en' ? 'mn' : 'en'}>{other}</span> : null;
}

function ConsultantItem({ lang, consultant, tr }: { lang: Lang; consultant: ConsultantListItem; tr: Tr }) {
  const t = consultant.person_info.translations;
  const hasAdvice = t.advice_range.mn || t.advice_range.en;
  return (
    <li className="dsearch-consultant">
      <p className="dsearch-name">
        <Both lang={lang} text={t.name} />
      </p>
      <dl>
        <dt>{tr('directory.search.profession')}</dt>
        <dd>
          <Both lang={lang} text={t.profession} />
        </dd>
        {hasAdvice && (
          <>
            <dt>{tr('directory.search.advice')}</dt>
            <dd>
              <Both lang={lang} text={t.advice_range} />
            </dd>
          </>
        )}
        <dt>{tr('directory.search.phone')}</dt>
        <dd>
          <a href={`tel:${consultant.phone_number.replace(/[^\d+]/g, '')}`}>{consultant.phone_number}</a>
        </dd>
      </dl>
    </li>
  );
}

/** The public pager's control and look (src/components/news/Pagination.astro): first, previous, current ±2, next, last. */
function Pager({
  current,
  total,
  hrefOf,
  onPage,
  tr,
}: {
  lang: Lang;
  current: number;
  total: number;
  hrefOf: (page: number) => string;
  onPage: (e: MouseEvent, page: number) => void;
  tr: Tr;
}) {
  if (total <= 1) return null;
  const atStart = current <= 1;
  const atEnd = current >= total;
  const steps = [
    { text: '«', label: tr('directory.search.pager.first'), page: atStart ? null : 1 },
    { text: '‹', label: tr('directory.search.pager.previous'), page: atStart ? null : current - 1 },
    ...pageWindow(current, total, PAGE_WINDOW).map((p) => ({
      text: String(p),
      label: tr('directory.search.pager.page', { page: p }),
      page: p,
      current: p === current,
    })),
    { text: '›', label: tr('directory.search.pager.next'), page: atEnd ? null : current + 1 },
    { text: '»', label: tr('directory.search.pager.last'), page: atEnd ? null : total },
  ];
  return (
    <nav className="pager" aria-label={tr('directory.search.pager.label')}>
      {steps.map((s, i) =>
        s.page === null ? (
          <span key={i} className="step" aria-disabled="true" title={s.label}>
            {s.text}
          </span>
        ) : (
          <a
            key={i}
            className="step"
            href={hrefOf(s.page)}
            title={s.label}
            aria-label={s.label}
            aria-current={'current' in s && s.current ? 'page' : undefined}
            onClick={(e) => onPage(e, s.page!)}
          >
            {s.text}
          </a>
        ),
      )}
    </nav>
  );
}
