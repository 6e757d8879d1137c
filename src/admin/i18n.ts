import { t as translate, type DictKey } from '@i18n';
import { messageOrText } from '@i18n/messages-text';

/** The back office speaks Mongolian (association-admin.md): one helper so every screen uses the same dictionary. */
export const ADMIN_LANG = 'mn' as const;
export const t = (key: DictKey, vars?: Record<string, string | number>) => translate(ADMIN_LANG, key, vars);

/** A message as shown: a message key (a shared schema's or table's) in the back office's language, any other text as it is. */
export const shown = (text: string) => messageOrText(ADMIN_LANG, text);
