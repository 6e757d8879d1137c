import type { meetingBooking as en } from '../en/meeting-booking';

export const meetingBooking: Record<keyof typeof en, string> = {};
