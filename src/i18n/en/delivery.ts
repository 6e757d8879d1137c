/** Mail delivery: what a visitor is told when a mail is queued and may be late, and the dashboard's queue figures. */
export const delivery = {
  'delivery.mailLate': 'E-mail is running slowly at the moment: your message may take a few minutes to arrive.',
  'delivery.queued': 'E-mails waiting to be sent',
  'delivery.failed': 'E-mails not delivered',
  'delivery.failedHint':
    'Some e-mails could not be delivered for a day and are no longer retried: check the mail settings (SMTP or the mail provider).',
};
