import type { documents as en } from '../en/documents';

export const documents: Record<keyof typeof en, string> = {
  'admin.library.documents': 'PDF баримт бичиг',
  'admin.library.file': 'Файл',
};
