import type { Texts } from '@i18n/pick';
import { messageText } from '@i18n/messages-text';
import type { Lang } from '@shared/lang';
import { BOOKING_MESSAGES, BOOKING_PAGE_SIZE, MAX_DESCRIPTION, PROFILE_LIMITS } from '@shared/meeting-booking';
import { twin } from '@lib/routes';

/** The page's strings, picked by its page: `pickTexts(lang, 'meetings.booking.', 'delivery.mailLate', 'pager.')`. */
export type MeetingsTexts = Texts<'meetings.booking.' | 'delivery.mailLate' | 'pager.'>;

/**
 * What the island needs from modules it must not import (the contract loads zod), resolved by the
 * page at build time: the contract's limits, and the API's messages in the other language mapped
 * to this one (a user whose stored language differs may get those after sign-in).
 */
export function meetingsProps(lang: Lang) {
  const messages: Record<string, string> = {};
  for (const key of Object.values(BOOKING_MESSAGES)) messages[messageText(twin(lang), key)] = messageText(lang, key);
  return { lang, messages, maxDescription: MAX_DESCRIPTION, pageSize: BOOKING_PAGE_SIZE, profileLimits: PROFILE_LIMITS };
}
export type MeetingsProps = ReturnType<typeof meetingsProps> & { texts: MeetingsTexts };
