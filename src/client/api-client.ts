import { hc } from 'hono/client';
import type { ExtractSchema } from 'hono/types';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { App } from '@api/app';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/idempotency';

/**
 * The one API client for islands and the admin, built on Hono's `hc` over the app's own type
 * (a type-only import: no server code reaches the bundles). Same origin, credentials included, and
 * one error type carrying the server's `{ message, field }`.
 *
 *   const { news, totalPages } = await api.get('/get/news', { category: 8, lang });
 *
 * The path must be a route of that method on that site (a typo fails `tsc`), the query keys are
 * those of the route's validator (where it has one), and the answer is the route's own `c.json`.
 */
export type Site = 'mm' | 'mw' | 'yp';
export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;
export type Verb = 'get' | 'post' | 'delete';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** The whole refusal, for answers that carry more than a message (an import's row errors). */
    readonly body?: Record<string, unknown>,
    /** Seconds to wait before trying again (a 429's `Retry-After`). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

type Schema = ExtractSchema<App>;

/** The routes of a site by verb, keyed by path without the `/api/{site}` prefix (worked out once, then looked up). */
type Routes<S extends Site> = {
  [V in Verb]: {
    [
      K in keyof Schema as K extends `/api/${S}/${infer P}` ? (`$${V}` extends keyof Schema[K] ? `/${P}` : never) : never
    ]: Schema[K][`$${V}` & keyof Schema[K]];
  };
};
type MmRoutes = Routes<'mm'>;
type RoutesOf<S extends Site> = S extends 'mm' ? MmRoutes : Routes<S>;

/** The paths of a site answering a method, without the `/api/{site}` prefix: `'/get/news'`. */
export type ApiPath<V extends Verb = 'get', S extends Site = 'mm'> = S extends Site ? keyof RoutesOf<S>[V] & string : never;

type EndpointOf<V extends Verb, P extends string, S extends Site> = P extends keyof RoutesOf<S>[V] ? RoutesOf<S>[V][P] : never;
type Input<E> = E extends { input: infer I } ? I : never;
/** The answer of a 2xx response (error answers the handler returns itself are left out). */
type Success<E> = E extends { status: ClientErrorStatusCode | ServerErrorStatusCode } ? never : E extends { output: infer O } ? O : never;

/** What a route answers: `ApiAnswer<'/get/news'>['news'][number]` is one news row. */
export type ApiAnswer<P extends ApiPath<V, S>, V extends Verb = 'get', S extends Site = 'mm'> = Success<EndpointOf<V, P, S>>;

/** The query of a route: its validator's keys (values as the URL carries them), or any keys where it has none. */
export type ApiQuery<P extends ApiPath<V, S>, V extends Verb = 'get', S extends Site = 'mm'> =
  Input<EndpointOf<V, P, S>> extends { query: infer Q } ? { [K in keyof Q]?: QueryValue } : Query;

/** A JSON body typed by the route's validator; FormData for forms; anything for a route that parses its body itself. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
export type ApiBody<P extends ApiPath<'post', S>, S extends Site = 'mm'> =
  true extends IsUnion<P> ? unknown : Input<EndpointOf<'post', P, S>> extends { json: infer J } ? J : unknown;

const client = hc<App>('/');

/** The `hc` node of a path: `/get/recent-news` on mm is `client.api.mm.get['recent-news']`. */
function endpointOf(site: Site, path: string) {
  let node: unknown = (client.api as unknown as Record<Site, unknown>)[site];
  for (const segment of path.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[segment];
  return node as Record<`$${Verb}`, (args: object, options: object) => Promise<Response>>;
}

/** Query values as text; empty ones are left out (a cleared filter is no filter). */
function queryOf(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

export interface SendOptions {
  query?: Query;
  body?: unknown;
  /** Another fetch for hc to call (the admin's uploads pass one over XMLHttpRequest, for progress). */
  fetch?: typeof fetch;
  /** A create: sent with one `Idempotency-Key`, and retried with it when the answer is lost. */
  create?: boolean;
}

/**
 * hc reads a last `index` segment as a sub-app's root and drops it (`/check/index` would become
 * `/check`); the spec's `/check/index` needs it back, so such a path's URL is restored before sending.
 */
function keepIndexSegment(path: string, send: typeof fetch): typeof fetch {
  if (!path.endsWith('/index')) return send;
  return (input, init) =>
    send(
      String(input).replace(/^[^?]*/, (p) => `${p.replace(/\/$/, '')}/index`),
      init,
    );
}

/** Waits before the retries of a create (ms): a few seconds in all, then the visitor is told. */
const RETRY_DELAYS = [250, 750, 1500];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A create is safe to send again with its key: the server runs it once and answers repeats from its
 * store. So a lost answer (network error, 502–504) and "still running" (409 with Retry-After) are
 * retried with the same key; any other answer is final.
 */
async function withRetries(call: () => Promise<Response>): Promise<Response> {
  for (const delay of RETRY_DELAYS) {
    try {
      const res = await call();
      const running = res.status === 409 && res.headers.has('retry-after');
      if (!running && ![502, 503, 504].includes(res.status)) return res;
    } catch (err) {
      if (!(err instanceof TypeError)) throw err;
    }
    await sleep(delay);
  }
  return call();
}

/** Every call goes through here: hc builds the URL and the body, one place reads errors. */
export async function send<T = unknown>(verb: Verb, site: Site, path: string, opts: SendOptions = {}): Promise<T> {
  const args: { query?: Record<string, string>; json?: unknown } = { query: queryOf(opts.query) };
  const init: RequestInit = { credentials: 'include' };
  if (opts.body instanceof FormData) init.body = opts.body;
  else if (opts.body !== undefined) args.json = opts.body;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.create) headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();
  const call = () =>
    endpointOf(site, path)[`$${verb}`](args, {
      headers,
      init,
      fetch: keepIndexSegment(path, opts.fetch ?? ((input, init) => fetch(input, init))),
    });
  const res = opts.create ? await withRetries(call) : await call();
  const data = (await res.json().catch(() => ({}))) as { message?: string; field?: string };
  const retryAfter = Number(res.headers.get('retry-after')) || undefined;
  if (!res.ok) throw new ApiRequestError(res.status, data.message ?? res.statusText, data.field, data, retryAfter);
  return data as T;
}

/** `api.get('/get/news', { category: 8, lang })`, `api.post('/insert/news', formData)`; `site` defaults to mm. */
export const api = {
  get: <P extends ApiPath<'get', S>, S extends Site = 'mm'>(path: P, query?: ApiQuery<P, 'get', S>, site?: S) =>
    send<ApiAnswer<P, 'get', S>>('get', site ?? 'mm', path, { query: query as Query }),
  post: <P extends ApiPath<'post', S>, S extends Site = 'mm'>(path: P, body?: ApiBody<P, S> | FormData, site?: S) =>
    send<ApiAnswer<P, 'post', S>>('post', site ?? 'mm', path, { body }),
  /** A public create (a form's submit): one `Idempotency-Key` per call, kept across its automatic retries. */
  create: <P extends ApiPath<'post', S>, S extends Site = 'mm'>(path: P, body?: ApiBody<P, S> | FormData, site?: S) =>
    send<ApiAnswer<P, 'post', S>>('post', site ?? 'mm', path, { body, create: true }),
  delete: <P extends ApiPath<'delete', S>, S extends Site = 'mm'>(path: P, query?: ApiQuery<P, 'delete', S>, site?: S) =>
    send<ApiAnswer<P, 'delete', S>>('delete', site ?? 'mm', path, { query: query as Query }),
};
