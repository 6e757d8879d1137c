/**
 * The membership request form ("Become a member", association-site.md §5): one checker shared by
 * the island and the API, so both give the same message in the same order. No zod here: the island
 * imports this file and should stay small.
 */
import { messageKeys } from './message-keys';

export interface OfficeRequestInput {
  name: string;
  email: string;
  phone_number: string;
  business_type: string;
  member_request: boolean;
  codex_request: boolean;
  meeting_request: boolean;
}

export type OfficeRequestField = 'name' | 'email' | 'phone_number' | 'business_type' | 'purpose';

/** The spec's five messages (and two format checks it leaves to us); their texts are in src/i18n/{mn,en}/messages/requests.ts. */
export const OFFICE_REQUEST_MESSAGES = messageKeys('msg.requests.', [
  'name',
  'email',
  'emailFormat',
  'phone_number',
  'phoneFormat',
  'business_type',
  'purpose',
  'tooLong',
  'sent',
]);

export const OFFICE_REQUEST_LIMITS = { name: 200, email: 254, phone_number: 40, business_type: 200 } as const;

/** Local part, at sign, domain, a top-level domain of at least 2 letters (the spec's "usual pattern"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** Digits with the usual separators; at least 6 digits. */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
const digitsIn = (s: string) => s.replace(/\D/g, '').length;

/**
 * The first broken rule, in the spec's order: name, e-mail (then its format), phone (then its
 * format), business type, at least one purpose. Null when the request may be sent.
 */
/** The message is a message key (OFFICE_REQUEST_MESSAGES). */
export function firstOfficeRequestError(v: OfficeRequestInput): { field: OfficeRequestField; message: string } | null {
  const m = OFFICE_REQUEST_MESSAGES;
  const name = v.name.trim();
  const email = v.email.trim();
  const phone = v.phone_number.trim();
  const business = v.business_type.trim();
  if (!name) return { field: 'name', message: m.name };
  if (name.length > OFFICE_REQUEST_LIMITS.name) return { field: 'name', message: m.tooLong };
  if (!email) return { field: 'email', message: m.email };
  if (email.length > OFFICE_REQUEST_LIMITS.email || !EMAIL_PATTERN.test(email)) return { field: 'email', message: m.emailFormat };
  if (!phone) return { field: 'phone_number', message: m.phone_number };
  if (phone.length > OFFICE_REQUEST_LIMITS.phone_number || !PHONE_PATTERN.test(phone) || digitsIn(phone) < 6)
    return { field: 'phone_number', message: m.phoneFormat };
  if (!business) return { field: 'business_type', message: m.business_type };
  if (business.length > OFFICE_REQUEST_LIMITS.business_type) return { field: 'business_type', message: m.tooLong };
  if (!v.member_request && !v.codex_request && !v.meeting_request) return { field: 'purpose', message: m.purpose };
  return null;
}

/** Search mode of the request list: which purpose to show. */
export const REQUEST_PURPOSES = ['member', 'codex', 'meeting'] as const;

/** The purposes a request has, from its three flags (the request list's purpose column, association-admin.md, Requests). */
export const purposesOf = (r: Pick<OfficeRequestInput, 'member_request' | 'codex_request' | 'meeting_request'>) =>
  REQUEST_PURPOSES.filter((p) => r[`${p}_request`]);
export type RequestPurpose = (typeof REQUEST_PURPOSES)[number];
export const REQUEST_PAGE_SIZES = [10, 20, 30] as const;
