export const directoryRegistration = {
  'msg.directoryRegistration.required': 'Please fill out this field.',
  'msg.directoryRegistration.selectMain': 'Select the main category.',
  'msg.directoryRegistration.selectSub': 'Select the sub-category.',
  'msg.directoryRegistration.wrongSub': 'The chosen sub-category does not belong to this main category.',
  'msg.directoryRegistration.noCategory': 'Choose at least one category.',
  'msg.directoryRegistration.tooManyRows': 'Too many rows.',
  'msg.directoryRegistration.logoRequired': 'Please choose the company logo (JPEG or PNG).',
  'msg.directoryRegistration.logoType': 'The logo must be a JPEG or PNG image.',
  'msg.directoryRegistration.logoSize': 'The logo file is too large (up to 5 MB).',
  'msg.directoryRegistration.emailFormat': 'The e-mail address is not valid. For example: name@company.com',
  'msg.directoryRegistration.phoneFormat':
    'Enter the number in digits (6 to 15); +, spaces, hyphens and brackets may be used. For example: +976 7011-2233',
  'msg.directoryRegistration.websiteFormat': 'Enter a web address. For example: https://www.company.mn',
  'msg.directoryRegistration.registrationNumberFormat':
    'The registration number has letters and digits only (up to 20), no spaces or signs.',
  'msg.directoryRegistration.markup': 'Please do not use the signs < and >.',
  'msg.directoryRegistration.tooLong': 'The text is too long.',
  'msg.directoryRegistration.terms': 'Please accept the terms and conditions.',
  'msg.directoryRegistration.sent': 'Successfully sent the registration request!',
  'msg.directoryRegistration.added': 'Амжилттай нэмэгдлээ.',
} as const;
