/** Dates of the assessment screens, in Ulaanbaatar time. */
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ulaanbaatar',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatDate = (iso: string) => dateTime.format(new Date(iso));
