/**
 * The one API client for islands and the admin: same-origin, credentials included, `lang` where the
 * caller passes it, and one error type carrying the server's `{ message, field }`.
 */
export type Site = 'mm' | 'mw' | 'yp';
export type Query = Record<string, string | number | boolean | undefined | null>;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

function urlOf(site: Site, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api/${site}${path}${qs ? `?${qs}` : ''}`;
}

async function send<T>(method: string, site: Site, path: string, opts: { query?: Query; body?: unknown } = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
  if (opts.body instanceof FormData) init.body = opts.body;
  else if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(urlOf(site, path, opts.query), init);
  const data = (await res.json().catch(() => ({}))) as { message?: string; field?: string };
  if (!res.ok) throw new ApiRequestError(res.status, data.message ?? res.statusText, data.field);
  return data as T;
}

/** `api.get('/get/news', { category: 8, lang })`, `api.post('/insert/news', formData)`; `site` defaults to mm. */
export const api = {
  get: <T>(path: string, query?: Query, site: Site = 'mm') => send<T>('GET', site, path, { query }),
  post: <T>(path: string, body?: unknown, site: Site = 'mm') => send<T>('POST', site, path, { body }),
  delete: <T>(path: string, query?: Query, site: Site = 'mm') => send<T>('DELETE', site, path, { query }),
};
