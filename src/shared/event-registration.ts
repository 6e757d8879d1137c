import { z } from 'zod';
import type { Lang } from './lang';

/**
 * The event registration (spec event-and-directory.md §3, §5, §7): the six required fields, the
 * messages in both languages, and the admin list's query. Shared by the API, the public island and
 * the admin screens.
 */
export const REGISTRATION_FIELDS = ['company', 'first_name', 'last_name', 'country', 'email', 'phone_number'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const REGISTRATION_MAX_LENGTH: Record<RegistrationField, number> = {
  company: 200,
  first_name: 100,
  last_name: 100,
  country: 100,
  email: 254,
  phone_number: 40,
};

export const REGISTRATION_MESSAGES = {
  mn: {
    required: 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.',
    emailFormat: 'И-мэйл хаяг буруу байна. Жишээ нь: name@company.mn',
    tooLong: 'Текст хэт урт байна.',
    duplicate: 'Энэ и-мэйл хаягаар аль хэдийн бүртгүүлсэн байна. Баярлалаа!',
    sent: 'Таны бүртгэл амжилттай илгээгдлээ. Баталгаажуулах и-мэйл илгээлээ.',
    rateLimited: 'Хэт олон оролдлого хийлээ. {minutes} минутын дараа дахин оролдоно уу.',
  },
  en: {
    required: 'Sorry, please complete the registration section.',
    emailFormat: 'The e-mail address is not valid. For example: name@company.com',
    tooLong: 'The text is too long.',
    duplicate: 'This e-mail address is already registered. Thank you!',
    sent: 'Your registration was sent successfully. A confirmation e-mail is on its way.',
    rateLimited: 'Too many attempts. Please try again in {minutes} minutes.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Anything but text (a number aside) counts as empty, so a wrong type gets the spec's message. */
const plain = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''));

/**
 * The six fields, trimmed; the spec's message for any empty one (each empty field is its own issue,
 * so a form can outline all of them), then the length limits and the e-mail syntax.
 */
export const registrationSchema = (lang: Lang) => {
  const m = REGISTRATION_MESSAGES[lang];
  return z
    .object(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, plain])) as Record<RegistrationField, typeof plain>)
    .superRefine((v, ctx) => {
      const empty = REGISTRATION_FIELDS.filter((f) => v[f] === '');
      for (const f of empty) ctx.addIssue({ code: 'custom', path: [f], message: m.required });
      if (empty.length) return;
      for (const f of REGISTRATION_FIELDS)
        if (v[f].length > REGISTRATION_MAX_LENGTH[f]) ctx.addIssue({ code: 'custom', path: [f], message: m.tooLong });
      if (!EMAIL.test(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: m.emailFormat });
    });
};
export type RegistrationInput = z.output<ReturnType<typeof registrationSchema>>;

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
