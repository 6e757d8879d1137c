export const directoryContact = {
  'msg.directoryContact.name': 'Please enter your name.',
  'msg.directoryContact.email': 'Please enter your e-mail address, so the company can answer you.',
  'msg.directoryContact.emailFormat': 'The e-mail address is not valid. For example: name@company.com',
  'msg.directoryContact.message': 'Please write your message.',
  'msg.directoryContact.messageShort': 'The message is too short: please write at least 10 characters.',
  'msg.directoryContact.tooLong': 'The text is too long.',
  'msg.directoryContact.notFound': 'This company cannot be contacted through the directory.',
  'msg.directoryContact.sent': 'Your message was sent to the company. They will answer you by e-mail.',
} as const;
