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
const SLOTS: Group[] = [
  'page',
  'api',
  'page',
  'api',
  'page',
  'api',
  'page',
  'api',
  'page',
  'api',
  'page',
  'api',
  'page',
  'api',
  'page',
  'api',
  'page',
  'api',
  'page',
  'form',
];

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

  /** The nine API calls of every 20 requests, in turn. */
  const apiCalls: ((n: number) => Shot)[] = [
    (n) => ({ kind: 'news list', group: 'api', path: `/api/mm/get/news?category=8&lang=mn&page=${1 + (n % 5)}&limit=6` }),
    (n) => ({
      kind: 'news search',
      group: 'api',
      path: `/api/mm/search/news?lang=mn&page=1&limit=6&term=${encodeURIComponent(NEWS_TERMS[n % NEWS_TERMS.length])}`,
    }),
    () => ({
      kind: 'trade report',
      group: 'api',
      path: `/api/mm/get/trade?startDate=${weekAgo}&endDate=${today}&page=1&limit=10&lang=mn`,
    }),
    (n) => ({ kind: 'news list', group: 'api', path: `/api/mm/get/news?category=8&lang=en&page=${1 + (n % 3)}&limit=6` }),
    (n) => ({
      kind: 'company search',
      group: 'api',
      path: `/api/yp/search/companies?lang=mn&page=1&limit=36&term=${encodeURIComponent(COMPANY_TERMS[n % COMPANY_TERMS.length])}`,
    }),
    () => ({ kind: 'trade notices', group: 'api', path: '/api/mm/get/notice?page=1&limit=12&lang=mn' }),
    (n) => ({ kind: 'news list', group: 'api', path: `/api/mm/get/news?category=8&lang=mn&page=${1 + (n % 5)}&limit=6` }),
    (n) => ({
      kind: 'news search',
      group: 'api',
      path: `/api/mm/search/news?lang=en&page=1&limit=6&term=${encodeURIComponent(NEWS_TERMS[n % NEWS_TERMS.length])}`,
    }),
    () => ({ kind: 'trade report', group: 'api', path: `/api/mm/get/trade?startDate=${weekAgo}&endDate=${today}&page=2&limit=10&lang=en` }),
  ];
  const forms: ((n: number) => Shot)[] = [
    (n) => {
      const v = visitor(n);
      return {
        kind: 'office request',
        group: 'form',
        path: '/api/mm/insert/office-request',
        init: post(
          {
            name: 'Б.Ачаалал',
            email: v.email,
            phone_number: '+976 9911-2233',
            business_type: 'Өрөмдлөг',
            member_request: true,
            codex_request: false,
            meeting_request: false,
          },
          v.headers,
        ),
      };
    },
    (n) => {
      const v = visitor(n);
      return {
        kind: 'event registration',
        group: 'form',
        path: '/api/mw/insert/registration',
        init: post(
          {
            company: 'Ачаалал ХХК',
            first_name: 'Болд',
            last_name: 'Бат',
            country: 'Монгол',
            email: v.email,
            phone_number: '+976 9911 2233',
          },
          v.headers,
        ),
      };
    },
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
