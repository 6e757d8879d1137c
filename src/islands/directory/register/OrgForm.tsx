import { MAX_LENGTH, type ConsultantField } from '@shared/directory-registration-rules';
import { textsT } from '@i18n/island';
import { CategoryRows } from './CategoryRows';
import { ContactLists } from './ContactLists';
import { FormCtx, TextField, type OrgFormProps, type RegisterTexts } from './Field';
import { LogoField } from './LogoField';

export { fieldId, PUBLIC_SKIN, type OrgFormProps, type RegisterTexts, type Skin } from './Field';

/**
 * The organisation form of the directory registration: the company (category rows, names, contact
 * lists, addresses, abouts, logo) or the mining consultant. One form, two wrappers: the public
 * wizard (step 2) and the admin's add screen, each giving its own class names (`skin`).
 */

export function OrgForm(p: OrgFormProps) {
  return (
    <FormCtx.Provider value={{ skin: p.skin, errors: p.errors, idPrefix: p.idPrefix }}>
      <div className={p.skin.grid}>{p.kind === 'consultant' ? <ConsultantFields {...p} /> : <CompanyFields {...p} />}</div>
    </FormCtx.Provider>
  );
}

/** The consultant's fields, as [field, label key, required, control]. */
const CONSULTANT_ROWS = [
  ['nameMn', 'directory.register.consultantNameMn', true, 'input'],
  ['nameEn', 'directory.register.consultantNameEn', true, 'input'],
  ['professionMn', 'directory.register.professionMn', true, 'input'],
  ['professionEn', 'directory.register.professionEn', true, 'input'],
  ['phone', 'directory.register.phone', true, 'tel'],
  ['adviceMn', 'directory.register.adviceMn', false, 'textarea'],
  ['adviceEn', 'directory.register.adviceEn', false, 'textarea'],
] as const satisfies readonly (readonly [ConsultantField, keyof RegisterTexts, boolean, 'input' | 'tel' | 'textarea'])[];

function ConsultantFields(p: OrgFormProps) {
  const t = textsT(p.texts);
  const c = p.consultant;
  const set = (f: ConsultantField, v: string) => {
    p.onConsultant({ ...c, [f]: v });
    p.clearError(f);
  };
  return CONSULTANT_ROWS.map(([f, label, required, kind]) => (
    <TextField
      key={f}
      field={f}
      label={t(label)}
      required={required}
      area={kind === 'textarea'}
      type={kind === 'tel' ? 'tel' : 'text'}
      autoComplete={kind === 'tel' ? 'tel' : 'off'}
      value={c[f]}
      maxLength={MAX_LENGTH[f]}
      onChange={(v) => set(f, v)}
    />
  ));
}

/** The company's one-value fields before the contact lists (required) and after them (optional; the abouts are textareas). */
const NAMES = ['nameMn', 'nameEn', 'registrationNumber'] as const;
const DETAILS = ['addressMn', 'addressEn', 'aboutMn', 'aboutEn'] as const;

function CompanyFields(p: OrgFormProps) {
  const t = textsT(p.texts);
  const c = p.company;
  const field = (f: (typeof NAMES)[number] | (typeof DETAILS)[number], required: boolean) => (
    <TextField
      key={f}
      field={f}
      label={t(`directory.register.${f}`)}
      required={required}
      area={f.startsWith('about')}
      value={c[f]}
      maxLength={MAX_LENGTH[f]}
      onChange={(v) => {
        p.onCompany({ ...c, [f]: v });
        p.clearError(f);
      }}
    />
  );
  return (
    <>
      <CategoryRows {...p} />
      <LogoField {...p} />
      {NAMES.map((f) => field(f, true))}
      <ContactLists {...p} />
      {DETAILS.map((f) => field(f, false))}
    </>
  );
}
