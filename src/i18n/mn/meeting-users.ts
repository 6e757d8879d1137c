import type { meetingUsers as en } from '../en/meeting-users';

export const meetingUsers: Record<keyof typeof en, string> = {};
