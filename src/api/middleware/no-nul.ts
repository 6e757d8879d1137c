import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';
import { ApiError } from '../errors';
import { requestLang } from '../request-lang';
import { errorText } from '@i18n/errors-text';

const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\0')
    : Array.isArray(v)
      ? v.some(hasNul)
      : v !== null && typeof v === 'object' && Object.entries(v).some(([k, x]) => k.includes('\0') || hasNul(x));

/** The 400 of a text holding a NUL character, in the request's language. */
export const nulRefused = (c: Parameters<typeof requestLang>[0]) => new ApiError(400, errorText(requestLang(c), 'errors.nul'));

/**
 * Postgres stores no NUL (U+0000) in text, and refuses the whole statement (SQLSTATE 22021): a NUL
 * anywhere in the query or a JSON body is answered 400 before any route runs. (A form field with
 * one is caught by the error handler from the database's refusal, since parsing the form here would
 * fix its shape for the route.)
 */
export const noNul = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  // the query is only parsed when its text could hold a NUL at all (most requests: no URL object)
  const rawUrl = c.req.url;
  const question = rawUrl.indexOf('?');
  if (question >= 0 && (rawUrl.includes('%00', question) || rawUrl.includes('\0', question))) {
    for (const [key, value] of new URL(rawUrl).searchParams) if (key.includes('\0') || value.includes('\0')) throw nulRefused(c);
  }
  // a GET or HEAD has no body (and asking the Node adapter for one would build a whole Request)
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (c.req.raw.body && /^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text();
    // the stream is spent: later readers of the raw body (a route's body limit) get the text again
    c.req.raw = new Request(c.req.raw, { body: text });
    // a raw NUL makes the JSON unreadable anyway (the validator's 400); only the escape needs a look
    if (/\\u0000/i.test(text)) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next();
      }
      if (hasNul(body)) throw nulRefused(c);
    }
  }
  return next();
};
