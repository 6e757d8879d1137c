import { z } from 'zod';
import { chosenFile, keptOrChosenFile, recordId } from './files';
import { firstOfficeRequestError, type OfficeRequestField } from './requests';
import { messageKeys } from './message-keys';

/**
 * Membership schemas shared by the API and the admin forms: membership logos, member companies
 * (association-admin.md §5) and the public membership request (association-site.md §5).
 */
export const MEMBERSHIP_MESSAGES = messageKeys('msg.membership.', [
  'name',
  'logo',
  'image',
  'link',
  'email',
  'emailFormat',
  'duplicateEmail',
  'flag',
  'tooLong',
  'logoNotFound',
  'companyNotFound',
  'saved',
  'deleted',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const text = (max: number) => z.string({ error: MEMBERSHIP_MESSAGES.tooLong }).trim().max(max, MEMBERSHIP_MESSAGES.tooLong).default('');
/** Multipart sends booleans as text; JSON and the admin form may send real booleans. */
export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])], { error: MEMBERSHIP_MESSAGES.flag })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === true || v === 'true' || v === '1' || v === 'on'));

const link = text(500).refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), MEMBERSHIP_MESSAGES.link);
const name = text(200).refine((v) => v !== '', MEMBERSHIP_MESSAGES.name);

/* Membership logos: name and logo required, link optional, either flag. */
const logoFields = { name, link, board_member: flag(false), main_member: flag(false) };
export const membershipInsertSchema = z.object({ ...logoFields, image: chosenFile(MEMBERSHIP_MESSAGES.logo) });
export const membershipUpdateSchema = z.object({ id: recordId, ...logoFields, image: keptOrChosenFile });

/* Member companies: name, e-mail and image required; active defaults to true. */
const email = text(254)
  .refine((v) => v !== '', MEMBERSHIP_MESSAGES.email)
  .refine((v) => v === '' || EMAIL.test(v), MEMBERSHIP_MESSAGES.emailFormat)
  .transform((v) => v.toLowerCase());
const companyFields = { name, email, active: flag(true) };
export const companyInsertSchema = z.object({ ...companyFields, image: chosenFile(MEMBERSHIP_MESSAGES.image) });
export const companyUpdateSchema = z.object({ id: recordId, ...companyFields, image: keptOrChosenFile });

export type MembershipInsert = z.output<typeof membershipInsertSchema>;
export type CompanyInsert = z.output<typeof companyInsertSchema>;

/* The public membership request: the shared checker decides the message and its order. */
/** Anything but text counts as empty, so a wrong type gets the spec's message for that field. */
const plain = z.unknown().transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
export const officeRequestSchema = z
  .object({
    name: plain,
    email: plain,
    phone_number: plain,
    business_type: plain,
    member_request: flag(false),
    codex_request: flag(false),
    meeting_request: flag(false),
  })
  .superRefine((v, ctx) => {
    const error = firstOfficeRequestError(v);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field satisfies OfficeRequestField], message: error.message });
  })
  .transform((v) => ({
    ...v,
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    phone_number: v.phone_number.trim(),
    business_type: v.business_type.trim(),
  }));
