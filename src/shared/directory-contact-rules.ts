import { isEmail } from './directory-registration-rules';
import { messageKeys } from './message-keys';

/**
 * The directory's "contact this company" form (issue 25 §5): its fields, limits, messages and checks
 * without zod, so the company page's island ships none (the server's schema in directory-contact.ts
 * runs the same checks). The organisation is optional: a private buyer or an engineer may write too.
 */
export const CONTACT_FIELDS = ['name', 'organisation', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { name: 200, organisation: 200, email: 254, message: 2000 };
export const CONTACT_MESSAGE_MIN = 10;

/**
 * The honeypot: a field people never see (nor reach with Tab) that form-filling bots fill in. A
 * message with it filled is answered as sent, and nothing is mailed.
 */
export const CONTACT_TRAP = 'website';

export const DIRECTORY_CONTACT_MESSAGES = messageKeys('msg.directoryContact.', [
  'name',
  'email',
  'emailFormat',
  'message',
  'messageShort',
  'tooLong',
  'notFound',
  'sent',
]);

export interface ContactProblem {
  field: ContactField;
  message: string;
}

/** What is wrong with trimmed values, field by field in the form's order (a form outlines each). */
export function contactProblems(v: ContactValues): ContactProblem[] {
  const m = DIRECTORY_CONTACT_MESSAGES;
  const problems: ContactProblem[] = [];
  const add = (field: ContactField, message: string) => problems.push({ field, message });
  if (!v.name) add('name', m.name);
  else if (v.name.length > CONTACT_MAX_LENGTH.name) add('name', m.tooLong);
  if (v.organisation.length > CONTACT_MAX_LENGTH.organisation) add('organisation', m.tooLong);
  if (!v.email) add('email', m.email);
  else if (v.email.length > CONTACT_MAX_LENGTH.email || !isEmail(v.email)) add('email', m.emailFormat);
  if (!v.message) add('message', m.message);
  else if (v.message.length < CONTACT_MESSAGE_MIN) add('message', m.messageShort);
  else if (v.message.length > CONTACT_MAX_LENGTH.message) add('message', m.tooLong);
  return problems;
}
