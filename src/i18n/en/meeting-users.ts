/** The meeting users of the back office: /admin/yellow/add-user (single form, bulk import) and /admin/yellow/meeting-users. */
export const meetingUsers = {
  'meetings.users.type': 'User type',
  'meetings.users.all': 'All',
  'meetings.users.name': 'Name',
  'meetings.users.nameEn': 'English name',
  'meetings.users.email': 'E-mail',
  'meetings.users.phone': 'Phone number',
  'meetings.users.userType': 'Type',
  'meetings.users.edit': 'Edit user',
  'meetings.users.exportCsv': 'CSV',
  'meetings.users.exportXlsx': 'Excel',
  'meetings.users.exporting': 'Exporting…',
  'meetings.users.exportFailed': 'Export failed: {message}',
} as const;
