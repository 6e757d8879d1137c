import type { Texts } from '@i18n/pick';

/** The assessment islands' strings, picked by their pages: `pickTexts(lang, 'assess.', 'delivery.mailLate')`. */
export type AssessTexts = Texts<'assess.' | 'delivery.mailLate'>;

/** Message timings of association-site.md §9. */
export const VALIDATION_MS = 5000;
export const ERROR_TOAST_MS = 5000;
export const CODE_SENT_MS = 3000;
