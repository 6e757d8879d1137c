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
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface RegistrationProblem {
  field: RegistrationField;
  message: string;
}

/**
 * What is wrong with trimmed values: the spec's message for every empty field (so a form can outline
 * all of them); when none is empty, the length limits and the e-mail syntax.
 */
export function registrationProblems(v: Record<RegistrationField, string>): RegistrationProblem[] {
  const m = REGISTRATION_MESSAGES;
  const empty = REGISTRATION_FIELDS.filter((f) => v[f] === '');
  if (empty.length) return empty.map((field) => ({ field, message: m.required }));
  const problems: RegistrationProblem[] = REGISTRATION_FIELDS.filter((f) => v[f].length > REGISTRATION_MAX_LENGTH[f]).map((field) => ({
    field,
    message: m.tooLong,
  }));
  if (!EMAIL.test(v.email)) problems.push({ field: 'email', message: m.emailFormat });
  return problems;
}
