import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../types';
import { requestLang } from '../request-lang';
import { errorText } from '@i18n/errors-text';

/** Any body that is not a file form: JSON, text, url-encoded. Tens of kB: the largest public body (1,000 assessment answers) is ~46 kB. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** An admin's rich-text page (static pages, news body): the seed's largest is 2 kB, a long page with tables some 100s of kB. */
export const RICH_TEXT_BODY_LIMIT = 1024 * 1024;

const LIMIT_MARK = Symbol('body limit');
type Marked = { [LIMIT_MARK]?: { form?: number; json?: number } };

/** A route's own limit, read by `bodyLimits` from the route it matched (as `access()` marks the policy). */
export function markLimit<H extends MiddlewareHandler>(handler: H, limit: { form?: number; json?: number }): H {
  return Object.assign(handler, { [LIMIT_MARK]: limit });
}

/** A JSON route whose body may be larger than JSON_BODY_LIMIT (the handler itself does nothing). */
export const richTextLimit: MiddlewareHandler = markLimit(async (_c, next) => next(), { json: RICH_TEXT_BODY_LIMIT });

/**
 * Every request body is capped before it is read (SECURITY.md 35): a file form by its route's own
 * `formLimit` (a route without one gets the JSON limit), anything else by JSON_BODY_LIMIT or its
 * route's marked larger limit. A Content-Length over the limit is refused without reading a byte; a
 * chunked body is counted as it streams and refused once past the limit (at most the limit is held).
 */
export const bodyLimits = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  const marks = matchedRoutes(c)
    .map((r) => (r.handler as Marked)[LIMIT_MARK])
    .filter((m) => m !== undefined);
  const multipart = /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');
  const own = multipart ? marks.find((m) => m.form)?.form : marks.find((m) => m.json)?.json;
  // a file form's route has its own limit (and message); it runs after the route's access check
  if (multipart && own) return next();
  const maxSize = own ?? JSON_BODY_LIMIT;
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ message: errorText(requestLang(c), 'errors.tooLarge', { kb: Math.round(maxSize / 1024) }) }, 413),
  })(c, next);
};
