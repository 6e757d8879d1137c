import type { Dictionary } from './en';
import { base } from './mn/base';
import { assessment } from './mn/assessment';
import { library } from './mn/library';
import { home } from './mn/home';
import { membership } from './mn/membership';
import { trade } from './mn/trade';
import { shell } from './mn/shell';
import { admin } from './mn/admin';
import { adminAssessment } from './mn/admin-assessment';

/** Mongolian dictionary, the default language; typed against the English shape. */
export const mn: Dictionary = {
  ...base,
  ...assessment,
  ...library,
  ...home,
  ...membership,
  ...trade,
  ...shell,
  ...admin,
  ...adminAssessment,
};
