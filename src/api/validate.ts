import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
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
