/** A message table: each name to its dictionary key (`prefix` + name). */
export type MessageKeys<P extends string, N extends string> = { readonly [K in N]: `${P}${K}` };

/** The keys a message table names: what its domain's dictionaries must give a text for. */
export type KeysOfTable<T> = T[keyof T];

/**
 * The one shape of a `*_MESSAGES` table: a map from name to dictionary key, e.g.
 * `messageKeys('msg.about.', ['name', 'email'])`. The texts are in src/i18n/{mn,en}/messages, which
 * sit above this layer: `src/i18n/message-tables.ts` fails the type check for a key without a text,
 * so a shared module imports no dictionary. The API translates a key in the request's language, a
 * screen in its own.
 */
export function messageKeys<P extends string, const N extends string>(prefix: P, names: readonly N[]): MessageKeys<P, N> {
  return Object.fromEntries(names.map((name) => [name, `${prefix}${name}`])) as MessageKeys<P, N>;
}
