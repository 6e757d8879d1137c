import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z, ZodType } from 'zod';
import { ApiError } from './errors';

/** The one 400 shape for invalid input: `{ message, field, issues }`, message = the first issue's (the spec's text where given). */
function invalid(error: z.ZodError): ApiError {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new ApiError(400, issues[0]?.message ?? 'Invalid input', { field: issues[0]?.path, issues });
}

/** Parses with a schema chosen at run time (e.g. by who asks), failing like `validate()`. */
export function parseOrThrow<T extends ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/**
 * zod validation for every input. A `json` target also requires a JSON Content-Type (415 otherwise).
 */
export function validate<T extends ZodType, K extends keyof ValidationTargets>(target: K, schema: T) {
  const inner = zValidator(target, schema, (result) => {
    if (!result.success) throw invalid(result.error as unknown as z.ZodError);
  });
  if (target !== 'json') return inner;
  return (async (c, next) => {
    const type = c.req.header('content-type');
    if (!type || !/^application\/json\b/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
    return inner(c, next);
  }) as typeof inner;
}

/** File forms are multipart: anything else would silently parse as empty (415 instead). */
export const multipartOnly: MiddlewareHandler = async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? ''))
    throw new ApiError(415, 'Content-Type must be multipart/form-data');
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
      throw new ApiError(400, 'Malformed JSON in request body');
    }
  }
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return c.req.parseBody();
  throw new ApiError(415, 'Content-Type must be application/json or multipart/form-data');
}

/** A JSON object body for a handler that picks its schema itself (e.g. by the body's `lang`): 415 unless JSON, 400 unless an object. */
export async function jsonBody(c: Pick<Context, 'req'>): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new ApiError(415, 'Content-Type must be application/json');
  const body = await c.req.json().catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Invalid JSON body');
  return body as Record<string, unknown>;
}
