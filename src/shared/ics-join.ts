/** Joining calendar files in the browser without the calendar library (the timetable's "My schedule"). */

/**
 * Several calendars (the sessions' files) as one: the first one's header, every VEVENT of each, in
 * order. Lines are kept as written (folded, CRLF).
 */
export function joinCalendars(calendars: string[]): string {
  if (!calendars.length) return '';
  const first = calendars[0];
  const start = first.indexOf('BEGIN:VEVENT');
  const header = start < 0 ? first.replace(/END:VCALENDAR\r?\n?$/, '') : first.slice(0, start);
  const events = calendars.flatMap((c) => c.match(/BEGIN:VEVENT\r?\n[\s\S]*?END:VEVENT\r?\n/g) ?? []);
  return `${header}${events.join('')}END:VCALENDAR\r\n`;
}
