/** Responsible-mining PDF documents in the admin. */
export const documents = {
  'admin.library.documents': 'PDF documents',
  'admin.library.file': 'File',
} as const;
