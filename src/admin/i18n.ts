import { t as translate, type DictKey } from '@i18n';

/** The back office speaks Mongolian (association-admin.md): one helper so every screen uses the same dictionary. */
export const ADMIN_LANG = 'mn' as const;
export const t = (key: DictKey, vars?: Record<string, string | number>) => translate(ADMIN_LANG, key, vars);
