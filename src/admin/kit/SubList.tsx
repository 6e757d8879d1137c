import type { ReactNode } from 'react';
import { useFieldArray, useFormState, type Control, type FieldValues } from 'react-hook-form';
import { t } from '../i18n';
import { errorMessages } from './FormFields';

interface Props<I> {
  legend: string;
  /** Test id of the stored items' list. */
  testId: string;
  /** The record's stored items, each with a delete button ('Устгах: {deleteName}'). */
  items: I[];
  itemKey: (item: I) => string | number;
  itemText: (item: I) => ReactNode;
  deleteName: (item: I) => string;
  /** Deletes a stored item at once (ask with `useConfirm` first). */
  onDelete: (item: I) => void;
  /** The form's array field of new items (added on save) and what a new row starts as. */
  control: Control<FieldValues>;
  name: string;
  blank: Record<string, unknown>;
  /** The inputs of new row `index` (register them as `${name}.${index}.<key>`). */
  row: (index: number) => ReactNode;
  addLabel: string;
  cancelLabel: string;
}

/**
 * A record's sub-items in a fieldset (a company's contacts, categories): the stored ones, each
 * deleted on its own, then new rows (a react-hook-form array field) with a cancel button each, the
 * rows' errors, and the add button.
 */
export function SubList<I>({
  legend,
  testId,
  items,
  itemKey,
  itemText,
  deleteName,
  onDelete,
  control,
  name,
  blank,
  row,
  addLabel,
  cancelLabel,
}: Props<I>) {
  const rows = useFieldArray({ control, name });
  const errors = [...new Set(errorMessages(useFormState({ control, name }).errors[name]))];
  return (
    <fieldset className="adm-fieldset adm-sublist">
      <legend>{legend}</legend>
      <ul className="adm-sublist__items" data-testid={testId}>
        {items.map((item) => (
          <li key={itemKey(item)} className="adm-sublist__row">
            <span>{itemText(item)}</span>
            <button
              type="button"
              className="adm-btn adm-btn--small adm-btn--danger"
              aria-label={`${t('admin.kit.delete')}: ${deleteName(item)}`}
              onClick={() => onDelete(item)}
            >
              {t('admin.kit.delete')}
            </button>
          </li>
        ))}
      </ul>
      {rows.fields.map((field, i) => (
        <div key={field.id} className="adm-sublist__row">
          {row(i)}
          <button type="button" className="adm-btn adm-btn--small adm-btn--ghost" onClick={() => rows.remove(i)}>
            {cancelLabel}
          </button>
        </div>
      ))}
      {errors.map((message) => (
        <p key={message} className="adm-field__error" data-testid={`error-${name}`}>
          {message}
        </p>
      ))}
      <button type="button" className="adm-btn adm-btn--small" onClick={() => rows.append(blank)}>
        {addLabel}
      </button>
    </fieldset>
  );
}
