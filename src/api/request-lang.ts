import type { Context } from 'hono';
import { isLang, type Lang } from '@shared/lang';
import { messageText, type MessageKey } from '@i18n/messages-text';

/**
 * The language a caller asks its answers in: the `lang` of the parsed input (the body or query the
 * islands send it in), else the query's `lang`, else Mongolian as on the site.
 */
export function requestLang(c: Pick<Context, 'req'>, input?: unknown): Lang {
  const fromInput = input && typeof input === 'object' ? (input as { lang?: unknown }).lang : undefined;
  if (isLang(fromInput)) return fromInput;
  const fromQuery = c.req.query('lang');
  return isLang(fromQuery) ? fromQuery : 'mn';
}

/** A message key in the request's language, for an answer's own `message` (a refusal's is translated by the error handler). */
export const replyText = (c: Pick<Context, 'req'>, key: MessageKey, vars?: Record<string, string | number>) =>
  messageText(requestLang(c), key, vars);
