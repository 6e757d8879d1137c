import * as domains from './en/domains';
import { joinDomains } from './join-domains';

/**
 * English dictionary, one file per domain under `en/` (add a domain: a file here and its twin in
 * `mn/`, one export line in each `domains.ts`). Its shape is the type every other dictionary must
 * match, so a key missing in Mongolian fails the type check.
 */
export const en = joinDomains(domains);

export type DictKey = keyof typeof en;
export type Dictionary = Record<DictKey, string>;
