import type { FieldValues, Resolver } from 'react-hook-form';
import { shown } from '../i18n';

/** Every `message` of a resolver's errors as shown (nested fields and arrays too; the DOM `ref`s untouched). */
function shownErrors<E>(errors: E): E {
  if (!errors || typeof errors !== 'object') return errors;
  const out = (Array.isArray(errors) ? [...errors] : { ...errors }) as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') out[key] = shown(value);
    else if (value && typeof value === 'object') out[key] = shownErrors(value);
  }
  return out as E;
}

/**
 * A form resolver over a shared schema, whose messages are message keys: its errors come out in the
 * back office's language (wrap `zodResolver(schema, …)` or a screen's own resolver).
 */
export function shownResolver<V extends FieldValues, C, O>(resolver: Resolver<V, C, O>): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: shownErrors(result.errors) } as typeof result;
  };
}
