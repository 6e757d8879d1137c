import { z } from 'zod';
import { chosenFile, fileTitle, recordId } from './files';

/** Responsible-mining PDF documents (association-admin.md §5, §8): form schemas and the answer. */
export const DOCUMENT_MESSAGES = {
  title: 'Файлын нэрийг оруулна уу',
  pdf: 'Файлыг оруулна уу',
  deleteConfirm: 'Файлыг устгах уу?',
} as const;

export const documentInsertSchema = z.object({
  title: fileTitle(DOCUMENT_MESSAGES.title),
  pdf: chosenFile(DOCUMENT_MESSAGES.pdf),
});
/** Rename only: any file field sent along is ignored. */
export const documentUpdateSchema = z.object({ id: recordId, title: fileTitle(DOCUMENT_MESSAGES.title) });

export interface DocumentItem {
  id: number;
  title: string;
  pdf: string;
  created_at: string;
}
