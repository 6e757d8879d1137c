import { messageKeys } from './message-keys';

/**
 * The event registration's fields, messages and checks without zod, so the public form's island
 * ships none (the server's schema in event-registration.ts runs the same checks).
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

/** Who comes (issue 27 §6): a required choice on the form; the database checks the same four. */
export const ATTENDEE_TYPES = ['visitor', 'exhibitor', 'delegate', 'press'] as const;
export type AttendeeType = (typeof ATTENDEE_TYPES)[number];
export const isAttendeeType = (v: unknown): v is AttendeeType => ATTENDEE_TYPES.includes(v as AttendeeType);

/** A field of the form that can be wrong: the six texts, the attendee type and (public form only) the consent. */
export type RegistrationProblemField = RegistrationField | 'attendee_type' | 'consent';

export const REGISTRATION_MESSAGES = messageKeys('msg.registration.', [
  'required',
  'emailFormat',
  'tooLong',
  'duplicate',
  'sent',
  'id',
  'notFound',
  'updated',
  'deleted',
  'attendeeType',
  'consent',
  'token',
  'changed',
  'cancelled',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface RegistrationProblem {
  field: RegistrationProblemField;
  message: string;
}

/** Trimmed values of the form: the six texts and the attendee type ('' when none is chosen). */
export type RegistrationValues = Record<RegistrationField, string> & { attendee_type: string };

/**
 * What is wrong with trimmed values: the spec's message for every empty field and an unchosen
 * attendee type (so a form can outline all of them); when none is empty, the length limits, the
 * e-mail syntax and an unknown attendee type.
 */
export function registrationProblems(v: RegistrationValues): RegistrationProblem[] {
  const m = REGISTRATION_MESSAGES;
  const empty: RegistrationProblemField[] = REGISTRATION_FIELDS.filter((f) => v[f] === '');
  if (v.attendee_type === '') empty.push('attendee_type');
  if (empty.length) return empty.map((field) => ({ field, message: m.required }));
  const problems: RegistrationProblem[] = REGISTRATION_FIELDS.filter((f) => v[f].length > REGISTRATION_MAX_LENGTH[f]).map((field) => ({
    field,
    message: m.tooLong,
  }));
  if (!EMAIL.test(v.email)) problems.push({ field: 'email', message: m.emailFormat });
  if (!isAttendeeType(v.attendee_type)) problems.push({ field: 'attendee_type', message: m.attendeeType });
  return problems;
}

/** The consent of the public form: only `true` counts (a checked box). */
export const consentProblem = (consent: unknown): RegistrationProblem | null =>
  consent === true ? null : { field: 'consent', message: REGISTRATION_MESSAGES.consent };

/** The manage link's token (32 random bytes, base64url): its shape, checked before any lookup. */
export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
