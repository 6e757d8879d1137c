import type { assessment } from '@i18n/en/assessment';

/** The assessment strings of one language (and the late-mail note), handed to the islands by their page. */
export type AssessText = Record<keyof typeof assessment | 'delivery.mailLate', string>;
export type { Lang } from '@shared/lang';

export { fill } from '@i18n/fill';

/** Message timings of association-site.md §9. */
export const VALIDATION_MS = 5000;
export const ERROR_TOAST_MS = 5000;
export const CODE_SENT_MS = 3000;
