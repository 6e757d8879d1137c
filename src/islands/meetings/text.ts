import { meetingBooking as en } from '@i18n/en/meeting-booking';
import { meetingBooking as mn } from '@i18n/mn/meeting-booking';
import { delivery as deliveryEn } from '@i18n/en/delivery';
import { delivery as deliveryMn } from '@i18n/mn/delivery';
import type { Lang } from '@shared/lang';
import { messageText } from '@i18n/messages-text';
import { BOOKING_MESSAGES, BOOKING_PAGE_SIZE, MAX_DESCRIPTION } from '@shared/meeting-booking';
import { twin } from '@lib/routes';

type Short<K> = K extends `meetings.booking.mail.${string}` ? never : K extends `meetings.booking.${infer R}` ? R : never;
/** The page's strings (keys without the `meetings.booking.` prefix), resolved at build time: only these ship. */
export type MeetingsText = Record<Short<keyof typeof en>, string>;

const PREFIX = 'meetings.booking.';

/**
 * Everything the island needs from modules it must not import (the contract loads zod), resolved by
 * the page at build time: its strings, the contract's limits, and the API's messages in the other
 * language mapped to this one (a user whose stored language differs may get those after sign-in).
 */
export function meetingsProps(lang: Lang) {
  const dict: Record<string, string> = lang === 'en' ? en : mn;
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(dict))
    if (key.startsWith(PREFIX) && !key.startsWith(`${PREFIX}mail.`)) text[key.slice(PREFIX.length)] = value;
  const messages: Record<string, string> = {};
  for (const key of Object.values(BOOKING_MESSAGES)) messages[messageText(twin(lang), key)] = messageText(lang, key);
  // said with "code sent" when the API answers that mail may be late
  const mailLate = (lang === 'en' ? deliveryEn : deliveryMn)['delivery.mailLate'];
  return { lang, text: text as MeetingsText, messages, mailLate, maxDescription: MAX_DESCRIPTION, pageSize: BOOKING_PAGE_SIZE };
}
export type MeetingsProps = ReturnType<typeof meetingsProps>;
