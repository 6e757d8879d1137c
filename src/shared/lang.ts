/**
 * The site's two languages: the one definition every layer uses. It lives here, without the
 * dictionaries, so the API, the mailer and the islands can name it; `src/i18n` re-exports it.
 */
export const LANGS = ['mn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'mn';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/**
 * The `lang` attribute for a value kept in one language only (a name, a document title) shown on a
 * page in `page`: 'mn' on an English page when the value is written in Cyrillic, so a screen reader
 * reads it in Mongolian and the translation-parity test (tests/e2e/translation-parity.spec.ts)
 * knows it is meant; otherwise none (the page's own language).
 */
export const textLang = (page: Lang, text: string): Lang | undefined => (page === 'en' && /[\u0400-\u04ff]/.test(text) ? 'mn' : undefined);
