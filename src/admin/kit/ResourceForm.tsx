import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiRequestError } from '@client/api-client';
import { useAccount } from '../session';
import { t } from '../i18n';
import { useInvalidate } from './data';
import { shownResolver } from './resolver';
import { FieldControl } from './fields/FieldControl';
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

/** Fields in order, consecutive fields of one group together. */
function sections(fields: Field[]): { group?: string; fields: Field[] }[] {
  const out: { group?: string; fields: Field[] }[] = [];
  for (const f of fields) {
    const last = out[out.length - 1];
    if (last && last.group === f.group) last.fields.push(f);
    else out.push({ group: f.group, fields: [f] });
  }
  return out;
}

/**
 * The generic add/edit form: react-hook-form + the resource's shared zod schema (the server's
 * own), 'Нэмэх' in add mode, 'Хадгалах' in edit mode, 'Цэвэрлэх', success/error messages, a
 * progress bar while files upload, and the server's field error put under its field.
 */
export function ResourceForm<R>({ resource, editing, onSaved, onClear, actions }: Props<R>) {
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

  const form = useForm<FieldValues>({
    // raw: the values sent are what the admin entered; the server parses them with the same schema
    resolver: shownResolver(zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>),
    defaultValues: initial,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    reset(initial);
  }, [initial, reset]);
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
      {sections(resource.fields.filter((f) => !f.visible || f.visible(values, mode))).map((section, i) => {
        const inputs = section.fields.map((f) => (
          <Controller
            key={f.name}
            name={f.name}
            control={control}
            render={({ field, fieldState }) => {
              const id = `${resource.name}-${f.name}`;
              const describedBy = [fieldState.error && `${id}-error`, f.help && `${id}-help`].filter(Boolean).join(' ') || undefined;
              return (
                <div className={`adm-field${f.wide || f.type === 'richtext' || f.type === 'icon' ? ' adm-field--wide' : ''}`}>
                  <label id={`${id}-label`} htmlFor={id} className="adm-field__label">
                    {f.label}
                    {f.required && <span className="adm-required">*</span>}
                  </label>
                  <FieldControl
                    field={f}
                    id={id}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    describedBy={describedBy}
                  />
                  {f.help && (
                    <p id={`${id}-help`} className="adm-field__help">
                      {f.help}
                    </p>
                  )}
                  {fieldState.error?.message && (
                    <p id={`${id}-error`} className="adm-field__error" data-testid={`error-${f.name}`}>
                      {fieldState.error.message}
                    </p>
                  )}
                </div>
              );
            }}
          />
        ));
        return section.group ? (
          <fieldset key={`${section.group}-${i}`} className="adm-fieldset">
            <legend>{section.group}</legend>
            <div className="adm-grid">{inputs}</div>
          </fieldset>
        ) : (
          <div key={`fields-${i}`} className="adm-grid">
            {inputs}
          </div>
        );
      })}
      {progress !== null && (
        <div className="adm-progress">
          <progress max={100} value={progress} aria-label={t('admin.kit.uploading', { percent: progress })} />
          <span>{t('admin.kit.uploading', { percent: progress })}</span>
        </div>
      )}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('admin.kit.saving') : isEdit ? t('admin.kit.save') : t('admin.kit.add')}
        </button>
        <button type="button" className="adm-btn adm-btn--ghost" onClick={clear}>
          {t('admin.kit.clear')}
        </button>
        {actions}
      </div>
    </form>
  );
}
