import type { LimitRule } from '@api/middleware/rate-limit';

/**
 * Meeting requests mail the receiver the sender's text, and a cancel mails it again: the limits
 * count requests (not net bookings, so request/cancel cycles use them up) and keep what one person
 * can make another receive small (SECURITY 38, issue 23). For real B2B use: a busy exhibitor books
 * a dozen meetings in an hour, a popular one is asked by a few dozen people a day.
 */
export const MEETING_REQUEST_LIMITS = {
  /** Requests one user sends in an hour, to anyone. */
  perSender: 20,
  /**
   * Requests one user receives in an hour, from everyone together: above the rush a popular exhibitor
   * sees when the programme opens (and the 50 simultaneous requests of the booking race test);
   * meeting users are made by admins, so many senders means many real people.
   */
  perReceiver: 60,
  /** Requests from one user to one other user in an hour (a re-request after a decline or a change of time). */
  perPair: 3,
  windowSeconds: 3600,
} as const;

/** The counters one request from `sender` to `receiver` must stay under. */
export function meetingRequestRules(sender: number, receiver: number): LimitRule[] {
  const { perSender, perReceiver, perPair, windowSeconds } = MEETING_REQUEST_LIMITS;
  return [
    { key: `meeting-request-from:${sender}`, limit: perSender, windowSeconds },
    { key: `meeting-request-to:${receiver}`, limit: perReceiver, windowSeconds },
    { key: `meeting-request-pair:${sender}:${receiver}`, limit: perPair, windowSeconds },
  ];
}
