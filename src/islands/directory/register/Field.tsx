import { createContext, useContext, type ReactNode } from 'react';
import type { KeysOf, Texts } from '@i18n/pick';
import type { MainCategory } from '@shared/directory';
import type { ConsultantValues } from '@shared/directory-registration-rules';
import type { Lang } from '@shared/lang';
import type { CompanyDraft, OrgKind } from './draft';

/** The strings of the registration form (the wizard's, not the admin screen's own). */
export type RegisterTexts = Omit<Texts<'directory.register.'>, KeysOf<'directory.register.admin.'>>;

/**
 * The class names of the organisation form: the public wizard and the admin's add screen each
 * give their own.
 */
export interface Skin {
  grid: string;
  field: string;
  wide: string;
  label: string;
  input: string;
  select: string;
  textarea: string;
  error: string;
  hint: string;
  fieldset: string;
  legend: string;
  row: string;
  button: string;
  remove: string;
  /** A file input shown as a button in the page's language: the block's class (`__input`, `__button`, `__name` inside). */
  file: string;
}

export const PUBLIC_SKIN: Skin = {
  grid: 'dreg-grid',
  field: 'field',
  wide: 'dreg-wide',
  label: '',
  input: 'input',
  select: 'select',
  textarea: 'textarea',
  error: 'error',
  hint: 'hint',
  fieldset: 'dreg-fieldset',
  legend: 'dreg-legend',
  row: 'dreg-row',
  button: 'button button--ghost button--sm',
  remove: 'button button--ghost button--sm dreg-remove',
  file: 'dreg-file',
};

/** The element id of a field path: `categories.0.subCategory` -> `reg-categories-0-subCategory`. */
export const fieldId = (prefix: string, field: string) => `${prefix}-${field.replace(/\./g, '-')}`;

export const FormCtx = createContext<{ skin: Skin; errors: Record<string, string>; idPrefix: string }>({
  skin: PUBLIC_SKIN,
  errors: {},
  idPrefix: 'reg',
});

interface ControlAttrs {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, a control and its message, wired for screen readers. */
export function Field(props: {
  field: string;
  label: string;
  required?: boolean;
  wide?: boolean;
  hint?: string;
  children: (a: ControlAttrs) => ReactNode;
}) {
  const { skin, errors, idPrefix } = useContext(FormCtx);
  const id = (field: string) => fieldId(idPrefix, field);
  const err = errors[props.field];
  const ids = [props.hint ? `${id(props.field)}-hint` : '', err ? `${id(props.field)}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${skin.field}${props.wide ? ` ${skin.wide}` : ''}`}>
      <label htmlFor={id(props.field)} className={skin.label || undefined}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      {props.children({ id: id(props.field), 'aria-invalid': err ? true : undefined, 'aria-describedby': ids || undefined })}
      {props.hint && (
        <p id={`${id(props.field)}-hint`} className={skin.hint}>
          {props.hint}
        </p>
      )}
      {err && (
        <p id={`${id(props.field)}-error`} className={skin.error} data-testid={`error-${props.field}`}>
          {err}
        </p>
      )}
    </div>
  );
}

/** A one-line input or (`area`, full width) a textarea in a `Field`. */
export function TextField(props: {
  field: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  required?: boolean;
  area?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const { skin } = useContext(FormCtx);
  return (
    <Field field={props.field} label={props.label} required={props.required} wide={props.area}>
      {(a) =>
        props.area ? (
          <textarea
            {...a}
            className={skin.textarea}
            value={props.value}
            maxLength={props.maxLength}
            onChange={(e) => props.onChange(e.target.value)}
          />
        ) : (
          <input
            {...a}
            className={skin.input}
            type={props.type}
            autoComplete={props.autoComplete}
            value={props.value}
            maxLength={props.maxLength}
            onChange={(e) => props.onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** The organisation form's props (OrgForm.tsx), shared by its parts. */
export interface OrgFormProps {
  kind: OrgKind;
  company: CompanyDraft;
  consultant: ConsultantValues;
  onCompany: (next: CompanyDraft) => void;
  onConsultant: (next: ConsultantValues) => void;
  /** The chosen logo (a File) and a note (e.g. "choose it again"). */
  logo: File | null;
  onLogo: (file: File | null) => void;
  logoNote?: string;
  /** The hint under the logo (the wizard's default speaks of the draft). */
  logoHint?: string;
  categories: MainCategory[];
  lang: Lang;
  /** Messages by field path (`nameMn`, `categories.0.subCategory`, `emails.1`, `logo`). */
  errors: Record<string, string>;
  clearError: (field: string) => void;
  texts: RegisterTexts;
  skin: Skin;
  idPrefix: string;
}
