import { z } from 'zod';
import { positiveId } from './files';
import { CONTACT_FIELDS, CONTACT_TRAP, contactProblems, DIRECTORY_CONTACT_MESSAGES as M } from './directory-contact-rules';

/**
 * The "contact this company" call's body (issue 25 §5): the company's id (never its address: the
 * API looks that up), the visitor's four fields, trimmed, and the honeypot. The page's `lang` (the
 * language of the answer and of the mail) is read as every public form's.
 * The fields' checks are the island's (directory-contact-rules.ts).
 */
export * from './directory-contact-rules';

/** Anything but text counts as empty, so a wrong type gets the field's own message. */
const plain = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''));

export const contactSchema = z
  .object({
    company_id: positiveId(M.notFound),
    ...(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, plain])) as Record<(typeof CONTACT_FIELDS)[number], typeof plain>),
    [CONTACT_TRAP]: plain,
  })
  .superRefine((v, ctx) => {
    for (const p of contactProblems(v)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });
export type ContactInput = z.output<typeof contactSchema>;
