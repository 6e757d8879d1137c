import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './types';
import { requestLang } from './request-lang';
import { errorText } from '../i18n/errors-text';

/** Throw anywhere in a handler: the one error handler turns it into `{ message, ...extra }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: unknown) => new ApiError(400, message, issues ? { issues } : {});
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** Errors the database driver raises when it cannot reach the server. */
function isDbUnavailable(err: unknown): boolean {
  const code = dbErrorOf(err).code;
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08006', '08001', '08003'].includes(code))
    return true;
  return /connect|Connection terminated|PGlite is closed/i.test((err as Error | undefined)?.message ?? '');
}

export function onError(err: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId');
  if (err instanceof ApiError) return c.json({ message: err.message, ...err.extra }, err.status);
  if (err instanceof HTTPException) {
    if (err.status === 413) return c.json({ message: 'Payload too large' }, 413);
    // the body validator's refusal of malformed JSON: a person's words, in the query's language
    if (err.status === 400) return c.json({ message: errorText(requestLang(c), 'errors.unreadable') }, 400);
    return c.json({ message: err.message || 'Request failed' }, err.status);
  }
  const log = c.get('deps')?.log ?? ((e: Record<string, unknown>) => console.error(JSON.stringify(e)));
  if (isDbUnavailable(err)) {
    log({ level: 'error', requestId, msg: 'database unavailable', error: String(err) });
    return c.json({ message: 'Service temporarily unavailable', requestId }, 503);
  }
  log({ level: 'error', requestId, msg: 'unhandled error', error: String(err), stack: err.stack });
  return c.json({ message: 'Internal server error', requestId }, 500);
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
