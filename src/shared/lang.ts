/**
 * The site's two languages: the one definition every layer uses. It lives here, without the
 * dictionaries, so the API, the mailer and the islands can name it; `src/i18n` re-exports it.
 */
export const LANGS = ['mn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'mn';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);
