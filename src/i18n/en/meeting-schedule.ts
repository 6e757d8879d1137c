/** Meeting places and times and the meetings list: /admin/yellow/meeting-info and /admin/yellow/meeting-list. */
export const meetingSchedule = {} as const;
