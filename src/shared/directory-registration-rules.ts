import type { Lang } from './lang';
import { CONSULTANT_CODE, mainOf, SUB_CODE_RE } from './directory';
import { messageKeys } from './message-keys';

/**
 * The directory registration (spec event-and-directory.md §3, §5): the fields, limits, messages and
 * checks of a company and a consultant request, without zod, so the public wizard ships none (the
 * server's schema in directory-registration.ts runs the same checks, and the admin add screen too;
 * the admin's edit schemas in directory-admin.ts apply the same `FORMAT_RULES`).
 *
 * A category row is `{ mainCategory: '01', subCategory: '0104' }`: the main code and the
 * sub-category's code (the sub-category must exist and its code start with the main code).
 */
export interface CategoryRow {
  mainCategory: string;
  subCategory: string;
}

export const REGISTRANT_FIELDS = ['registrantName', 'registrantPosition', 'registrantEmail', 'registrantPhone'] as const;
export type RegistrantField = (typeof REGISTRANT_FIELDS)[number];
export type RegistrantValues = Record<RegistrantField, string>;

export const COMPANY_TEXT_FIELDS = ['nameMn', 'nameEn', 'registrationNumber', 'addressMn', 'addressEn', 'aboutMn', 'aboutEn'] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export const COMPANY_LIST_FIELDS = ['emails', 'phones', 'faxes', 'websites'] as const;
export type CompanyListField = (typeof COMPANY_LIST_FIELDS)[number];
export type CompanyValues = Record<CompanyTextField, string> & Record<CompanyListField, string[]> & { categories: CategoryRow[] };

export const CONSULTANT_FIELDS = ['nameMn', 'nameEn', 'professionMn', 'professionEn', 'phone', 'adviceMn', 'adviceEn'] as const;
export type ConsultantField = (typeof CONSULTANT_FIELDS)[number];
export type ConsultantValues = Record<ConsultantField, string>;

/** The contact type each list of the form is stored as. */
export const LIST_CONTACT_TYPE = { emails: 'email', phones: 'phone', faxes: 'fax', websites: 'website' } as const;

/** Longest text per field (characters). */
export const MAX_LENGTH = {
  registrantName: 200,
  registrantPosition: 200,
  registrantEmail: 254,
  registrantPhone: 40,
  nameMn: 200,
  nameEn: 200,
  registrationNumber: 20,
  addressMn: 500,
  addressEn: 500,
  aboutMn: 5000,
  aboutEn: 5000,
  emails: 254,
  phones: 40,
  faxes: 40,
  websites: 300,
  professionMn: 200,
  professionEn: 200,
  phone: 40,
  adviceMn: 2000,
  adviceEn: 2000,
} as const;
/** Most rows of one list (category rows, e-mails, phones, faxes, websites). */
export const MAX_ROWS = 10;
/** The logo: jpeg or png (checked by content on the server), at most this many bytes. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const;

export const REQUIRED_COMPANY: readonly CompanyTextField[] = ['nameMn', 'nameEn', 'registrationNumber'];
export const REQUIRED_CONSULTANT: readonly ConsultantField[] = ['nameMn', 'nameEn', 'professionMn', 'professionEn', 'phone'];

export const DIRECTORY_REGISTRATION_MESSAGES = messageKeys('msg.directoryRegistration.', [
  'required',
  'selectMain',
  'selectSub',
  'wrongSub',
  'noCategory',
  'tooManyRows',
  'logoRequired',
  'logoType',
  'logoSize',
  'emailFormat',
  'phoneFormat',
  'websiteFormat',
  'registrationNumberFormat',
  'markup',
  'tooLong',
  'terms',
  'sent',
  'added',
]);
const M = DIRECTORY_REGISTRATION_MESSAGES;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (v: string) => EMAIL.test(v);

/** A phone or fax: digits, an optional leading +, spaces, hyphens and parentheses; this many digits. */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;
const PHONE = /^\+?[\d\s()-]+$/;
export function isPhone(v: string): boolean {
  const digits = v.replace(/\D/g, '').length;
  return PHONE.test(v) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** A registration number: letters (Latin or Cyrillic) and digits only. */
const REGISTRATION_NUMBER = /^[\p{L}\p{N}]+$/u;

/** A web address as written without its scheme: `www.x.mn`, `x.mn/about`. */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/u;
/** A host with a top-level domain of letters (or its punycode). */
const PUBLIC_HOST = /\.([a-z]{2,}|xn--[a-z0-9-]+)$/i;

/**
 * A company's website as stored: an http(s) address, a bare one (`www.x.mn`) with `https://` put in
 * front; null for anything else (`javascript:`, `ftp:`, a name with no domain, spaces, a user:password).
 */
export function normalWebsite(v: string): string | null {
  const text = /^https?:\/\//i.test(v) ? v : BARE_HOST.test(v) ? `https://${v}` : null;
  if (text === null || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.username || url.password || !PUBLIC_HOST.test(url.hostname)) return null;
    return text;
  } catch {
    return null;
  }
}

/**
 * The format rules of the directory's fields, one set for the wizard, the admin's add and the
 * admin's edit (each answers the message key of its refusal, or null): names carry no markup,
 * registration numbers are letters and digits, phones and faxes digits, e-mails and websites valid.
 */
export const FORMAT_RULES = {
  name: (v: string) => (/[<>]/.test(v) ? M.markup : null),
  registrationNumber: (v: string) => (REGISTRATION_NUMBER.test(v) ? null : M.registrationNumberFormat),
  phone: (v: string) => (isPhone(v) ? null : M.phoneFormat),
  email: (v: string) => (isEmail(v) ? null : M.emailFormat),
  website: (v: string) => (normalWebsite(v) === null ? M.websiteFormat : null),
} as const;
export type FormatRule = keyof typeof FORMAT_RULES;

/** The rule each field of the registration forms follows (fields not named take any text). */
const FIELD_RULES: Partial<Record<RegistrantField | CompanyTextField | CompanyListField | ConsultantField, FormatRule>> = {
  registrantName: 'name',
  registrantPosition: 'name',
  registrantEmail: 'email',
  registrantPhone: 'phone',
  nameMn: 'name',
  nameEn: 'name',
  registrationNumber: 'registrationNumber',
  emails: 'email',
  phones: 'phone',
  faxes: 'phone',
  websites: 'website',
  professionMn: 'name',
  professionEn: 'name',
  phone: 'phone',
};
const formatProblem = (field: keyof typeof FIELD_RULES, v: string) => {
  const rule = FIELD_RULES[field];
  return rule ? FORMAT_RULES[rule](v) : null;
};

export interface Problem {
  /** The field's path: `nameMn`, `categories.0.subCategory`, `emails.1`, `logo`. */
  field: string;
  message: string;
}

const tooLong = (field: keyof typeof MAX_LENGTH, v: string) => v.length > MAX_LENGTH[field];

/** A filled field's length and format (`path` names a list entry: `phones.1`). */
function textProblem(field: keyof typeof FIELD_RULES, v: string, path: string = field): Problem[] {
  const message = tooLong(field, v) ? M.tooLong : formatProblem(field, v);
  return message ? [{ field: path, message }] : [];
}

/** Trims text fields; a list keeps its non-empty entries (empty contact rows are dropped). */
export const clean = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
export const cleanList = (list: unknown) => (Array.isArray(list) ? list.map(clean).filter((s) => s !== '') : []);

/** Step 1: every registrant field required, e-mail syntax, lengths. */
export function registrantProblems(v: RegistrantValues): Problem[] {
  const problems: Problem[] = [];
  for (const f of REGISTRANT_FIELDS) {
    if (v[f] === '') problems.push({ field: f, message: M.required });
    else problems.push(...textProblem(f, v[f]));
  }
  return problems;
}

/**
 * The category rows: at least one, each with a main and a sub-category; `subMain` (when known)
 * maps each existing sub-category code to its main code, so an unknown or foreign one is refused.
 */
export function categoryProblems(rows: CategoryRow[], subMain?: (code: string) => string | undefined): Problem[] {
  if (rows.length === 0) return [{ field: 'categories', message: M.noCategory }];
  if (rows.length > MAX_ROWS) return [{ field: 'categories', message: M.tooManyRows }];
  const problems: Problem[] = [];
  rows.forEach((r, i) => {
    if (r.mainCategory === '') problems.push({ field: `categories.${i}.mainCategory`, message: M.selectMain });
    else if (r.subCategory === '') problems.push({ field: `categories.${i}.subCategory`, message: M.selectSub });
    else {
      const main = subMain ? subMain(r.subCategory) : SUB_CODE_RE.test(r.subCategory) ? mainOf(r.subCategory) : undefined;
      if (main !== r.mainCategory || r.subCategory === CONSULTANT_CODE)
        problems.push({ field: `categories.${i}.subCategory`, message: M.wrongSub });
    }
  });
  return problems;
}

/**
 * The company form in the spec's order: categories, the logo (its problem as the caller found it:
 * `logoProblem` in a browser, the file part on the server), required names, lengths, e-mails.
 */
export function companyProblems(v: CompanyValues, logo: Problem | null, subMain?: (code: string) => string | undefined): Problem[] {
  const problems = categoryProblems(v.categories, subMain);
  if (logo) problems.push(logo);
  for (const f of COMPANY_TEXT_FIELDS) {
    if (REQUIRED_COMPANY.includes(f) && v[f] === '') problems.push({ field: f, message: M.required });
    else if (v[f] !== '') problems.push(...textProblem(f, v[f]));
  }
  for (const f of COMPANY_LIST_FIELDS) {
    if (v[f].length > MAX_ROWS) problems.push({ field: f, message: M.tooManyRows });
    // an empty row (a form's unfilled one) is no entry
    v[f].forEach((entry, i) => entry !== '' && problems.push(...textProblem(f, entry, `${f}.${i}`)));
  }
  return problems;
}

/** The logo as chosen in a browser (the server checks the content itself). */
export function logoProblem(file: { type: string; size: number } | null | undefined): Problem | null {
  if (!file || file.size === 0) return { field: 'logo', message: M.logoRequired };
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return { field: 'logo', message: M.logoType };
  if (file.size > LOGO_MAX_BYTES) return { field: 'logo', message: M.logoSize };
  return null;
}

/** The consultant form: five required fields, lengths. */
export function consultantProblems(v: ConsultantValues): Problem[] {
  const problems: Problem[] = [];
  for (const f of CONSULTANT_FIELDS) {
    if (REQUIRED_CONSULTANT.includes(f) && v[f] === '') problems.push({ field: f, message: M.required });
    else if (v[f] !== '') problems.push(...textProblem(f, v[f]));
  }
  return problems;
}

/** The language of a request (`lang` field or query); Mongolian by default. */
export const requestLang = (v: unknown): Lang => (v === 'en' ? 'en' : 'mn');
