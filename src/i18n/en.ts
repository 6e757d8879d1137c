import { base } from './en/base';
import { assessment } from './en/assessment';
import { library } from './en/library';
import { home } from './en/home';
import { membership } from './en/membership';
import { trade } from './en/trade';
import { shell } from './en/shell';
import { admin } from './en/admin';
import { adminAssessment } from './en/admin-assessment';

/**
 * English dictionary, one file per domain under `en/` (add a domain: a file here and its twin in
 * `mn/`, one spread line in each). Its shape is the type every other dictionary must match, so a key
 * missing in Mongolian fails the type check.
 */
export const en = {
  ...base,
  ...assessment,
  ...library,
  ...home,
  ...membership,
  ...trade,
  ...shell,
  ...admin,
  ...adminAssessment,
} as const;

export type DictKey = keyof typeof en;
export type Dictionary = Record<DictKey, string>;
