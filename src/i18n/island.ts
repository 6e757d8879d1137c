import { fill } from './fill';

/**
 * In an island: `t(key, vars)` over the `texts` prop its page picked with `pickTexts` (./pick).
 * `K` is the island's own key set, so a key the page did not pick fails the type check.
 */
export function textsT<K extends string>(texts: Record<K, string>) {
  return (key: K, vars?: Record<string, string | number>): string => fill(texts[key], vars);
}
