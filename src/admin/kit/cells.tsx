import { t } from '../i18n';
import type { Column, Option } from './types';

/** A yes/no state as a badge (green when on) with its text: active / inactive, published, consent. */
export const stateBadge = (on: boolean, onText: string, offText: string) => (
  <span className={`adm-badge adm-badge--${on ? 'ok' : 'off'}`}>{on ? onText : offText}</span>
);

/** The choices of a boolean select: 'true' and 'false' with their texts. */
export const booleanOptions = (trueText: string, falseText: string): Option[] => [
  { value: 'true', label: trueText },
  { value: 'false', label: falseText },
];

/** A column opening a row's stored file (PDF, video) in a new tab. */
export const fileColumn = <R,>(label: string, url: (row: R) => string): Column<R> => ({
  label,
  render: (r) => (
    <a href={url(r)} target="_blank" rel="noreferrer">
      {t('admin.files.open')}
    </a>
  ),
});
