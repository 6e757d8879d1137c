import { z } from 'zod';
import {
  clean,
  cleanList,
  COMPANY_LIST_FIELDS,
  COMPANY_TEXT_FIELDS,
  companyProblems,
  CONSULTANT_FIELDS,
  consultantProblems,
  DIRECTORY_REGISTRATION_MESSAGES,
  LOGO_MAX_BYTES,
  normalWebsite,
  REGISTRANT_FIELDS,
  registrantProblems,
  type CategoryRow,
  type CompanyValues,
  type ConsultantValues,
  type Problem,
  type RegistrantValues,
} from './directory-registration-rules';

/**
 * The server's schemas of the two directory registration calls (spec §5, §7); the checks themselves
 * are the zod-free rules the wizard runs too.
 *
 * Lists in a multipart body (`categories`, `emails`, `phones`, `faxes`, `websites`): one field holding
 * a JSON list (what the wizard and the admin send), or the field repeated once per entry.
 */
export * from './directory-registration-rules';

/** A list field as sent: a JSON list text, repeated fields (an array), or one plain entry. */
export function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v.length === 1 ? listOf(v[0]) : v;
  if (typeof v === 'string') {
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : [];
      } catch {
        return [];
      }
    }
    return text === '' ? [] : [text];
  }
  return [];
}

const categoryRows = (v: unknown): CategoryRow[] =>
  listOf(v).map((r) => {
    const row = r && typeof r === 'object' ? (r as Record<string, unknown>) : {};
    return { mainCategory: clean(row.mainCategory), subCategory: clean(row.subCategory) };
  });

/** `approval` as a form or JSON sends it. */
const flag = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

function addProblems(ctx: z.RefinementCtx, problems: Problem[]) {
  for (const p of problems)
    ctx.addIssue({ code: 'custom', path: p.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)), message: p.message });
}

const registrantOf = (b: Record<string, unknown>): RegistrantValues =>
  Object.fromEntries(REGISTRANT_FIELDS.map((f) => [f, clean(b[f])])) as RegistrantValues;

/** The admin may leave the registrant out; what is given is still checked. */
const registrantChecks = (v: RegistrantValues, opts: RegistrationOptions) =>
  registrantProblems(v).filter((p) => opts.registrant || v[p.field as keyof RegistrantValues] !== '');

const fileOf = (v: unknown): File | null => {
  const part = Array.isArray(v) ? v[0] : v;
  return part instanceof File ? part : null;
};

/** The logo part of a form: a non-empty file within the size (its content is checked when stored). */
function logoPart(file: File | null): Problem | null {
  if (!file || file.size === 0) return { field: 'logo', message: DIRECTORY_REGISTRATION_MESSAGES.logoRequired };
  if (file.size > LOGO_MAX_BYTES) return { field: 'logo', message: DIRECTORY_REGISTRATION_MESSAGES.logoSize };
  return null;
}

export interface RegistrationOptions {
  /** Registrant fields required (the public wizard); the admin's add leaves them optional. */
  registrant: boolean;
  /** The main code of an existing sub-category code, undefined when there is none. */
  subMain?: (code: string) => string | undefined;
}

const body = z.record(z.string(), z.unknown());

/** The company request (text parts of the multipart body; the logo is checked by the route). */
export const companyRegistrationSchema = (opts: RegistrationOptions) =>
  body
    .transform((b) => {
      const values: CompanyValues = {
        ...(Object.fromEntries(COMPANY_TEXT_FIELDS.map((f) => [f, clean(b[f])])) as Record<(typeof COMPANY_TEXT_FIELDS)[number], string>),
        ...(Object.fromEntries(COMPANY_LIST_FIELDS.map((f) => [f, cleanList(listOf(b[f]))])) as Record<
          (typeof COMPANY_LIST_FIELDS)[number],
          string[]
        >),
        categories: categoryRows(b.categories),
      };
      return { ...values, ...registrantOf(b), approval: flag(b.approval), image: fileOf(b.image) };
    })
    .superRefine((v, ctx) => {
      addProblems(ctx, [...registrantChecks(v, opts), ...companyProblems(v, logoPart(v.image), opts.subMain)]);
    })
    // a bare `www.x.mn` is stored as https://www.x.mn
    .transform((v) => ({ ...v, websites: v.websites.map((w) => normalWebsite(w) ?? w) }));
export type CompanyRegistration = z.output<ReturnType<typeof companyRegistrationSchema>>;

/** The consultant request (JSON). */
export const consultantRegistrationSchema = (opts: RegistrationOptions) =>
  body
    .transform((b) => ({
      ...(Object.fromEntries(CONSULTANT_FIELDS.map((f) => [f, clean(b[f])])) as ConsultantValues),
      ...registrantOf(b),
      approval: flag(b.approval),
    }))
    .superRefine((v, ctx) => {
      addProblems(ctx, [...registrantChecks(v, opts), ...consultantProblems(v)]);
    });
export type ConsultantRegistration = z.output<ReturnType<typeof consultantRegistrationSchema>>;
