import { useEffect, useState } from 'react';
import { api, type ApiAnswer } from '../../shared/api-client';
import { pageWindow } from '../../lib/pagination';
import { href, paths } from '../../lib/routes';
import type { Lang } from '../../shared/lang';
import { formatDate as formatDay, isoDay } from '../../shared/dates';
import { readSearch, searchPath } from './parse';
import './search.css';

export interface SearchLabels {
  resultsFor: string;
  empty: string;
  loading: string;
  failed: string;
  noTerm: string;
  readMore: string;
  pager: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: string;
  pageOf: string;
  defaultList: string;
}
interface Props {
  lang: Lang;
  labels: SearchLabels;
}
type Found = ApiAnswer<'/search/news'>['news'][number];
type State = { kind: 'loading' } | { kind: 'no-term' } | { kind: 'failed' } | { kind: 'done'; news: Found[]; totalPages: number };

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (w, k: string) => (k in vars ? String(vars[k]) : w));

/**
 * Results of `/mm/blog/{term}={page}`: the term and page come from the URL (search terms are not
 * known at build time), the list from `GET /search/news` live, drawn like the static news list.
 */
export default function SearchResults({ lang, labels }: Props) {
  const [query, setQuery] = useState<{ term: string; page: number } | null | undefined>(undefined);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const q = readSearch(location.pathname, location.search);
    setQuery(q);
    if (!q) return setState({ kind: 'no-term' });
    // the no-JavaScript form lands on `?term=`: show the canonical address
    const canonical = href(lang, searchPath(q.term, q.page));
    if (location.pathname !== canonical) history.replaceState(null, '', canonical);
    document.title = `${fill(labels.resultsFor, { term: q.term })} | ${document.title.split(' | ').pop()}`;
    let live = true;
    api
      .get('/search/news', { term: q.term, lang, page: q.page, limit: 6 })
      .then((r) => live && setState({ kind: 'done', news: r.news, totalPages: r.totalPages }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [lang, labels.resultsFor]);

  const heading = query ? fill(labels.resultsFor, { term: query.term }) : null;
  return (
    <div className="sr" aria-live="polite" aria-busy={state.kind === 'loading'}>
      {heading && <h2 className="sr-heading">{heading}</h2>}
      {state.kind === 'loading' && <p className="sr-status">{labels.loading}</p>}
      {state.kind === 'failed' && <p className="card empty">{labels.failed}</p>}
      {state.kind === 'no-term' && (
        <p className="card empty">
          {labels.noTerm} <a href={href(lang, searchPath(''))}>{labels.defaultList}</a>
        </p>
      )}
      {state.kind === 'done' && state.news.length === 0 && <p className="card empty">{labels.empty}</p>}
      {state.kind === 'done' && state.news.length > 0 && (
        <div className="sr-grid">
          {state.news.map((n) => {
            const link = href(lang, paths.detail(n.id));
            return (
              <article key={n.id} className="card sr-card">
                <a className="sr-media" href={link} tabIndex={-1} aria-hidden="true">
                  {n.image ? (
                    <img src={n.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
                  ) : (
                    <span className="sr-placeholder" />
                  )}
                </a>
                <div className="sr-body">
                  <time dateTime={isoDay(n.created_at)}>{formatDay(n.created_at, lang)}</time>
                  <h3 className="sr-title">
                    <a href={link}>{n.title}</a>
                  </h3>
                  {n.summary && <p>{n.summary}</p>}
                  <a className="sr-more" href={link} aria-hidden="true" tabIndex={-1}>
                    {labels.readMore} →
                  </a>
                </div>
              </article>
            );
          })}
        </div>
      )}
      {state.kind === 'done' && query && (
        <Pager lang={lang} labels={labels} term={query.term} current={query.page} total={state.totalPages} />
      )}
    </div>
  );
}

/** The spec's pager: first, previous, up to 3 page numbers, next, last (like the static lists). */
function Pager({ lang, labels, term, current, total }: { lang: Lang; labels: SearchLabels; term: string; current: number; total: number }) {
  if (total <= 1) return null;
  const atStart = current <= 1;
  const atEnd = current >= total;
  const steps = [
    { text: '«', label: labels.first, page: atStart ? null : 1 },
    { text: '‹', label: labels.previous, page: atStart ? null : current - 1 },
    ...pageWindow(current, total).map((p) => ({
      text: String(p),
      label: fill(labels.page, { page: p }),
      page: p as number | null,
      current: p === current,
    })),
    { text: '›', label: labels.next, page: atEnd ? null : Math.min(total, current + 1) },
    { text: '»', label: labels.last, page: atEnd ? null : total },
  ];
  return (
    <nav className="sr-pager" aria-label={labels.pager}>
      {steps.map((s, i) =>
        s.page === null ? (
          <span key={i} className="sr-step" aria-disabled="true" title={s.label}>
            {s.text}
          </span>
        ) : (
          <a
            key={i}
            className="sr-step"
            href={href(lang, searchPath(term, s.page))}
            title={s.label}
            aria-label={s.label}
            aria-current={'current' in s && s.current ? 'page' : undefined}
          >
            {s.text}
          </a>
        ),
      )}
    </nav>
  );
}
