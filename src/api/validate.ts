import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z, ZodType } from 'zod';
import { ApiError } from './errors';
import { requestLang } from './request-lang';
import { errorText, type ErrorKey } from '@i18n/errors-text';
import { isMessageKey, messageText } from '@i18n/messages-text';
import type { Lang } from '@shared/lang';

/**
 * Invalid input answers 400 `{ message, field, issues }` written for a person, in the request's
 * language: a schema's own message (the spec's text) where it gives one, else a plain one chosen by
 * the kind of problem; never the validation library's wording ("expected string, received ...").
 */

/** A field's own message (e.g. a contract's, in `lang`), before the schema's and the generic ones. */
export type FieldMessage = (field: string, lang: Lang) => string | undefined;

export interface ValidateOptions {
  /** The language of the 400: by default the input's `lang`, else the query's, else Mongolian. */
  lang?: (c: Context, input: unknown) => Lang | Promise<Lang>;
  message?: FieldMessage;
}

type Issue = z.core.$ZodRawIssue;

/** The plain message for a problem the schema gave no message of its own. */
function genericKey(issue: Issue): ErrorKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'errors.required' : 'errors.wrongType';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'errors.required' : 'errors.tooShort';
    case 'too_big':
      return 'errors.tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'errors.email' : 'errors.invalid';
    case 'invalid_value':
      return 'errors.option';
    default:
      return 'errors.invalid';
  }
}

/**
 * The issues of `data` with every message in `lang`: parsed again with an error map that only the
 * schema's own messages outrank. An own message is a message key (the `*_MESSAGES` tables of
 * src/shared, src/i18n/{mn,en}/messages), translated into `lang` (with a refinement's `params`);
 * any other own text is kept.
 */
function localIssues(schema: ZodType, data: unknown, lang: Lang, original: z.ZodError, message?: FieldMessage) {
  const plain = (issue: Issue) => errorText(lang, genericKey(issue));
  let issues: z.core.$ZodIssue[];
  try {
    issues = schema.safeParse(data, { error: plain, reportInput: true }).error?.issues ?? [];
  } catch {
    // a schema with async refinements cannot be parsed again synchronously: its issues, worded plainly
    issues = original.issues.map((i) => ({ ...i, message: plain(i as Issue) }));
  }
  return issues.map((i) => {
    const path = i.path.join('.');
    // The whole body of the wrong kind (an array, a string): the request itself is unreadable.
    if (i.path.length === 0 && i.code === 'invalid_type') return { path, message: errorText(lang, 'errors.unreadable') };
    const own = message?.(path, lang) ?? i.message;
    // a refinement's `params` fill its message's `{name}` places (the paging helper's choices)
    const vars = i.code === 'custom' ? (i.params as Record<string, string | number> | undefined) : undefined;
    return { path, message: isMessageKey(own) ? messageText(lang, own, vars) : own };
  });
}

/** The one 400 for invalid input; its message is the first issue's. */
function invalid(schema: ZodType, data: unknown, lang: Lang, original: z.ZodError, message?: FieldMessage): ApiError {
  const issues = localIssues(schema, data, lang, original, message);
  const first = issues[0] ?? { path: '', message: errorText(lang, 'errors.invalid') };
  return new ApiError(400, first.message, { field: first.path, issues: issues.length ? issues : [first] });
}

/** Parses with a schema chosen at run time (e.g. by who asks), failing like `validate()` (in `lang`, Mongolian by default). */
export function parseOrThrow<T extends ZodType>(schema: T, data: unknown, lang: Lang = 'mn'): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw invalid(schema, data, lang, result.error);
  return result.data;
}

/** A 415 in the request's language (the body was not read: its `lang` is unknown, the query's counts). */
const wrongType = (c: Pick<Context, 'req'>) => new ApiError(415, errorText(requestLang(c), 'errors.contentType'));
/** A body that is not JSON (or not an object) as a 400 in the query's language. */
export const unreadable = (c: Pick<Context, 'req'>) => new ApiError(400, errorText(requestLang(c), 'errors.unreadable'));

/**
 * zod validation for every input. A `json` target also requires a JSON Content-Type (415 otherwise).
 */
export function validate<T extends ZodType, K extends keyof ValidationTargets>(target: K, schema: T, options: ValidateOptions = {}) {
  const inner = zValidator(target, schema, async (result, c) => {
    if (result.success) return;
    const lang = options.lang ? await options.lang(c, result.data) : requestLang(c, result.data);
    throw invalid(schema, result.data, lang, result.error as unknown as z.ZodError, options.message);
  });
  if (target !== 'json') return inner;
  return (async (c, next) => {
    const type = c.req.header('content-type');
    if (!type || !/^application\/json\b/i.test(type)) throw wrongType(c);
    return inner(c, next);
  }) as typeof inner;
}

/** File forms are multipart: anything else would silently parse as empty (415 instead). */
export const multipartOnly: MiddlewareHandler = async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw wrongType(c);
  await next();
};

/**
 * The body of a rename: JSON (the spec's `{id, title}`) or a form (what an admin form posting
 * FormData sends). Anything else is 415; file parts in a form are simply not read.
 */
export async function jsonOrForm(c: Pick<Context, 'req'>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json\b/i.test(type)) {
    try {
      return await c.req.json();
    } catch {
      throw unreadable(c);
    }
  }
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return c.req.parseBody();
  throw wrongType(c);
}

/** A JSON object body for a handler that picks its schema itself (e.g. by the body's `lang`): 415 unless JSON, 400 unless an object. */
export async function jsonBody(c: Pick<Context, 'req'>): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw wrongType(c);
  const body = await c.req.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw unreadable(c);
  return body as Record<string, unknown>;
}
