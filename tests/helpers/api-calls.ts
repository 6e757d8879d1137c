import { readFileSync } from 'node:fs';

/** One call of the spec's API catalogue, as the repository keeps it (docs/api-calls.json). */
export interface SpecCall {
  site: 'mm' | 'mw' | 'yp';
  method: string;
  /** null where the spec does not show the path: `chosenPath` is this API's. */
  path: string | null;
  chosenPath?: string;
  query: string[];
  body: string[];
  answer: string[];
  access: 'public' | 'admin' | 'member' | 'session';
  source: string;
}

/** The catalogue's calls: the repository's own copy, so a fresh clone's tests need nothing beside it. */
export const specCalls: SpecCall[] = (
  JSON.parse(readFileSync(new URL('../../docs/api-calls.json', import.meta.url), 'utf8')) as { calls: SpecCall[] }
).calls;

/** The call's path under its site: the spec's, or the one chosen where the spec shows none. */
export const pathOf = (c: SpecCall): string => {
  const path = c.path ?? c.chosenPath;
  if (!path) throw new Error(`a call without a path has no chosenPath in docs/api-calls.json (${c.method} ${c.site}, ${c.source})`);
  return path;
};
