export const accounts = {
  'msg.accounts.first_name': "Please enter the user's name",
  'msg.accounts.email': "Please enter the user's e-mail address",
  'msg.accounts.emailFormat': 'The e-mail address is not valid',
  'msg.accounts.role': "Please choose the user's role",
  'msg.accounts.tooLong': 'The text is too long',
  'msg.accounts.id': 'The user number is not valid',
  'msg.accounts.duplicate': 'This e-mail address is already registered.',
  'msg.accounts.notFound': 'User not found',
  'msg.accounts.deleteSelf': 'You cannot delete your own account',
  'msg.accounts.lastAdmin': "The last administrator's rights cannot be removed or deleted",
  'msg.accounts.deleted': 'User deleted',
} as const;
