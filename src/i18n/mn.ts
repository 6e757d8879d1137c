import type { Dictionary } from './en';
import { base } from './mn/base';

/** Mongolian dictionary, the default language; typed against the English shape. */
export const mn: Dictionary = {
  ...base,
};
