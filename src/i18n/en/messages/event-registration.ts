export const registration = {
  'msg.registration.required': 'Sorry, please complete the registration section.',
  'msg.registration.emailFormat': 'The e-mail address is not valid. For example: name@company.com',
  'msg.registration.tooLong': 'The text is too long.',
  'msg.registration.duplicate': 'This e-mail address is already registered. Thank you!',
  'msg.registration.sent': 'Your registration was sent successfully. A confirmation e-mail is on its way.',
  'msg.registration.id': 'id must be a registration id',
  'msg.registration.notFound': 'The registration was not found.',
  'msg.registration.updated': 'Successfully updated.',
  'msg.registration.deleted': 'Successfully deleted.',
} as const;
