import { z } from 'zod';
import { chosenFile, FILE_MESSAGES, fileTitle, keptOrChosenFile, recordId } from './files';
import { messageKeys } from './message-keys';

/** Reports (association-site.md §9, association-admin.md §7, §8): page sizes, form schemas and the answer. */
export const REPORT_MESSAGES = messageKeys('msg.reports.', ['title', 'image', 'pdf', 'deleteConfirm', 'deleted']);

/** Page sizes of the public and the admin list; the first is the default. */
export const REPORT_PAGE_SIZES = {
  public: [6],
  admin: [5, 10, 15],
} as const;

const reportFields = {
  title: fileTitle(REPORT_MESSAGES.title),
  title_en: z.string().trim().max(300, FILE_MESSAGES.tooLong).default(''),
};
export const reportInsertSchema = z.object({
  ...reportFields,
  image: chosenFile(REPORT_MESSAGES.image),
  pdf: chosenFile(REPORT_MESSAGES.pdf),
});
export const reportUpdateSchema = z.object({ id: recordId, ...reportFields, image: keptOrChosenFile, pdf: keptOrChosenFile });

/** A report as both lists return it; the public list puts the visitor's language in `title`. */
export interface ReportItem {
  id: number;
  title: string;
  title_en: string;
  image: string;
  pdf: string;
  created_at: string;
}
