/** Words the admin lists of stored files (reports, documents, videos, sustainable mining) share. */
export const files = {
  'admin.files.id': 'No.',
  'admin.files.fileName': 'File name',
  'admin.files.title': 'Title',
  'admin.files.pdf': 'PDF',
  'admin.files.open': 'Open',
  'admin.files.rename': 'Rename',
} as const;
