export const requests = {
  'msg.requests.name': 'Please enter your full name',
  'msg.requests.email': 'Please enter your e-mail address',
  'msg.requests.emailFormat': 'The e-mail address is not valid',
  'msg.requests.phone_number': 'Please enter your phone number',
  'msg.requests.phoneFormat': 'The phone number is not valid',
  'msg.requests.business_type': 'Please enter your business type',
  'msg.requests.purpose': 'Please choose the purpose of your request',
  'msg.requests.tooLong': 'The text is too long',
  'msg.requests.sent': 'Request was sent successfully!',
} as const;
