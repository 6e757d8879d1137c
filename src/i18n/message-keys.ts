import type { MessageKey } from './messages-text';

/** The names `N` such that `${P}${N}` is a message key. */
type NamesUnder<P extends string> = MessageKey extends infer K ? (K extends `${P}${infer N}` ? N : never) : never;

/** A message table: each name to its key (`prefix` + name); a name without a text in the dictionaries fails the type check. */
export type MessageKeys<P extends string, N extends string> = { readonly [K in N]: `${P}${K}` & MessageKey };

/**
 * The one shape of a `*_MESSAGES` table (src/shared): a map from name to dictionary key, e.g.
 * `messageKeys('msg.about.', ['name', 'email'])`. The texts are in src/i18n/{mn,en}/messages; the API
 * translates a key in the request's language, a screen in its own. Only types are imported here,
 * so a shared module stays free of the dictionaries.
 */
export function messageKeys<P extends string, const N extends NamesUnder<P>>(prefix: P, names: readonly N[]): MessageKeys<P, N> {
  return Object.fromEntries(names.map((name) => [name, `${prefix}${name}`])) as MessageKeys<P, N>;
}

/**
 * Where a whole dictionary is not at hand (an island's script): one domain's message texts in the
 * visitor's language show a key of that domain; any other text (e.g. the server's) is shown as it is.
 */
export const shownIn =
  (texts: Record<string, string>) =>
  (text: string): string =>
    Object.hasOwn(texts, text) ? texts[text] : text;
