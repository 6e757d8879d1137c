import { z } from 'zod';
import { positiveId } from './news';
import { messageKeys } from './message-keys';

/** Back-office accounts (association-admin.md §2 "Accounts", §3, §5). */
export const ACCOUNT_MESSAGES = messageKeys('msg.accounts.', [
  'first_name',
  'email',
  'emailFormat',
  'role',
  'tooLong',
  'id',
  'duplicate',
  'notFound',
  'deleteSelf',
  'lastAdmin',
  'deleted',
]);

/** 1 moderator, 2 admin, 3 user (read-only); default 2. */
export const ACCOUNT_ROLES = [1, 2, 3] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const DEFAULT_ACCOUNT_ROLE: AccountRole = 2;
export const ACCOUNT_PAGE_SIZES = [10, 20, 30] as const;

const text = (max = 200) => z.string({ error: ACCOUNT_MESSAGES.tooLong }).trim().max(max, ACCOUNT_MESSAGES.tooLong).default('');

const accountFields = z.object({
  last_name: text(),
  first_name: z
    .string({ error: ACCOUNT_MESSAGES.first_name })
    .trim()
    .min(1, ACCOUNT_MESSAGES.first_name)
    .max(200, ACCOUNT_MESSAGES.tooLong),
  email: z
    .string({ error: ACCOUNT_MESSAGES.email })
    .trim()
    .min(1, ACCOUNT_MESSAGES.email)
    .max(254, ACCOUNT_MESSAGES.emailFormat)
    .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, ACCOUNT_MESSAGES.emailFormat)
    .transform((v) => v.toLowerCase()),
  // labelled required on the form, but not checked (§5)
  phone_number: text(50),
  position: text(),
  department: text(),
  account_role: z.coerce.number({ error: ACCOUNT_MESSAGES.role }).pipe(
    z.union(
      ACCOUNT_ROLES.map((r) => z.literal(r)),
      { error: ACCOUNT_MESSAGES.role },
    ),
  ),
});

export const accountInsertSchema = accountFields;
export const accountUpdateSchema = z.object({ id: positiveId(ACCOUNT_MESSAGES.id) }).extend(accountFields.shape);
export type AccountInput = z.output<typeof accountInsertSchema>;
export const accountIdQuery = z.object({ id: positiveId(ACCOUNT_MESSAGES.id) });
