export const reports = {
  'msg.reports.title': 'Please enter the title',
  'msg.reports.image': 'Please add an image',
  'msg.reports.pdf': 'Please add the report',
  'msg.reports.deleteConfirm': 'Delete the report?',
  'msg.reports.deleted': 'Report deleted',
} as const;
