import { en, type DictKey } from './en';
import { mn } from './mn';
import type { Lang } from '@shared/lang';

/** The dictionary keys that start with one of the prefixes `P` (`'directory.search.'` …). */
export type KeysOf<P extends string> = Extract<DictKey, `${P}${string}`>;
/** The strings an island is given: exactly the keys under its prefixes, in one language. */
export type Texts<P extends string> = Record<KeysOf<P>, string>;

/**
 * At build time, in the Astro page that places an island: the strings the island uses, picked by
 * key prefix (as Starlight's search component picks `pagefind.*`), passed as its `texts` prop, so
 * an island never bundles a dictionary. In the island, `textsT(texts)` (./island) reads them.
 */
export function pickTexts<P extends string>(lang: Lang, ...prefixes: P[]): Texts<P> {
  const dict: Record<DictKey, string> = lang === 'en' ? en : mn;
  const out: Record<string, string> = {};
  for (const key of Object.keys(dict) as DictKey[]) {
    if (prefixes.some((p) => key.startsWith(p))) out[key] = dict[key];
  }
  return out as Texts<P>;
}

/** `texts` without the keys under `prefix` (a page's picked strings minus another screen's: `directory.register.admin.`). */
export function omitTexts<K extends string, X extends string>(texts: Record<K, string>, prefix: X): Omit<Record<K, string>, KeysOf<X>> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries<string>(texts)) if (!key.startsWith(prefix)) out[key] = text;
  return out as Omit<Record<K, string>, KeysOf<X>>;
}
