export const audit = {
  'msg.audit.person': "The user's e-mail is not valid",
  'msg.audit.entity': 'The data type is not valid',
  'msg.audit.date': 'Dates are written YYYY-MM-DD',
  'msg.audit.range': 'The start date comes before the end date',
} as const;
