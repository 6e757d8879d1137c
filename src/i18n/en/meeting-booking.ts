/** The meeting user's page (/yp/meetings): code sign-in, participants, free slots, requests, agenda, and the meeting mails. */
export const meetingBooking = {} as const;
