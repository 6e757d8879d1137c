import { assessment } from '@i18n/en/assessment';
import { t, type Lang } from '@i18n';
import type { AssessText } from './text';

/** Build-time: the assessment strings of `lang` for an island's props (only these keys ship). */
export const assessText = (lang: Lang): AssessText => ({
  ...(Object.fromEntries(Object.keys(assessment).map((k) => [k, t(lang, k as keyof typeof assessment)])) as Omit<
    AssessText,
    'delivery.mailLate'
  >),
  'delivery.mailLate': t(lang, 'delivery.mailLate'),
});
