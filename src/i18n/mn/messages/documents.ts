import type { documents as en } from '../../en/messages/documents';

export const documents: Record<keyof typeof en, string> = {
  'msg.documents.title': 'Файлын нэрийг оруулна уу',
  'msg.documents.pdf': 'Файлыг оруулна уу',
  'msg.documents.deleteConfirm': 'Файлыг устгах уу?',
  'msg.documents.deleted': 'Файл устгагдлаа',
};
