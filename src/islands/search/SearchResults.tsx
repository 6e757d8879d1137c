import { useEffect, useState } from 'react';
import { api, ApiRequestError, type ApiAnswer } from '@client/api-client';
import { Pager, pagerLabels } from '@ui/Pager';
import { useData, type DataState } from '@ui/useData';
import { href, paths, twin } from '@lib/routes';
import type { Lang } from '@shared/lang';
import { textsT } from '@i18n/island';
import type { Texts } from '@i18n/pick';
import { formatDate as formatDay, isoDay } from '@shared/dates';
import { DEFAULT_NEWS_CATEGORY, readListRequest, searchPath, type ListRequest } from './parse';
import './search.css';

/** The island's strings, picked by its page (SearchShell.astro). */
export type SearchTexts = Texts<'search.' | 'pager.' | 'news.list.' | 'news.empty' | 'news.readMore' | 'news.pageOf' | 'home.allNews'>;
/** A news list of the build: a category id or an archive month, with the heading its pages show. */
export interface KnownList {
  key: string;
  heading: string;
}
interface Props {
  lang: Lang;
  texts: SearchTexts;
  lists: KnownList[];
  /** The shell of the lists' unbuilt pages (mm/blog/list.astro): the island names the page for search engines. */
  listPages?: boolean;
}
type Found = ApiAnswer<'/search/news'>['news'][number];
type ListPage = { news: Found[]; totalPages: number };
type State =
  | { kind: 'loading' }
  | { kind: 'no-term' }
  | { kind: 'unknown-list' }
  | { kind: 'term-too-long' }
  | { kind: 'failed' }
  | ({ kind: 'done' } & ListPage);

/** The public page size (spec §9). */
const LIMIT = 6;

/**
 * What the search shell shows for an unbuilt `/mm/blog/{segment}={page}`: the address says what
 * (search terms are not known at build time), the list comes from the API live, drawn like the static
 * news list. A category id or archive month stays that list at any page: page 0 opens the built page
 * 1, a page past the end is the list's empty page with its pager; an id that is no list of the build
 * is an empty list with a way to the news.
 */
export default function SearchResults({ lang, texts, lists, listPages = false }: Props) {
  const t = textsT(texts);
  const [request, setRequest] = useState<ListRequest | null>(null);
  const [refused, setRefused] = useState<'no-term' | 'unknown-list' | null>(null);
  // the page of the list: @ui/useData's loading state (loading from the first render on)
  const found = useData<ListPage | null>(null, true);
  const { run } = found;

  useEffect(() => {
    const req = readListRequest(location.pathname, location.search);
    if (!req) return setRefused('no-term');
    const list = req.kind === 'search' ? null : lists.find((l) => l.key === req.key);
    if (list === undefined) {
      present(lang, texts['news.list.unknown'], texts['news.list.unknown'], listPath(req, 1));
      return setRefused('unknown-list');
    }
    if (list && req.page < 1) return location.replace(href(lang, listPath(req, 1)));
    setRequest(req);
    // the no-JavaScript form lands on `?term=`, a page may be written `=03`: show the canonical address
    const canonical = href(lang, listPath(req, req.page));
    if (location.pathname !== canonical) history.replaceState(null, '', canonical);
    if (list) {
      present(lang, list.heading, list.heading, listPath(req, 1));
      markInSidePanel(href(lang, paths.blog(list.key)));
    } else if (req.kind === 'search') present(lang, textsT(texts)('search.resultsFor', { term: req.term }), null, listPath(req, 1));
    void run(() => pageOrPastEnd(req, lang));
  }, [lang, texts, lists, run]);

  const state = stateOf(refused, found);
  const settled = state.kind === 'done' ? state.totalPages : state.kind === 'loading' ? null : -1;
  useEffect(() => {
    if (!listPages || settled === null) return;
    const list = request && request.kind !== 'search' ? lists.find((l) => l.key === request.key) : undefined;
    // a page of the list is named as its built pages are; an unknown list or a page past the end is not for search engines
    if (!request || !list || settled < 0 || request.page > settled) return noindex();
    present(lang, `${list.heading} · ${textsT(texts)('news.pageOf', { page: request.page, total: settled })}`, null, listPath(request, 1));
    const at = (p: number) => new URL(href(lang, listPath(request, p)), location.origin).href;
    headLink('canonical', at(request.page));
    headLink('prev', request.page > 1 ? at(request.page - 1) : null);
    headLink('next', request.page < settled ? at(request.page + 1) : null);
  }, [listPages, settled, request, lists, lang, texts]);
  const search = request?.kind === 'search' ? request : null;
  return (
    <div className="sr" aria-live="polite" aria-busy={state.kind === 'loading'}>
      {search && state.kind !== 'term-too-long' && <h2 className="sr-heading">{t('search.resultsFor', { term: search.term })}</h2>}
      {state.kind === 'loading' && <p className="sr-status">{search ? texts['search.loading'] : texts['news.list.loading']}</p>}
      {state.kind === 'failed' && <p className="card empty">{search ? texts['search.failed'] : texts['news.list.failed']}</p>}
      {state.kind === 'term-too-long' && <p className="card empty">{texts['news.list.termTooLong']}</p>}
      {state.kind === 'no-term' && (
        <p className="card empty">
          {texts['search.noTerm']} <a href={href(lang, searchPath(''))}>{texts['home.allNews']}</a>
        </p>
      )}
      {state.kind === 'unknown-list' && (
        <div className="card empty sr-unknown">
          <p>{texts['news.empty']}</p>
          <a href={href(lang, paths.blog(DEFAULT_NEWS_CATEGORY))}>{texts['home.allNews']}</a>
        </div>
      )}
      {state.kind === 'done' && state.news.length === 0 && <p className="card empty">{texts['news.empty']}</p>}
      {state.kind === 'done' && state.news.length > 0 && (
        <div className="sr-grid auto-grid">
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
                    {texts['news.readMore']} →
                  </a>
                </div>
              </article>
            );
          })}
        </div>
      )}
      {state.kind === 'done' && request && (
        <Pager
          labels={pagerLabels(texts)}
          pastEnd
          current={request.page}
          total={state.totalPages}
          hrefOf={(p) => href(lang, listPath(request, p))}
        />
      )}
    </div>
  );
}

/** What the island shows: a refusal, the page loading, failed (a term too long: its own words), or done. */
function stateOf(refused: 'no-term' | 'unknown-list' | null, found: DataState<ListPage | null>): State {
  if (refused) return { kind: refused };
  if (found.failed) {
    const err = found.error;
    return { kind: err instanceof ApiRequestError && err.status === 400 && err.field === 'term' ? 'term-too-long' : 'failed' };
  }
  if (found.loading || !found.data) return { kind: 'loading' };
  return { kind: 'done', ...found.data };
}

/** The path of a page of what was asked for, without the language prefix. */
const listPath = (req: ListRequest, page: number) => (req.kind === 'search' ? searchPath(req.term, page) : paths.blog(req.key, page));

/**
 * The shell's static parts follow what it shows: the document title, the page heading (when given)
 * and the language switcher, which leads to page 1 in the other language (spec §4).
 */
function present(lang: Lang, title: string, heading: string | null, firstPage: string) {
  document.title = `${title} | ${document.title.split(' | ').pop()}`;
  const h1 = document.querySelector('[data-list-heading] h1');
  if (heading && h1) h1.textContent = heading;
  document.querySelector('a[data-set-lang]')?.setAttribute('href', href(twin(lang), firstPage));
}

/** Sets (or with null removes) the page's `<link rel>` of that kind. */
function headLink(rel: 'canonical' | 'prev' | 'next', url: string | null) {
  const link = document.head.querySelector(`link[rel="${rel}"]`);
  if (!url) return link?.remove();
  const el = link ?? document.head.appendChild(document.createElement('link'));
  el.setAttribute('rel', rel);
  el.setAttribute('href', url);
}

function noindex() {
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.append(meta);
}

/** The list's link in the side panel is the current one, now and in the build's fragment when it arrives (see NewsSidebar). */
function markInSidePanel(link: string) {
  const panel = document.querySelector<HTMLElement>('[data-side-panel]');
  if (!panel) return;
  panel.dataset.active = link;
  for (const a of panel.querySelectorAll('a')) if (a.getAttribute('href') === link) a.setAttribute('aria-current', 'page');
}

function loadPage(req: ListRequest, lang: Lang, page: number): Promise<ListPage> {
  const query = { lang, page, limit: LIMIT };
  if (req.kind === 'search') return api.get('/search/news', { ...query, term: req.term });
  if (req.kind === 'month') return api.get('/get/news-by-date', { ...query, date: req.key });
  // with `lang` the shared route answers the public list (its type is also the admin's list)
  return api.get('/get/news', { ...query, category: req.key }) as Promise<ListPage>;
}

/** A page beyond those the API serves (a 400 naming `page`) is past the list's end: page 1 tells how many pages it has. */
async function pageOrPastEnd(req: ListRequest, lang: Lang): Promise<ListPage> {
  try {
    return await loadPage(req, lang, req.page);
  } catch (err) {
    if (!(err instanceof ApiRequestError && err.status === 400 && err.field === 'page')) throw err;
    return { news: [], totalPages: (await loadPage(req, lang, 1)).totalPages };
  }
}
