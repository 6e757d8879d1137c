import { base } from './en/base';

/**
 * English dictionary, one file per domain under `en/` (add a domain: a file here and its twin in
 * `mn/`, one spread line in each). Its shape is the type every other dictionary must match, so a key
 * missing in Mongolian fails the type check.
 */
export const en = {
  ...base,
} as const;

export type DictKey = keyof typeof en;
export type Dictionary = Record<DictKey, string>;
