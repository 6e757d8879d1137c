import { z } from 'zod';
import { positiveId as anyPositiveId } from './files';
import { ASSESSMENT_MESSAGES, EMAIL_PATTERN, INDEX_PATTERN } from './assessment-rules';

export * from './assessment-rules';

/**
 * Responsible-mining assessments: the schemas shared by the API and the admin screens, with the rules
 * of assessment-rules.ts (association-site.md §5, §8; association-admin.md §5).
 */

export const positiveId = (message: string = ASSESSMENT_MESSAGES.id) => anyPositiveId(message);

const requiredText = (message: string, max = 300) =>
  z.string({ error: message }).trim().min(1, message).max(max, ASSESSMENT_MESSAGES.tooLong);

export const emailSchema = z
  .string({ error: ASSESSMENT_MESSAGES.email })
  .trim()
  .min(1, ASSESSMENT_MESSAGES.email)
  .max(254, ASSESSMENT_MESSAGES.emailFormat)
  .regex(EMAIL_PATTERN, ASSESSMENT_MESSAGES.emailFormat);

/** 1 = yes, 0 = no; nothing else (not "yes", not 2, not true). */
export const answerValue = z
  .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], { error: ASSESSMENT_MESSAGES.answerValue })
  .transform((v) => Number(v) === 1);

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const selfContactSchema = z.object({
  name: requiredText(ASSESSMENT_MESSAGES.name),
  email: emailSchema,
  phone_number: requiredText(ASSESSMENT_MESSAGES.phone, 40),
});

export const selfSubmissionSchema = selfContactSchema.extend({
  answers: z
    .array(z.object({ question_id: positiveId(ASSESSMENT_MESSAGES.unknownQuestion), answer: answerValue, proof: flag.default(false) }), {
      error: ASSESSMENT_MESSAGES.answerAll,
    })
    .min(1, ASSESSMENT_MESSAGES.answerAll)
    .max(1000, ASSESSMENT_MESSAGES.answerAll),
});
export type SelfSubmission = z.output<typeof selfSubmissionSchema>;

export const codeSchema = z
  .string({ error: ASSESSMENT_MESSAGES.codeFormat })
  .trim()
  .regex(/^\d{6}$/, ASSESSMENT_MESSAGES.codeFormat);

export const questionSchema = z.object({
  id: positiveId().optional(),
  originalCid: z.string().trim().max(50).optional().nullable(),
  cid: z
    .string({ error: ASSESSMENT_MESSAGES.index })
    .trim()
    .min(1, ASSESSMENT_MESSAGES.index)
    .max(50, ASSESSMENT_MESSAGES.indexFormat)
    .regex(INDEX_PATTERN, ASSESSMENT_MESSAGES.indexFormat),
  pid: z
    .string()
    .trim()
    .max(50)
    .regex(INDEX_PATTERN, ASSESSMENT_MESSAGES.indexFormat)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  question: requiredText(ASSESSMENT_MESSAGES.question, 2000),
});
