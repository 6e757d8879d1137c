import { z } from 'zod';
import { chosenFile, fileTitle, recordId } from './files';
import { messageKeys } from './message-keys';

/** Responsible-mining PDF documents (association-admin.md §5, §8): form schemas and the answer. */
export const DOCUMENT_MESSAGES = messageKeys('msg.documents.', ['title', 'pdf', 'deleteConfirm', 'deleted']);

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
