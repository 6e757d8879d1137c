import { createHash } from 'node:crypto';

/** A short, stable digest of JSON-serialisable values (build cache keys). */
export function hashOf(...values: unknown[]): string {
  const hash = createHash('sha1');
  for (const v of values) hash.update(JSON.stringify(v) ?? 'undefined').update('\0');
  return hash.digest('base64url');
}
