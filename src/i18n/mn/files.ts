import type { files as en } from '../en/files';

export const files: Record<keyof typeof en, string> = {
  'admin.files.id': '№',
  'admin.files.fileName': 'Файлын нэр',
  'admin.files.title': 'Гарчиг',
  'admin.files.pdf': 'PDF',
  'admin.files.open': 'Нээх',
  'admin.files.rename': 'Нэр өөрчлөх',
};
