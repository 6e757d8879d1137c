/**
 * The traffic of scripts/bench/load.ts: what a visitor's browser asks the server for, in the
 * proportions of a busy day (per 20 requests: 10 static pages; 9 API calls: 3 news lists, 3 searches,
 * 3 trade tables; 1 public form, office request and event registration in turn). Every form is a new visitor: a new e-mail, and a new address in
 * `cf-connecting-ip` (which the bench's server, started with TRUSTED_PROXY=cloudflare, takes as the client's address),
 * unless `oneAddress` sends them all from loopback, as from one office.
 */
export type Group = 'page' | 'api' | 'form';

export interface Shot {
  kind: string;
  group: Group;
  path: string;
  init?: RequestInit;
}

export interface MixOptions {
  articleIds: number[];
  oneAddress: boolean;
  /** YYYY-MM-DD: the trade report's range ends here. */
  today: string;
  /** The server's origin: a browser's form post names it (the API refuses a cross-site one). */
  origin: string;
}

const PAGES = ['/mm', '/en/mm', '/mm/blog/8=1', '/mm/about', '/mm/membership', '/mm/trade', '/mw', '/en/mw', '/yp', '/yp/category/01'];
const NEWS_TERMS = ['уул', 'нүүрс', 'mining', 'алт'];
const COMPANY_TERMS = ['уул', 'монгол', 'өрөмдлөг'];
/** One round of 20 requests: page and API call in turn nine times, then a page and a form. */
const SLOTS: Group[] = [...Array.from({ length: 9 }, (): Group[] => ['page', 'api']).flat(), 'page', 'form'];

export function trafficMix({ articleIds, oneAddress, today, origin }: MixOptions) {
  const weekAgo = new Date(Date.parse(today) - 7 * 86_400_000).toISOString().slice(0, 10);
  const visitor = (n: number) => ({
    email: `load-${process.pid}-${n}@example.mn`,
    headers: {
      'content-type': 'application/json',
      origin,
      ...(oneAddress ? {} : { 'cf-connecting-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
    },
  });
  const post = (body: unknown, headers: Record<string, string>): RequestInit => ({ method: 'POST', headers, body: JSON.stringify(body) });

  const api = (kind: string, path: string): Shot => ({ kind, group: 'api', path });
  const newsList = (lang: string, pages: number) => (n: number) =>
    api('news list', `/api/mm/get/news?category=8&lang=${lang}&page=${1 + (n % pages)}&limit=6`);
  const newsSearch = (lang: string) => (n: number) =>
    api('news search', `/api/mm/search/news?lang=${lang}&page=1&limit=6&term=${encodeURIComponent(NEWS_TERMS[n % NEWS_TERMS.length])}`);
  const tradeReport = (page: number, lang: string) => () =>
    api('trade report', `/api/mm/get/trade?startDate=${weekAgo}&endDate=${today}&page=${page}&limit=10&lang=${lang}`);

  /** The nine API calls of every 20 requests, in turn. */
  const apiCalls: ((n: number) => Shot)[] = [
    newsList('mn', 5),
    newsSearch('mn'),
    tradeReport(1, 'mn'),
    newsList('en', 3),
    (n) =>
      api(
        'company search',
        `/api/yp/search/companies?lang=mn&page=1&limit=36&term=${encodeURIComponent(COMPANY_TERMS[n % COMPANY_TERMS.length])}`,
      ),
    () => api('trade notices', '/api/mm/get/notice?page=1&limit=12&lang=mn'),
    newsList('mn', 5),
    newsSearch('en'),
    tradeReport(2, 'en'),
  ];
  /** A public form post by the n-th visitor: `body` gets their e-mail. */
  const form =
    (kind: string, path: string, body: (email: string) => Record<string, unknown>) =>
    (n: number): Shot => {
      const v = visitor(n);
      return { kind, group: 'form', path, init: post(body(v.email), v.headers) };
    };
  const forms: ((n: number) => Shot)[] = [
    form('office request', '/api/mm/insert/office-request', (email) => ({
      name: 'Б.Ачаалал',
      email,
      phone_number: '+976 9911-2233',
      business_type: 'Өрөмдлөг',
      member_request: true,
      codex_request: false,
      meeting_request: false,
    })),
    form('event registration', '/api/mw/insert/registration', (email) => ({
      company: 'Ачаалал ХХК',
      first_name: 'Болд',
      last_name: 'Бат',
      country: 'Монгол',
      email,
      phone_number: '+976 9911 2233',
    })),
  ];
  const pages = [...PAGES, ...articleIds.flatMap((id) => [`/mm/detail/${id}`, `/en/mm/detail/${id}`])];
  const count = { page: 0, api: 0, form: 0 };

  /** The n-th request of the run. */
  return (n: number): Shot => {
    const group = SLOTS[n % SLOTS.length];
    const i = count[group]++;
    if (group === 'page') return { kind: 'static page', group, path: pages[i % pages.length] };
    if (group === 'api') return apiCalls[i % apiCalls.length](i);
    return forms[i % forms.length](n);
  };
}

/** The value below which `q` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
