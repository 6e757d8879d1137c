import type { files as en } from '../en/files';

export const files: Record<keyof typeof en, string> = {
  'admin.library.id': '№',
  'admin.library.fileName': 'Файлын нэр',
  'admin.library.title': 'Гарчиг',
  'admin.library.pdf': 'PDF',
  'admin.library.open': 'Нээх',
  'admin.library.rename': 'Нэр өөрчлөх',
  'admin.library.empty': 'Жагсаалт хоосон байна',
};
