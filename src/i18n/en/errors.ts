/** Messages written for a person: invalid input, rate limits (how long to wait), unavailable service. */
export const errors = {
  'errors.rateLimited.one': 'Too many attempts. Please try again in 1 minute.',
  'errors.rateLimited.other': 'Too many attempts. Please try again in {n} minutes.',
  'errors.meetingRequests.one': 'You have asked for many meetings in a short time. Please try again in 1 minute.',
  'errors.meetingRequests.other': 'You have asked for many meetings in a short time. Please try again in {n} minutes.',
  'errors.required': 'Please fill in every required field.',
  'errors.invalid': 'A value in the form is not valid. Please check it and try again.',
  'errors.wrongType': 'A value in the form is of the wrong kind. Please check it and try again.',
  'errors.tooShort': 'A value in the form is too short or too small.',
  'errors.tooLong': 'A value in the form is too long or too large.',
  'errors.email': 'Please enter a valid e-mail address.',
  'errors.option': 'Please choose one of the options offered.',
  'errors.unreadable': 'The request could not be read. Please reload the page and try again.',
  'errors.tooLarge': 'The request is too large (at most {kb} kB). Please shorten the text and try again.',
  'errors.nul': 'The text contains a character that cannot be saved (a NUL character). Please remove it and try again.',
  'errors.contentType': 'The form was sent in a format the server does not accept. Please reload the page and try again.',
};
