import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CONSULTANT_CODE, type MainCategory } from '@shared/directory';
import type { Lang } from '@shared/lang';
import {
  COMPANY_LIST_FIELDS,
  LOGO_TYPES,
  MAX_LENGTH,
  MAX_ROWS,
  type CompanyListField,
  type ConsultantField,
  type ConsultantValues,
} from '@shared/directory-registration-rules';
import type { CompanyDraft, OrgKind } from './draft';
import { fill, type RegisterText } from './text';

/**
 * The organisation form of the directory registration: the company (category rows, names, contact
 * lists, addresses, abouts, logo) or the mining consultant. One form, two wrappers: the public
 * wizard (step 2) and the admin's add screen, each giving its own class names (`skin`).
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
};

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
  text: RegisterText;
  skin: Skin;
  idPrefix: string;
}

/** The element id of a field path: `categories.0.subCategory` -> `reg-categories-0-subCategory`. */
export const fieldId = (prefix: string, field: string) => `${prefix}-${field.replace(/\./g, '-')}`;

const LIST_LABEL: Record<CompanyListField, 'emails' | 'phones' | 'faxes' | 'websites'> = {
  emails: 'emails',
  phones: 'phones',
  faxes: 'faxes',
  websites: 'websites',
};
const LIST_INPUT: Record<CompanyListField, { type: string; autoComplete: string }> = {
  emails: { type: 'email', autoComplete: 'email' },
  phones: { type: 'tel', autoComplete: 'tel' },
  faxes: { type: 'tel', autoComplete: 'off' },
  websites: { type: 'url', autoComplete: 'url' },
};

const FormCtx = createContext<{ skin: Skin; errors: Record<string, string>; idPrefix: string }>({
  skin: PUBLIC_SKIN,
  errors: {},
  idPrefix: 'reg',
});

/** A label, a control and its message, wired for screen readers. */
function Field(props: {
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

export function OrgForm(p: OrgFormProps) {
  return (
    <FormCtx.Provider value={{ skin: p.skin, errors: p.errors, idPrefix: p.idPrefix }}>
      <OrgFields {...p} />
    </FormCtx.Provider>
  );
}

function OrgFields(p: OrgFormProps) {
  const { skin, text, errors, idPrefix } = p;
  const id = (field: string) => fieldId(idPrefix, field);
  const errorOf = (field: string) => errors[field];

  if (p.kind === 'consultant') {
    const c = p.consultant;
    const set = (f: ConsultantField, v: string) => {
      p.onConsultant({ ...c, [f]: v });
      p.clearError(f);
    };
    const rows: [ConsultantField, string, boolean, 'input' | 'tel' | 'textarea'][] = [
      ['nameMn', text.consultantNameMn, true, 'input'],
      ['nameEn', text.consultantNameEn, true, 'input'],
      ['professionMn', text.professionMn, true, 'input'],
      ['professionEn', text.professionEn, true, 'input'],
      ['phone', text.phone, true, 'tel'],
      ['adviceMn', text.adviceMn, false, 'textarea'],
      ['adviceEn', text.adviceEn, false, 'textarea'],
    ];
    return (
      <div className={skin.grid}>
        {rows.map(([f, label, required, kind]) => (
          <Field key={f} field={f} label={label} required={required} wide={kind === 'textarea'}>
            {(a) =>
              kind === 'textarea' ? (
                <textarea
                  {...a}
                  className={skin.textarea}
                  value={c[f]}
                  maxLength={MAX_LENGTH[f]}
                  onChange={(e) => set(f, e.target.value)}
                />
              ) : (
                <input
                  {...a}
                  className={skin.input}
                  type={kind === 'tel' ? 'tel' : 'text'}
                  autoComplete={kind === 'tel' ? 'tel' : 'off'}
                  value={c[f]}
                  maxLength={MAX_LENGTH[f]}
                  onChange={(e) => set(f, e.target.value)}
                />
              )
            }
          </Field>
        ))}
      </div>
    );
  }

  const c = p.company;
  const setText = (f: keyof CompanyDraft, v: string) => {
    p.onCompany({ ...c, [f]: v });
    p.clearError(f);
  };
  const setRow = (i: number, main: string, sub: string) => {
    p.onCompany({ ...c, categories: c.categories.map((r, k) => (k === i ? { mainCategory: main, subCategory: sub } : r)) });
    p.clearError(`categories.${i}.mainCategory`);
    p.clearError(`categories.${i}.subCategory`);
    p.clearError('categories');
  };
  const setList = (f: CompanyListField, list: string[], touched?: number) => {
    p.onCompany({ ...c, [f]: list });
    if (touched !== undefined) p.clearError(`${f}.${touched}`);
  };
  const mainName = (m: MainCategory) => (p.lang === 'en' ? m.nameEn : m.nameMn);

  return (
    <div className={skin.grid}>
      <fieldset className={`${skin.fieldset} ${skin.wide}`}>
        <legend className={skin.legend}>{text.categories} *</legend>
        {errorOf('categories') && (
          <p id={`${id('categories')}-error`} className={skin.error} data-testid="error-categories">
            {errorOf('categories')}
          </p>
        )}
        {c.categories.map((row, i) => {
          const subs = p.categories.find((m) => m.id === row.mainCategory)?.subCategories ?? [];
          return (
            <div className={skin.row} key={i} role="group" aria-label={fill(text.category, { n: i + 1 })}>
              <Field field={`categories.${i}.mainCategory`} label={text.mainCategory} required>
                {(a) => (
                  <select {...a} className={skin.select} value={row.mainCategory} onChange={(e) => setRow(i, e.target.value, '')}>
                    <option value="">{text.chooseMain}</option>
                    {p.categories.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.id} {mainName(m)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field field={`categories.${i}.subCategory`} label={text.subCategory} required>
                {(a) => (
                  <select
                    {...a}
                    className={skin.select}
                    value={row.subCategory}
                    disabled={!row.mainCategory}
                    onChange={(e) => setRow(i, row.mainCategory, e.target.value)}
                  >
                    <option value="">{text.chooseSub}</option>
                    {subs
                      .filter((s) => s.category_code.startsWith(row.mainCategory) && s.category_code !== CONSULTANT_CODE)
                      .map((s) => (
                        <option key={s.category_code} value={s.category_code}>
                          {s.name}
                        </option>
                      ))}
                  </select>
                )}
              </Field>
              {c.categories.length > 1 && (
                <button
                  type="button"
                  className={skin.remove}
                  aria-label={fill(text.removeCategory, { n: i + 1 })}
                  onClick={() => p.onCompany({ ...c, categories: c.categories.filter((_, k) => k !== i) })}
                >
                  {text.remove}
                </button>
              )}
            </div>
          );
        })}
        {c.categories.length < MAX_ROWS && (
          <button
            type="button"
            className={skin.button}
            onClick={() => p.onCompany({ ...c, categories: [...c.categories, { mainCategory: '', subCategory: '' }] })}
          >
            + {text.addCategory}
          </button>
        )}
      </fieldset>

      <LogoField {...p} />

      <Field field="nameMn" label={text.nameMn} required>
        {(a) => (
          <input
            {...a}
            className={skin.input}
            value={c.nameMn}
            maxLength={MAX_LENGTH.nameMn}
            onChange={(e) => setText('nameMn', e.target.value)}
          />
        )}
      </Field>
      <Field field="nameEn" label={text.nameEn} required>
        {(a) => (
          <input
            {...a}
            className={skin.input}
            value={c.nameEn}
            maxLength={MAX_LENGTH.nameEn}
            onChange={(e) => setText('nameEn', e.target.value)}
          />
        )}
      </Field>
      <Field field="registrationNumber" label={text.registrationNumber} required>
        {(a) => (
          <input
            {...a}
            className={skin.input}
            value={c.registrationNumber}
            maxLength={MAX_LENGTH.registrationNumber}
            onChange={(e) => setText('registrationNumber', e.target.value)}
          />
        )}
      </Field>

      {COMPANY_LIST_FIELDS.map((f) => {
        const list = text[LIST_LABEL[f]];
        return (
          <fieldset key={f} className={skin.fieldset}>
            <legend className={skin.legend}>{list}</legend>
            {c[f].map((value, i) => (
              <div className={skin.row} key={i}>
                <Field field={`${f}.${i}`} label={fill(text.entry, { list, n: i + 1 })}>
                  {(a) => (
                    <input
                      {...a}
                      {...LIST_INPUT[f]}
                      className={skin.input}
                      value={value}
                      maxLength={MAX_LENGTH[f]}
                      onChange={(e) =>
                        setList(
                          f,
                          c[f].map((v, k) => (k === i ? e.target.value : v)),
                          i,
                        )
                      }
                    />
                  )}
                </Field>
                {c[f].length > 1 && (
                  <button
                    type="button"
                    className={skin.remove}
                    aria-label={fill(text.removeEntry, { list, n: i + 1 })}
                    onClick={() =>
                      setList(
                        f,
                        c[f].filter((_, k) => k !== i),
                      )
                    }
                  >
                    {text.remove}
                  </button>
                )}
              </div>
            ))}
            {c[f].length < MAX_ROWS && (
              <button
                type="button"
                className={skin.button}
                aria-label={fill(text.addEntryLabel, { list })}
                onClick={() => setList(f, [...c[f], ''])}
              >
                + {text.addEntry}
              </button>
            )}
          </fieldset>
        );
      })}

      <Field field="addressMn" label={text.addressMn}>
        {(a) => (
          <input
            {...a}
            className={skin.input}
            value={c.addressMn}
            maxLength={MAX_LENGTH.addressMn}
            onChange={(e) => setText('addressMn', e.target.value)}
          />
        )}
      </Field>
      <Field field="addressEn" label={text.addressEn}>
        {(a) => (
          <input
            {...a}
            className={skin.input}
            value={c.addressEn}
            maxLength={MAX_LENGTH.addressEn}
            onChange={(e) => setText('addressEn', e.target.value)}
          />
        )}
      </Field>
      <Field field="aboutMn" label={text.aboutMn} wide>
        {(a) => (
          <textarea
            {...a}
            className={skin.textarea}
            value={c.aboutMn}
            maxLength={MAX_LENGTH.aboutMn}
            onChange={(e) => setText('aboutMn', e.target.value)}
          />
        )}
      </Field>
      <Field field="aboutEn" label={text.aboutEn} wide>
        {(a) => (
          <textarea
            {...a}
            className={skin.textarea}
            value={c.aboutEn}
            maxLength={MAX_LENGTH.aboutEn}
            onChange={(e) => setText('aboutEn', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

interface ControlAttrs {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The logo: jpeg or png, with a preview of the chosen file. */
function LogoField(p: OrgFormProps) {
  const { skin, text, idPrefix } = p;
  const id = fieldId(idPrefix, 'logo');
  const err = p.errors.logo;
  const url = useMemo(() => (p.logo ? URL.createObjectURL(p.logo) : null), [p.logo]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const [inputKey, setInputKey] = useState(0);
  // a cleared logo (form reset) empties the file input too
  useEffect(() => {
    if (!p.logo) setInputKey((k) => k + 1);
  }, [p.logo]);
  const described = [`${id}-hint`, p.logoNote ? `${id}-note` : '', err ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${skin.field} ${skin.wide}`}>
      <label htmlFor={id} className={skin.label || undefined}>
        {text.logo} *
      </label>
      <input
        key={inputKey}
        id={id}
        className={skin.input}
        type="file"
        accept={LOGO_TYPES.join(',')}
        aria-invalid={err ? true : undefined}
        aria-describedby={described}
        onChange={(e) => {
          p.onLogo(e.target.files?.[0] ?? null);
          p.clearError('logo');
        }}
      />
      <p id={`${id}-hint`} className={skin.hint}>
        {p.logoHint ?? text.logoHint}
      </p>
      {p.logoNote && (
        <p id={`${id}-note`} className={skin.hint} role="status">
          {p.logoNote}
        </p>
      )}
      {url && p.logo && <img className="dreg-logo" src={url} alt={`${text.logoPreview}: ${p.logo.name}`} data-testid="logo-preview" />}
      {err && (
        <p id={`${id}-error`} className={skin.error} data-testid="error-logo">
          {err}
        </p>
      )}
    </div>
  );
}
