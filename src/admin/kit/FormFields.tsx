import { useEffect } from 'react';
import { Controller, useForm, type Control, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { shownResolver } from './resolver';
import { FieldControl } from './fields/FieldControl';
import { FieldBox } from './FormParts';
import type { Field, Values } from './types';

/**
 * react-hook-form validated by a shared zod schema (the server's own messages), filled with `values`
 * (again whenever `values` changes: a record that loaded). `raw` (default true) hands the submit the
 * values as entered; `raw: false` hands it the schema's output (trimmed, coerced, reshaped).
 */
export function useSchemaForm(schema: ZodType, values: Values, { raw = true }: { raw?: boolean } = {}) {
  const form = useForm<FieldValues>({
    // the schema's messages are message keys: shown in the back office's language
    resolver: shownResolver(
      (raw ? zodResolver(schema as never, undefined, { raw: true }) : zodResolver(schema as never)) as unknown as Resolver<FieldValues>,
    ),
    defaultValues: values,
  });
  const { reset } = form;
  useEffect(() => {
    reset(values);
  }, [values, reset]);
  return form;
}

/** Every message of a field's error, also of an array field's rows (`new_contact.2.contact_value`). */
export function errorMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = (error as FieldError).message;
  if (typeof own === 'string' && own) return [own];
  return Object.entries(error)
    .filter(([key]) => key !== 'ref')
    .flatMap(([, value]) => errorMessages(value));
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

interface Props {
  fields: Field[];
  control: Control<FieldValues>;
  /** Input ids are `<name>-<field>` (`#news-title`). */
  name: string;
  /** The values `visible` decides on, and the mode it is told. */
  values: Values;
  mode: 'add' | 'edit';
}

/**
 * The inputs of a react-hook-form as the kit draws them: label (with the required mark), the
 * input of the field's type, help, the error (test id `error-<field>`); grouped fields in a fieldset.
 */
export function FormFields({ fields, control, name, values, mode }: Props) {
  return sections(fields.filter((f) => !f.visible || f.visible(values, mode))).map((section, i) => {
    const inputs = section.fields.map((f) => (
      <Controller
        key={f.name}
        name={f.name}
        control={control}
        render={({ field, fieldState }) => {
          const id = `${name}-${f.name}`;
          const describedBy = [fieldState.error && `${id}-error`, f.help && `${id}-help`].filter(Boolean).join(' ') || undefined;
          return (
            <FieldBox
              id={id}
              name={f.name}
              label={f.label}
              required={f.required}
              wide={f.wide || f.type === 'richtext' || f.type === 'icon'}
              help={f.help}
              error={fieldState.error?.message}
            >
              <FieldControl
                field={f}
                id={id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                describedBy={describedBy}
              />
            </FieldBox>
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
  });
}
