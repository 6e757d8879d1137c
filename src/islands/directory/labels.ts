import { fill } from '@i18n/fill';
import type { Lang } from '@shared/lang';
import { directorySearch as en } from '@i18n/en/directory-search';
import { directorySearch as mn } from '@i18n/mn/directory-search';

/**
 * The search island's strings: only the directory search's own dictionary files (about 2 kB for
 * both languages), so the island can be placed with just `lang` and never bundles the whole dictionary.
 */
export type SearchKey = keyof typeof en;
export function searchText(lang: Lang) {
  const dict: Record<SearchKey, string> = lang === 'en' ? en : mn;
  return (key: SearchKey, vars?: Record<string, string | number>) => fill(dict[key], vars);
}
