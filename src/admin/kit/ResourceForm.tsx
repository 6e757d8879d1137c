import { useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { api, ApiRequestError } from '@client/api-client';
import { useAccount } from '../session';
import { t } from '../i18n';
import { useInvalidate } from './data';
import { FormFields, useSchemaForm } from './FormFields';
import { UploadProgress } from './FormParts';
import { useToast, TOAST_MS } from './toast';
import { postForm, toFormData } from './upload';
import type { Field, Resource, Row, Values } from './types';

interface Props<R> {
  resource: Resource<R>;
  /** The row being edited (edit mode: its id is sent); null or undefined = add mode. */
  editing?: R | null;
  /** After a successful save (the list is already refreshed). */
  onSaved?: (answer: unknown) => void;
  /** 'Цэвэрлэх' resets the form and leaves edit mode through this. */
  onClear?: () => void;
  /** Extra buttons (e.g. 'Буцах'). */
  actions?: ReactNode;
  /** The submit button's text instead of 'Нэмэх' / 'Хадгалах' (a banner upload's 'Хуулах'). */
  submitLabel?: string;
  /** false drops the 'Цэвэрлэх' button (a one-field upload form). */
  clearable?: boolean;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Default form values of a row: its values for the form's fields; booleans of choice fields as 'true'/'false'. */
export function valuesFromRow(fields: Field[], row: Row): Values {
  const values: Values = {};
  for (const f of fields) {
    const v = row[f.name];
    values[f.name] = typeof v === 'boolean' && f.type !== 'checkbox' ? String(v) : typeof v === 'number' ? String(v) : (v ?? '');
  }
  return values;
}

/**
 * The generic add/edit form: react-hook-form + the resource's shared zod schema (the server's
 * own), 'Нэмэх' in add mode, 'Хадгалах' in edit mode, 'Цэвэрлэх', success/error messages, a
 * progress bar while files upload, and the server's field error put under its field.
 */
export function ResourceForm<R>({ resource, editing, onSaved, onClear, actions, submitLabel, clearable = true }: Props<R>) {
  const account = useAccount().data;
  const toast = useToast();
  const invalidate = useInvalidate(resource as Resource);
  const idKey = resource.idKey ?? 'id';
  const isEdit = editing !== null && editing !== undefined;
  const mode = isEdit ? 'edit' : 'add';
  const schema = isEdit ? (resource.schema.update ?? resource.schema.insert) : resource.schema.insert;
  const [progress, setProgress] = useState<number | null>(null);

  const defaults = useMemo(() => resource.defaults({ account }), [resource, account]);
  const initial = useMemo<Values>(() => {
    if (!isEdit) return defaults;
    const row = editing as Row;
    const fromRow = resource.fromRow ? resource.fromRow(editing as R) : valuesFromRow(resource.fields, row);
    return { ...defaults, ...fromRow, [idKey]: row[idKey] };
  }, [isEdit, editing, defaults, resource, idKey]);

  // raw: the values sent are what the admin entered; the server parses them with the same schema
  const { control, handleSubmit, reset, setError, formState } = useSchemaForm(schema, initial);
  // Only a form with conditional fields follows every keystroke; the others (rich text, files)
  // are not re-rendered as a whole while the admin types.
  const conditional = resource.fields.some((f) => f.visible);
  const watched = useWatch({ control, disabled: !conditional }) as Values;
  const values = conditional ? watched : initial;

  const submit = handleSubmit(async (raw) => {
    const body: Values = { ...raw };
    if (!isEdit) delete body[idKey];
    for (const f of resource.fields) if (f.visible && !f.visible(raw, mode)) delete body[f.name];
    const encoding = typeof resource.encoding === 'object' ? resource.encoding[isEdit ? 'update' : 'insert'] : resource.encoding;
    try {
      let answer: unknown;
      if ((encoding ?? 'multipart') === 'multipart') {
        setProgress(0);
        answer = await postForm(isEdit ? resource.endpoints.update : resource.endpoints.insert, toFormData(body), {
          site: resource.site,
          onProgress: setProgress,
        });
      } else {
        answer = await api.post(isEdit ? resource.endpoints.update : resource.endpoints.insert, body, resource.site);
      }
      const refusal = resource.refused?.(answer);
      if (refusal) {
        toast.error(refusal, resource.messages?.errorMs ?? TOAST_MS.error);
        return;
      }
      await invalidate();
      const saved = resource.messages?.saved;
      const savedText = typeof saved === 'object' ? saved[isEdit ? 'update' : 'insert'] : saved;
      toast.success(savedText ?? t('admin.kit.saved'), resource.messages?.savedMs ?? TOAST_MS.success);
      if (!isEdit) reset(defaults);
      onSaved?.(answer);
    } catch (err) {
      if (err instanceof ApiRequestError && err.field && resource.fields.some((f) => f.name === err.field))
        setError(err.field, { type: 'server', message: err.message });
      const message = resource.messages?.error ? resource.messages.error(errorText(err)) : t('admin.kit.error', { error: errorText(err) });
      toast.error(message, resource.messages?.errorMs ?? TOAST_MS.error);
    } finally {
      setProgress(null);
    }
  });

  const clear = () => {
    reset(defaults);
    onClear?.();
  };

  return (
    <form className="adm-form" onSubmit={submit} noValidate data-testid={`${resource.name}-form`}>
      <FormFields fields={resource.fields} control={control} name={resource.name} values={values} mode={mode} />
      <UploadProgress percent={progress} />
      <div className="adm-form__actions">
        {/* edit mode: the label and the colour change (event-and-directory spec §4) */}
        <button
          type="submit"
          className={isEdit ? 'adm-btn adm-btn--primary adm-btn--edit' : 'adm-btn adm-btn--primary'}
          data-mode={mode}
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? t('admin.kit.saving') : (submitLabel ?? (isEdit ? t('admin.kit.save') : t('admin.kit.add')))}
        </button>
        {clearable && (
          <button type="button" className="adm-btn adm-btn--ghost" onClick={clear}>
            {t('admin.kit.clear')}
          </button>
        )}
        {actions}
      </div>
    </form>
  );
}
