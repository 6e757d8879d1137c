import { t } from '../i18n';
import type { Column, Field, Option, Resource } from './types';

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

/**
 * A titled file whose edit renames it only (documents, videos: `POST /update/… {id, title}` as JSON):
 * the list's №, title and file link, the title field and the file field (add mode only), the
 * encodings, the blank values and the edit values.
 */
export function renamedFile<R extends { id: number; title: string }>(
  titleLabel: string,
  file: { type: 'pdf' | 'video'; column: string; field: string; url: (row: R) => string },
) {
  const fields: Field[] = [
    { name: 'title', label: titleLabel, type: 'text', required: true, wide: true },
    { name: file.type, label: file.field, type: file.type, required: true, visible: (_v, mode) => mode === 'add' },
  ];
  return {
    columns: [
      { label: t('admin.files.id'), key: 'id', numeric: true },
      { label: titleLabel, key: 'title' },
      fileColumn(file.column, file.url),
    ],
    fields,
    encoding: { insert: 'multipart', update: 'json' },
    defaults: () => ({ title: '', [file.type]: null }),
    fromRow: (r: R) => ({ title: r.title }),
    empty: t('admin.kit.empty'),
  } satisfies Partial<Resource<R>>;
}
