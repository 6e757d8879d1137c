/** Words the admin lists of stored files (reports, documents, videos, sustainable mining) share. */
export const files = {
  'admin.library.id': 'No.',
  'admin.library.fileName': 'File name',
  'admin.library.title': 'Title',
  'admin.library.pdf': 'PDF',
  'admin.library.open': 'Open',
  'admin.library.rename': 'Rename',
  'admin.library.empty': 'The list is empty',
} as const;
