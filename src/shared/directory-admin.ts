import { z } from 'zod';
import { positiveId } from './files';
import { CONTACT_TYPES } from './directory';
import { messageKeys } from './message-keys';
import { FORMAT_RULES, MAX_LENGTH, normalWebsite, type FormatRule } from './directory-registration-rules';

/**
 * The directory admin's review and edit calls (event-and-directory.md §3, §7 "Directory admin", §8):
 * the inputs the server checks and the admin screens validate with, and the Mongolian messages.
 */
export const DIRECTORY_ADMIN_MESSAGES = messageKeys('msg.directoryAdmin.', [
  'id',
  'notFound',
  'companyNotFound',
  'personNotFound',
  'contactNotFound',
  'categoryNotFound',
  'type',
  'decision',
  'reviewed',
  'registrationNumber',
  'nameMn',
  'nameEn',
  'professionMn',
  'professionEn',
  'phone',
  'contactType',
  'contactValue',
  'category',
  'consultantCategory',
  'lastCategory',
  'logo',
  'mainCategory',
  'subCategory',
  'flag',
  'name',
  'tooLong',
  'imageType',
  'imageSize',
  'updated',
  'deleted',
  'saveError',
  'error',
  'state',
  'reason',
  'duplicate',
  'notRejected',
  'approved',
  'rejected',
  'reopened',
]);
const M = DIRECTORY_ADMIN_MESSAGES;

/** Error modals of the directory admin (spec §8): fetch failures 3 s, a failed submit 5 s. */
export const DIRECTORY_ERROR_MS = { fetch: 3000, submit: 5000 } as const;

/** Where uploaded logos are stored. */
export const LOGO_FOLDER = 'directory/logos';

/** Where a waiting request's logo is shown to admins: it has no public URL until the request is approved. */
export const requestLogoUrl = (id: number) => `/api/yp/yellow-page/get/request-logo?id=${id}`;

export const adminText = (message: string, max = 300) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
/** A refusal by one of the directory's format rules (the wizard's, directory-registration-rules.ts). */
const follows =
  (rule: FormatRule) =>
  (v: string, ctx: z.RefinementCtx): void => {
    const message = FORMAT_RULES[rule](v);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
/** The contact types' rules: a fax is a phone number. */
const CONTACT_RULE: Record<(typeof CONTACT_TYPES)[number], FormatRule> = {
  phone: 'phone',
  fax: 'phone',
  email: 'email',
  website: 'website',
};
const optionalText = (max = 5000) => z.string({ error: M.tooLong }).trim().max(max, M.tooLong);
export const adminFlag = z.union([z.boolean(), z.enum(['true', 'false'])], { error: M.flag }).transform((v) => v === true || v === 'true');
/** Names are stored upper-cased, as the admin path sends them (spec §3). */
export const upperName = (s: string) => s.toLocaleUpperCase('mn');

/** The review list's two states: requests waiting for a decision, and rejected ones (which may be reopened). */
export const REQUEST_STATES = ['waiting', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The reason a rejection states (it is mailed to the registrant). */
export const REJECTION_REASON_MAX = 1000;

/**
 * `POST review/company|person`: approve (`confirmDuplicate` when the admin saw the duplicate
 * warnings), reject with the reason the registrant is mailed, or reopen a rejected request.
 */
export const reviewSchema = z
  .object({
    id: positiveId(M.id),
    decision: z.enum(['approve', 'reject', 'reopen'], { error: M.decision }),
    reason: z.string({ error: M.reason }).trim().max(REJECTION_REASON_MAX, M.tooLong).default(''),
    confirmDuplicate: adminFlag.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', message: M.reason, path: ['reason'] });
  });
export type ReviewInput = z.output<typeof reviewSchema>;

/** Why a request may repeat an existing entry: the same registration number, or a (nearly) equal name. */
export type DuplicateReason = 'registrationNumber' | 'name';
/** An entry a request may repeat (companies: registration number or name; consultants: name), not a rejected one. */
export interface DirectoryDuplicate {
  id: number;
  name_mn: string;
  name_en: string;
  /** Companies only ('' for consultants). */
  registration_number: string;
  /** Published (has a public page). */
  approval: boolean;
  /** Itself a request waiting for review. */
  waiting: boolean;
  reasons: DuplicateReason[];
}

export const newContactSchema = z
  .object({
    contact_type: z.enum(CONTACT_TYPES, { error: M.contactType }),
    contact_value: adminText(M.contactValue),
  })
  .superRefine((c, ctx) => {
    const message = FORMAT_RULES[CONTACT_RULE[c.contact_type]](c.contact_value);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['contact_value'] });
  })
  // a bare `www.x.mn` is stored as https://www.x.mn, as the wizard's
  .transform((c) => (c.contact_type === 'website' ? { ...c, contact_value: normalWebsite(c.contact_value) ?? c.contact_value } : c));

/** `POST /yellow-page/update/company`: the fields to change (all optional but the id), contacts and categories to add. */
export const companyUpdateSchema = z.object({
  company: z.object({
    id: positiveId(M.id),
    registration_number: adminText(M.registrationNumber, MAX_LENGTH.registrationNumber)
      .superRefine(follows('registrationNumber'))
      .optional(),
    name_mn: adminText(M.nameMn, MAX_LENGTH.nameMn).superRefine(follows('name')).optional(),
    name_en: adminText(M.nameEn, MAX_LENGTH.nameEn).superRefine(follows('name')).optional(),
    address_mn: optionalText(500).optional(),
    address_en: optionalText(500).optional(),
    about_mn: optionalText().optional(),
    about_en: optionalText().optional(),
    /** A URL `/upload/logo` answered, the current logo, or '' for none. */
    logo: z.string({ error: M.logo }).max(1000, M.logo).optional(),
    approval: adminFlag.optional(),
    status: adminFlag.optional(),
  }),
  new_contact: z.array(newContactSchema).max(50, M.tooLong).default([]),
  new_category: z
    .array(z.object({ category_id: positiveId(M.category) }))
    .max(30, M.tooLong)
    .default([]),
});
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

/** `POST /yellow-page/update/person`: the consultant fields (spec §3 "Consultant registration"), all optional but the id. */
export const personUpdateSchema = z.object({
  id: positiveId(M.id),
  nameMn: adminText(M.nameMn, MAX_LENGTH.nameMn).superRefine(follows('name')).optional(),
  nameEn: adminText(M.nameEn, MAX_LENGTH.nameEn).superRefine(follows('name')).optional(),
  professionMn: adminText(M.professionMn, MAX_LENGTH.professionMn).superRefine(follows('name')).optional(),
  professionEn: adminText(M.professionEn, MAX_LENGTH.professionEn).superRefine(follows('name')).optional(),
  phone: adminText(M.phone, MAX_LENGTH.phone).superRefine(follows('phone')).optional(),
  adviceMn: optionalText().optional(),
  adviceEn: optionalText().optional(),
  approval: adminFlag.optional(),
});
export type PersonUpdate = z.output<typeof personUpdateSchema>;
