import { messages as en } from './en/messages';
import { messages as mn } from './mn/messages';
import { fill } from './fill';
import type { Lang } from '@shared/lang';

/**
 * The messages domain on its own (as ./errors-text): the API translates a message key with these
 * texts without bundling the whole dictionaries; they are also part of `t()`'s dictionaries.
 */
export type MessageKey = keyof typeof en;
const texts: Record<Lang, Record<MessageKey, string>> = { mn, en };

/** Whether `text` is a message key (a zod issue's or an `ApiError`'s message) rather than a finished text. */
export const isMessageKey = (text: unknown): text is MessageKey => typeof text === 'string' && Object.hasOwn(en, text);

export const messageText = (lang: Lang, key: MessageKey, vars?: Record<string, string | number>) => fill(texts[lang][key], vars);

/** A message key translated, any other text as it is. */
export const messageOrText = (lang: Lang, text: string, vars?: Record<string, string | number>) =>
  isMessageKey(text) ? messageText(lang, text, vars) : text;
