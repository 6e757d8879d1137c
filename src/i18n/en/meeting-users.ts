/** The meeting users of the back office: /admin/yellow/add-user (single form, bulk import) and /admin/yellow/meeting-users. */
export const meetingUsers = {
  'meetings.add.title': 'Add meeting users',
  'meetings.add.single': 'One user',
  'meetings.add.name': 'Name',
  'meetings.add.nameEn': 'English name',
  'meetings.add.email': 'E-mail',
  'meetings.add.phone': 'Phone number',
  'meetings.add.type': 'User type',
  'meetings.add.bulk': 'Import from a file',
  'meetings.add.file': 'CSV or Excel (.xlsx) file',
  'meetings.add.hint':
    'The first row names the columns: {columns} (any order). At most {rows} rows and {mb} MB. An empty user_type means Exhibitor. If any row has a problem, nothing is imported.',
  'meetings.add.template': 'Download a template CSV',
  'meetings.add.upload': 'Import the file',
  'meetings.add.uploading': 'Checking the file…',
  'meetings.add.errors': 'Problems in the file',
  'meetings.add.row': 'Row',
  'meetings.add.column': 'Column',
  'meetings.add.problem': 'Problem',
  'meetings.add.more': '…and {count} more problems',
} as const;
