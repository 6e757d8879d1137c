import type { meetingSchedule as en } from '../en/meeting-schedule';

export const meetingSchedule: Record<keyof typeof en, string> = {};
