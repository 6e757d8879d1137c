import { z } from 'zod';
import type { Lang } from './lang';
import { ATTENDEE_TYPES, REGISTRATION_FIELDS, registrationProblems, type RegistrationField } from './event-registration-rules';

/**
 * The event registration (spec event-and-directory.md §3, §5, §7): the server's schema and the admin
 * list's query; the fields, messages and checks (shared with the public island) are in the rules file.
 */
export * from './event-registration-rules';

/** Anything but text (a number aside) counts as empty, so a wrong type gets the spec's message. */
const plain = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''));

/**
 * The six fields and the attendee type, trimmed; the spec's message for any empty one (each empty
 * field is its own issue, so a form can outline all of them), then the length limits, the e-mail
 * syntax and the attendee type's four values.
 */
export const registrationSchema = z
  .object({
    ...(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, plain])) as Record<RegistrationField, typeof plain>),
    attendee_type: plain,
  })
  .superRefine((v, ctx) => {
    for (const p of registrationProblems(v)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  })
  .transform((v) => ({ ...v, attendee_type: v.attendee_type as (typeof ATTENDEE_TYPES)[number] }));
export type RegistrationInput = z.output<typeof registrationSchema>;

/** The language of a request (`lang` in the body or the query); Mongolian by default. */
export const registrationLang = (v: unknown): Lang => (v === 'en' ? 'en' : 'mn');

/* Admin list (registered users, new registrations). */
export const REGISTRATION_PAGE_SIZES = [50, 100, 150] as const;
export const REGISTRATION_SEARCH_CATS = ['phone_number', 'email', 'first_name', 'company'] as const;
export type RegistrationSearchCat = (typeof REGISTRATION_SEARCH_CATS)[number];
/** "New" registrations are the ones of the last 7 days. */
export const NEW_REGISTRATION_DAYS = 7;

/** The search applies only when both the type and a term are given (spec §5). */
export function registrationSearch(cat: unknown, term: unknown): { cat: RegistrationSearchCat; term: string } | null {
  const t = typeof term === 'string' ? term.trim() : '';
  if (!t || !REGISTRATION_SEARCH_CATS.includes(cat as RegistrationSearchCat)) return null;
  return { cat: cat as RegistrationSearchCat, term: t.slice(0, 200) };
}
