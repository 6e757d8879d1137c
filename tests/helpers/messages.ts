import { messageText, type MessageKey } from '@i18n/messages-text';

/** A message key's Mongolian text: what the API answers by default and the admin shows. */
export const mn = (key: MessageKey, vars?: Record<string, string | number>) => messageText('mn', key, vars);
/** A message key's English text: what the API answers when English is asked. */
export const en = (key: MessageKey, vars?: Record<string, string | number>) => messageText('en', key, vars);
