/** Responsible-mining PDF documents in the admin. */
export const documents = {
  'admin.documents.documents': 'PDF documents',
  'admin.documents.file': 'File',
} as const;
