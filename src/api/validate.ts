import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

/**
 * zod validation for every input: failures become 400 `{ message, field, issues }`, where `message`
 * is the first issue's message (the spec's text where the schema gives it) and `field` names it.
 * A `json` target also requires a JSON Content-Type (415 otherwise).
 */
export function validate<T extends ZodType, K extends keyof ValidationTargets>(target: K, schema: T) {
  const inner = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const first = issues[0];
      throw new ApiError(400, first?.message ?? 'Invalid input', { field: first?.path, issues });
    }
  });
  if (target !== 'json') return inner;
  return (async (c, next) => {
    const type = c.req.header('content-type');
    if (!type || !/^application\/json\b/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
    return inner(c, next);
  }) as typeof inner;
}
