export const documents = {
  'msg.documents.title': 'Please enter the file name',
  'msg.documents.pdf': 'Please add the file',
  'msg.documents.deleteConfirm': 'Delete the file?',
  'msg.documents.deleted': 'File deleted',
} as const;
