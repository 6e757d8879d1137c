import type { Lang } from '@shared/lang';
import {
  COMPANY_LIST_FIELDS,
  COMPANY_TEXT_FIELDS,
  CONSULTANT_FIELDS,
  REGISTRANT_FIELDS,
  type CompanyValues,
  type ConsultantValues,
  type RegistrantValues,
} from '@shared/directory-registration-rules';

/**
 * The organisation form's values as typed (lists keep their empty rows, at least one each), the
 * wizard's draft kept in localStorage until submitted, and the two request bodies.
 */
export type OrgKind = 'company' | 'consultant';
export type CompanyDraft = CompanyValues;

export const emptyCompany = (): CompanyDraft => ({
  ...(Object.fromEntries(COMPANY_TEXT_FIELDS.map((f) => [f, ''])) as Record<(typeof COMPANY_TEXT_FIELDS)[number], string>),
  emails: [''],
  phones: [''],
  faxes: [''],
  websites: [''],
  categories: [{ mainCategory: '', subCategory: '' }],
});
export const emptyConsultant = (): ConsultantValues => Object.fromEntries(CONSULTANT_FIELDS.map((f) => [f, ''])) as ConsultantValues;
export const emptyRegistrant = (): RegistrantValues => Object.fromEntries(REGISTRANT_FIELDS.map((f) => [f, ''])) as RegistrantValues;

/** Trimmed values, what is checked: contact rows keep their places (an empty one is no problem), so a message is said under its row. */
export function cleanCompany(c: CompanyDraft): CompanyValues {
  const out = { ...c, categories: c.categories.map((r) => ({ ...r })) };
  for (const f of COMPANY_TEXT_FIELDS) out[f] = c[f].trim();
  for (const f of COMPANY_LIST_FIELDS) out[f] = c[f].map((s) => s.trim());
  return out;
}
export const cleanConsultant = (c: ConsultantValues) =>
  Object.fromEntries(CONSULTANT_FIELDS.map((f) => [f, c[f].trim()])) as ConsultantValues;
export const cleanRegistrant = (r: RegistrantValues) =>
  Object.fromEntries(REGISTRANT_FIELDS.map((f) => [f, r[f].trim()])) as RegistrantValues;

/** The company request as multipart: lists as JSON text (empty rows dropped), the logo as `image`. */
export function companyForm(c: CompanyDraft, logo: File, extra: Record<string, string>): FormData {
  const v = cleanCompany(c);
  const form = new FormData();
  for (const f of COMPANY_TEXT_FIELDS) form.append(f, v[f]);
  for (const f of COMPANY_LIST_FIELDS) form.append(f, JSON.stringify(v[f].filter(Boolean)));
  form.append('categories', JSON.stringify(v.categories));
  for (const [k, value] of Object.entries(extra)) form.append(k, value);
  form.append('image', logo);
  return form;
}

/* ---- The wizard's draft ---- */

/** A logo kept with the draft: as a data URL up to this size; a larger one is asked for again after a reload. */
export const DRAFT_LOGO_MAX_BYTES = 1024 * 1024;
export const DRAFT_KEY = 'yp-register-draft';

export interface DraftLogo {
  name: string;
  type: string;
  /** Null when the file was too large to keep. */
  dataUrl: string | null;
}
export interface Draft {
  step: 1 | 2 | 3;
  registrant: RegistrantValues;
  kind: OrgKind | '';
  company: CompanyDraft;
  consultant: ConsultantValues;
  logo: DraftLogo | null;
  terms: boolean;
}
export const emptyDraft = (): Draft => ({
  step: 1,
  registrant: emptyRegistrant(),
  kind: '',
  company: emptyCompany(),
  consultant: emptyConsultant(),
  logo: null,
  terms: false,
});

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strList = (v: unknown) => (Array.isArray(v) && v.length ? v.map(str) : ['']);

/** The saved draft, rebuilt field by field (anything odd falls back to empty). */
export function loadDraft(storage: Pick<Storage, 'getItem'>): Draft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isObj(raw)) return null;
  const d = emptyDraft();
  d.step = raw.step === 2 || raw.step === 3 ? raw.step : 1;
  d.kind = raw.kind === 'company' || raw.kind === 'consultant' ? raw.kind : '';
  d.terms = raw.terms === true;
  const r = isObj(raw.registrant) ? raw.registrant : {};
  for (const f of REGISTRANT_FIELDS) d.registrant[f] = str(r[f]);
  const c = isObj(raw.company) ? raw.company : {};
  for (const f of COMPANY_TEXT_FIELDS) d.company[f] = str(c[f]);
  for (const f of COMPANY_LIST_FIELDS) d.company[f] = strList(c[f]);
  if (Array.isArray(c.categories) && c.categories.length)
    d.company.categories = c.categories.map((row) => ({
      mainCategory: str(isObj(row) ? row.mainCategory : ''),
      subCategory: str(isObj(row) ? row.subCategory : ''),
    }));
  const p = isObj(raw.consultant) ? raw.consultant : {};
  for (const f of CONSULTANT_FIELDS) d.consultant[f] = str(p[f]);
  if (isObj(raw.logo) && str(raw.logo.name))
    d.logo = {
      name: str(raw.logo.name),
      type: str(raw.logo.type),
      dataUrl: str(raw.logo.dataUrl).startsWith('data:image/') ? str(raw.logo.dataUrl) : null,
    };
  return d;
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, d: Draft) {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(d));
  } catch {
    // storage full or blocked: the draft is simply not kept
  }
}

/** A File again from a kept data URL. */
export function fileOfDataUrl(logo: DraftLogo): File | null {
  if (!logo.dataUrl) return null;
  const [head, body] = logo.dataUrl.split(',', 2);
  if (!body || !head.includes(';base64')) return null;
  const bin = atob(body);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new File([bytes], logo.name, { type: logo.type });
}

export const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export const registrantBody = (r: RegistrantValues, lang: Lang) => ({ ...cleanRegistrant(r), lang });
