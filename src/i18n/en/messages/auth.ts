/** The back office's sign-in forms. */
export const auth = {
  'msg.auth.idToken': 'The Google sign-in token is missing',
  'msg.auth.tokenTooLong': 'The token is too long',
  'msg.auth.request': 'The request is not valid',
  'msg.auth.email': 'Please enter your e-mail address',
  'msg.auth.emailTooLong': 'The e-mail address is too long',
  'msg.auth.emailFormat': 'The e-mail address is not valid',
  'msg.auth.password': 'Please enter your password',
  'msg.auth.passwordTooLong': 'The password is too long',
  'msg.auth.googleRefused': 'You do not have access',
  'msg.auth.passwordRefused': 'The e-mail or password is wrong',
  'msg.auth.signedOut': 'Please sign in',
  'msg.auth.forbidden': 'You do not have permission for this action',
} as const;
