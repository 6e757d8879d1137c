import { en, type DictKey } from './en';
import { mn } from './mn';
import type { Lang } from '@shared/lang';
import { fill } from './fill';

export type { DictKey } from './en';
export { DEFAULT_LANG, isLang, LANGS, type Lang } from '@shared/lang';
/** The one app-wide localStorage key holding the visitor's language (islands read it too). */
export const LANG_STORAGE_KEY = 'lang';

const dictionaries = { mn, en } as const;

/** The visible string for `key`; `{name}` placeholders are filled from `vars`. */
export function t(lang: Lang, key: DictKey, vars?: Record<string, string | number>): string {
  return fill(dictionaries[lang][key], vars);
}

type CountedKey = DictKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

/** A count in words: picks the `.one` / `.other` form the language's plural rules ask for. */
const pluralRules = new Map<Lang, Intl.PluralRules>();

export function tCount(lang: Lang, key: CountedKey, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(localeOf(lang))));
  const form = rules.select(n) === 'one' ? 'one' : 'other';
  return t(lang, `${key}.${form}` as DictKey, { n });
}

/** BCP 47 tag for `<html lang>`, hreflang and Intl formatting. */
export const localeOf = (lang: Lang) => (lang === 'mn' ? 'mn-MN' : 'en-GB');
