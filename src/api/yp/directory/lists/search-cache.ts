import type { Db } from '@db/client';

/** How long a search answer is reused: a published change shows within this at worst (another server's write). */
export const SEARCH_TTL_MS = 30_000;
const MAX_ANSWERS = 500;

let reuse = true;
/** Every search asks the database (`npm run bench:search -- --cold` measures the queries themselves). */
export const stopReusingSearches = () => void (reuse = false);

/** Each database's recent search answers (a test app's database has its own), newest last. */
const caches = new WeakMap<Db, Map<string, { at: number; answer: Promise<unknown> }>>();

/**
 * A directory search's answer, reused for the same question within `SEARCH_TTL_MS` (and shared by
 * identical searches in flight): a few popular terms make most of a directory's searches, and a
 * broad one ("alt": 4,000 of 10,000 companies) costs ten times a narrow one. A directory write
 * through the API forgets them at once (`forgetSearches`, from the `publishes` middleware).
 */
export function cachedSearch<T>(db: Db, question: unknown, run: () => Promise<T>): Promise<T> {
  if (!reuse) return run();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = JSON.stringify(question);
  const now = Date.now();
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && now - hit.at < SEARCH_TTL_MS) {
    cache.set(key, hit);
    return hit.answer as Promise<T>;
  }
  const answer = run();
  cache.set(key, { at: now, answer });
  answer.catch(() => cache.delete(key));
  if (cache.size > MAX_ANSWERS) cache.delete(cache.keys().next().value!);
  return answer;
}

/** Forget a database's search answers (its directory changed). */
export const forgetSearches = (db: Db) => void caches.delete(db);
