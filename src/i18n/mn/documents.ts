import type { documents as en } from '../en/documents';

export const documents: Record<keyof typeof en, string> = {
  'admin.documents.documents': 'PDF баримт бичиг',
  'admin.documents.file': 'Файл',
};
