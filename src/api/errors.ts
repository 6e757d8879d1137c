import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './types';
import { requestLang } from './request-lang';
import { errorText } from '@i18n/errors-text';
import { messageOrText } from '@i18n/messages-text';
import type { Lang } from '@shared/lang';

/** How the error handler words an `ApiError`'s message key: its `{name}` values, and the language when the route knows it (else the request's). */
export interface ApiErrorWording {
  vars?: Record<string, string | number>;
  lang?: Lang;
}

/**
 * Throw anywhere in a handler: the one error handler turns it into `{ message, ...extra }`. The
 * message is a message key (src/i18n/{mn,en}/messages), translated there once, or a finished text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly wording: ApiErrorWording = {},
  ) {
    super(message);
  }
}

/** File storage (S3, R2, the disk) failed or was unreachable: 503 to the caller, the cause only in the log. */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super('storage unavailable', { cause });
  }
}

export const badRequest = (message: string, issues?: unknown) => new ApiError(400, message, issues ? { issues } : {});
export const notFound = (message: string) => new ApiError(404, message);
/** A row a route needs: none is a 404 with `message`. */
export function found<T>(row: T | null | undefined, message: string): T {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}
export const conflict = (message: string) => new ApiError(409, message);

const UNREACHABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
];
/**
 * Errors the database drivers raise when they cannot reach the server: node-postgres (refused, cut,
 * connect timeout), the Neon driver in Workers (its WebSocket closed or failed) and PGlite closed.
 * Drizzle wraps them as the `cause` of its "Failed query" error, so the whole chain is read.
 */
export function isDbUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && UNREACHABLE_CODES.includes(e.code)) return true;
    if (/connect|Connection terminated|PGlite is closed|WebSocket|socket hang up/i.test(typeof e.message === 'string' ? e.message : ''))
      return true;
  }
  return false;
}

/** The injected logger, or JSON lines on stderr. */
export const logOf = (deps: { log?: (entry: Record<string, unknown>) => void } | undefined) =>
  deps?.log ?? ((e: Record<string, unknown>) => console.error(JSON.stringify(e)));

export function onError(err: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId');
  if (err instanceof ApiError) {
    const message = messageOrText(err.wording.lang ?? requestLang(c), err.message, err.wording.vars);
    return c.json({ message, ...err.extra }, err.status);
  }
  if (err instanceof HTTPException) {
    if (err.status === 413) return c.json({ message: errorText(requestLang(c), 'errors.payloadTooLarge') }, 413);
    // the body validator's refusal of malformed JSON: a person's words, in the query's language
    if (err.status === 400) return c.json({ message: errorText(requestLang(c), 'errors.unreadable') }, 400);
    return c.json({ message: err.message || errorText(requestLang(c), 'errors.requestFailed') }, err.status);
  }
  const log = logOf(c.get('deps'));
  // a person's message in the request's language (Mongolian by default), never the driver's
  const lang = requestLang(c);
  if (err instanceof StorageUnavailable) {
    log({ level: 'error', requestId, msg: 'storage unavailable', error: String(err.cause) });
    c.header('Retry-After', '5');
    return c.json({ message: errorText(lang, 'errors.storageUnavailable'), requestId }, 503);
  }
  if (isDbUnavailable(err)) {
    log({ level: 'error', requestId, msg: 'database unavailable', error: String(err) });
    c.header('Retry-After', '5');
    return c.json({ message: errorText(lang, 'errors.unavailable'), requestId }, 503);
  }
  // Postgres refuses a NUL in text (22021) or a \u0000 in JSON (22P05): the input's fault, not ours
  const code = dbErrorOf(err).code;
  if (code === '22021' || code === '22P05') return c.json({ message: errorText(requestLang(c), 'errors.nul') }, 400);
  // a multipart body that does not parse (wrong boundary, cut short)
  if (err instanceof TypeError && /FormData/i.test(err.message))
    return c.json({ message: errorText(requestLang(c), 'errors.unreadable') }, 400);
  log({ level: 'error', requestId, msg: 'unhandled error', error: String(err), stack: err.stack });
  return c.json({ message: errorText(lang, 'errors.internal'), requestId }, 500);
}

/** The SQLSTATE of a Postgres error (the driver's error or its cause). */
/** The SQLSTATE, constraint and detail of a database error (the driver's error, or the cause Drizzle wraps it in). */
export function dbErrorOf(err: unknown): { code?: string; constraint?: string; detail?: string } {
  const e = err as { code?: string; constraint?: string; detail?: string; cause?: unknown } | undefined;
  return e?.code ? e : e?.cause ? dbErrorOf(e.cause) : {};
}
const sqlState = (err: unknown) => dbErrorOf(err).code;

/** A Postgres unique violation (the driver's error or its cause): a unique index decided a race. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/** A Postgres exclusion violation (23P01): an exclusion constraint refused an overlap (meeting slots of one day). */
export const isExclusionViolation = (err: unknown) => sqlState(err) === '23P01';
