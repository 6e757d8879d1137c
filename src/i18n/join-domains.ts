/** The intersection of the union `U`'s members. */
type Joined<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/**
 * One table of a language's domain tables (a `domains.ts` module: one export per domain file). Each
 * domain names its own keys, so no key stands in two domains and their order does not matter.
 */
export function joinDomains<T extends Record<string, Record<string, string>>>(domains: T): Joined<T[keyof T]> {
  return Object.assign({}, ...Object.values(domains)) as Joined<T[keyof T]>;
}
