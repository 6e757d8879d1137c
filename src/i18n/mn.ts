import type { Dictionary } from './en';
import * as domains from './mn/domains';
import { joinDomains } from './join-domains';

/** Mongolian dictionary, the default language; typed against the English shape. */
export const mn: Dictionary = joinDomains(domains);
