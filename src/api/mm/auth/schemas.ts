import { z } from 'zod';
import { messageKeys } from '@shared/message-keys';

/** The back office's sign-in texts, and the session guard's 401/403 (src/api/middleware/access.ts). */
export const AUTH_MESSAGES = messageKeys('msg.auth.', [
  'idToken',
  'tokenTooLong',
  'request',
  'email',
  'emailTooLong',
  'emailFormat',
  'password',
  'passwordTooLong',
  'googleRefused',
  'passwordRefused',
  'signedOut',
  'forbidden',
]);
const M = AUTH_MESSAGES;

export const googleSignInSchema = z.object(
  {
    idToken: z.string({ error: M.idToken }).min(1, M.idToken).max(8192, M.tokenTooLong),
  },
  { error: M.request },
);

export const passwordSignInSchema = z.object(
  {
    email: z
      .string({ error: M.email })
      .trim()
      .toLowerCase()
      .max(254, M.emailTooLong)
      .pipe(z.email({ error: M.emailFormat })),
    // The upper bound keeps one request from hashing megabytes.
    password: z.string({ error: M.password }).min(1, M.password).max(1024, M.passwordTooLong),
  },
  { error: M.request },
);
