/** The meeting users of the back office: /admin/yellow/add-user (single form, bulk import) and /admin/yellow/meeting-users. */
export const meetingUsers = {} as const;
